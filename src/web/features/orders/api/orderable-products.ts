import type { ProductList } from "@shared/products";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/products for the manual order's product choice: the products tab's own query key, so the two
 * tabs share one cached list and a product saved there is offered here at once.
 */
export function useOrderableProducts(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["products", user?.id ?? null] as const,
    queryFn: (): Promise<ProductList> => dataOf(api.products.$get()),
    enabled: enabled && user !== null,
    select: (list) => list.items.filter((product) => product.is_available && product.stock_quantity !== 0),
  });
}
