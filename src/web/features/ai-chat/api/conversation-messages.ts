import type { MessagePage } from "@shared/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

export const messagesQueryKey = (conversationId: string) => ["chat", "messages", conversationId] as const;

async function fetchMessages(conversationId: string, before: string | undefined): Promise<MessagePage> {
  try {
    return await dataOf(
      api.chat.conversations[":id"].messages.$get({ param: { id: conversationId }, query: before ? { before } : {} }),
    );
  } catch (error) {
    console.error("loading messages failed", error);
    throw error;
  }
}

/** A conversation's newest messages first, then earlier pages on request (000 §7); none for a new chat. */
export function useConversationMessages(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: messagesQueryKey(conversationId ?? ""),
    queryFn: ({ pageParam }) => fetchMessages(conversationId ?? "", pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: conversationId !== null,
  });
}
