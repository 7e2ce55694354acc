import type { ShopAction } from "@shared/staff";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { allStaffKey } from "./staff";

/** The server's page of the shop's activity. */
const pageSize = 30;

/** GET /api/staff/activity (DESIGN 35, the owner only): who changed what, the latest first; older pages on demand. */
export function useShopActivity() {
  const { user } = useAuth();
  return useInfiniteQuery({
    // Under the staff key: an invite, a removal or a role change refreshes it with the members.
    queryKey: [...allStaffKey, "activity", user?.id ?? null] as const,
    queryFn: ({ pageParam }): Promise<{ items: ShopAction[] }> =>
      dataOf(api.staff.activity.$get({ query: pageParam ? { before: pageParam } : {} })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.items.length === pageSize ? page.items.at(-1)?.id : undefined),
    enabled: user !== null,
  });
}
