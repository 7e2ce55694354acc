import { type ChatMessage, chatMessageSchema } from "@shared/chat";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/lib/api";

export const messagesQueryKey = (conversationId: string) => ["chat", "messages", conversationId] as const;

async function fetchMessages(conversationId: string): Promise<ChatMessage[]> {
  try {
    return await apiGet(`/api/chat/conversations/${conversationId}/messages`, z.array(chatMessageSchema));
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
