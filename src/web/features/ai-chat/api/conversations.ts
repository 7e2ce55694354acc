import type { ConversationPage } from "@shared/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const conversationsQueryKey = ["chat", "conversations"] as const;

/** 000 §8: a failed load is only logged; the sidebar then shows no conversations. */
async function fetchConversations(before: string | undefined): Promise<ConversationPage> {
  try {
    return await dataOf(api.chat.conversations.$get({ query: before ? { before } : {} }));
  } catch (error) {
    console.error("loading conversations failed", error);
    throw error;
  }
}

/** The user's conversations, most recently updated first (000 §7), a page at a time. */
export function useConversations() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam }) => fetchConversations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: user !== null,
  });
}
