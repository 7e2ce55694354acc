import { type ProductList, productPageSizes } from "@shared/products";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/products for the products a code may apply to: the newest page of the most a page holds, under the
 * key the manual order and the composer read too, which a product saved in the products tab invalidates.
 */
export function useProductChoices(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["products", user?.id ?? null] as const,
    queryFn: (): Promise<ProductList> => dataOf(api.products.$get({ query: { limit: String(productPageSizes.max) } })),
    enabled: enabled && user !== null,
    select: (list) => list.items.map((product) => ({ id: product.id, name: product.name, code: product.product_code })),
  });
}
