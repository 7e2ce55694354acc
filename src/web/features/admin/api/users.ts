import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/users: the newest 50 users matching `q` (name or e-mail), then the next 50 on asking. */
export function useAdminUsers(q: string) {
  const adminKey = useAdminQueryKey();
  return useInfiniteQuery({
    queryKey: [...adminKey, "users", q] as const,
    queryFn: ({ pageParam }) =>
      dataOf(api.admin.users.$get({ query: { q, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // A new search keeps the old list on screen until the answer comes, instead of a spinner per keystroke.
    placeholderData: (previous) => previous,
  });
}
