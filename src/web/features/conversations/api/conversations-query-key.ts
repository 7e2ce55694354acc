import type { InboxFilter } from "@shared/conversations";
import { useAuth } from "@/lib/auth/auth-context";

/** Every read of the shop's conversations sits under one key per user, so one account never sees another's. */
export function useConversationsQueryKey() {
  const { user } = useAuth();
  return ["conversations", user?.id ?? null] as const;
}

export type ConversationsQueryKey = ReturnType<typeof useConversationsQueryKey>;

export const inboxKey = (root: ConversationsQueryKey, filter?: InboxFilter) =>
  filter === undefined ? ([...root, "inbox"] as const) : ([...root, "inbox", filter] as const);
export const conversationKey = (root: ConversationsQueryKey, id: string) => [...root, "conversation", id] as const;
export const threadKey = (root: ConversationsQueryKey, id: string) => [...root, "thread", id] as const;
