import type { Conversation } from "@shared/chat";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const conversationsQueryKey = ["chat", "conversations"] as const;

/** 000 §8: a failed load is only logged; the sidebar then shows no conversations. */
async function fetchConversations(): Promise<Conversation[]> {
  try {
    return await dataOf(api.chat.conversations.$get());
  } catch (error) {
    console.error("loading conversations failed", error);
    throw error;
  }
}

/** The user's conversations, most recently updated first (000 §7). */
export function useConversations() {
  const { user } = useAuth();
  return useQuery({ queryKey: conversationsQueryKey, queryFn: fetchConversations, enabled: user !== null });
}
