import type { DailyContentDay } from "@shared/daily-content";
import { type ProductList, productPageSizes } from "@shared/products";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

// The composer reads what the daily content and products pages show, under their query keys, so an
// edit made there is what the composer offers here.

/** GET /api/daily-content/today: today's ideas, captions, hashtags and what the plan opens. */
export function useTodayContent() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["daily-content", "day", "today"],
    queryFn: (): Promise<DailyContentDay> => dataOf(api["daily-content"].today.$get()),
    enabled: user !== null,
  });
}

/** GET /api/products: the seller's newest products with their photos, as the manual order's choice reads them. */
export function useSellerProducts() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["products", user?.id ?? null],
    queryFn: (): Promise<ProductList> => dataOf(api.products.$get({ query: { limit: String(productPageSizes.max) } })),
    enabled: user !== null,
  });
}
