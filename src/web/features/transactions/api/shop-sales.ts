import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * Under the orders' key on purpose: every change of an order (the live events the workspace follows on
 * every tab, and the orders tab's own changes) invalidates ["orders"], so a new payment shows without a reload.
 */
export const shopSalesKey = (userId: string | null) => ["orders", userId, "shop-sales"] as const;

/** GET /api/shop-sales (issue 35): the shop's paid orders by method, the awaited ones, and the latest 50 payments. */
export function useShopSales() {
  const { user } = useAuth();
  return useQuery({
    queryKey: shopSalesKey(user?.id ?? null),
    queryFn: () => dataOf(api["shop-sales"].$get()),
    enabled: user !== null,
  });
}
