import type { InboxFilter, InboxPage } from "@shared/conversations";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { inboxKey, useConversationsQueryKey } from "./conversations-query-key";

/** GET /api/conversations: the shop's inbox, latest first, a page at a time, with its counts. */
export function useInbox(filter: InboxFilter) {
  const root = useConversationsQueryKey();
  return useInfiniteQuery({
    queryKey: inboxKey(root, filter),
    queryFn: ({ pageParam }): Promise<InboxPage> =>
      dataOf(api.conversations.$get({ query: { filter, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: root[1] !== null,
    // Another filter keeps the list on screen until its answer comes.
    placeholderData: (previous) => previous,
  });
}
