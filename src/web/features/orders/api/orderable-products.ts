import { type ProductList, productPageSizes } from "@shared/products";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/products for the manual order's product choice: the newest page of the most products a page holds,
 * under the key the composer reads too; a product saved in the products tab invalidates it, so it is offered here
 * at once.
 */
export function useOrderableProducts(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["products", user?.id ?? null] as const,
    queryFn: (): Promise<ProductList> => dataOf(api.products.$get({ query: { limit: String(productPageSizes.max) } })),
    enabled: enabled && user !== null,
    select: (list) => list.items.filter((product) => product.is_available && product.stock_quantity !== 0),
  });
}
