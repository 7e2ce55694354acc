import type { ChatMessage } from "@shared/chat";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

export const messagesQueryKey = (conversationId: string) => ["chat", "messages", conversationId] as const;

async function fetchMessages(conversationId: string): Promise<ChatMessage[]> {
  try {
    return await dataOf(api.chat.conversations[":id"].messages.$get({ param: { id: conversationId } }));
  } catch (error) {
    console.error("loading messages failed", error);
    throw error;
  }
}

/** A conversation's messages, oldest first (000 §7); nothing while no conversation is open. */
export function useConversationMessages(conversationId: string | null) {
  return useQuery({
    queryKey: messagesQueryKey(conversationId ?? ""),
    queryFn: () => fetchMessages(conversationId ?? ""),
    enabled: conversationId !== null,
  });
}
