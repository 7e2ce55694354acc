import type { ThreadPage } from "@shared/conversations";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { threadKey, useConversationsQueryKey } from "./conversations-query-key";

/** GET /api/conversations/{id}/messages: the latest page first; each next page is older. */
export function useThread(id: string) {
  const root = useConversationsQueryKey();
  return useInfiniteQuery({
    queryKey: threadKey(root, id),
    queryFn: ({ pageParam }): Promise<ThreadPage> =>
      dataOf(
        api.conversations[":id"].messages.$get({
          param: { id },
          query: pageParam ? { before: pageParam } : {},
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
