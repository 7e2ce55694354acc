import type { OrderList, OrderStatus } from "@shared/orders";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allOrdersKey = ["orders"] as const;

export interface OrderFilter {
  status: OrderStatus | "all";
  q: string;
}

/** GET /api/orders (001 §7): the seller's orders, newest first, 50 a page; per user, filter and search. */
export function useOrders(filter: OrderFilter) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...allOrdersKey, user?.id ?? null, "list", filter.status, filter.q] as const,
    queryFn: ({ pageParam }): Promise<OrderList> =>
      dataOf(
        api.orders.$get({
          query: { status: filter.status, q: filter.q, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: user !== null,
    // A new search keeps the old list on screen until the answer comes, instead of a spinner per keystroke.
    placeholderData: (previous) => previous,
  });
}
