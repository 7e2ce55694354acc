import { itemName, variantLabel } from "@shared/item-name";
import { type Product, type ProductList, productPageSizes } from "@shared/products";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** What a manual order's line can be: a variant for sale, named "Shirt — M / Red" (a product's one: its name). */
export interface OrderableVariant {
  variantId: string;
  name: string;
  price: number;
  stock: number | null;
}

function orderableVariants(products: Product[]): OrderableVariant[] {
  return products
    .filter((product) => product.is_available)
    .flatMap((product) =>
      product.variants
        .filter((variant) => variant.is_active && variant.stock !== 0)
        .map((variant) => {
          return {
            variantId: variant.id,
            name: itemName(product.name, variantLabel(variant.option_values)),
            price: variant.price ?? product.price,
            stock: variant.stock,
          };
        }),
    );
}

/**
 * GET /api/products for the manual order's lines: the newest page of the most products a page holds, under the
 * key the composer reads too; a product saved in the products tab invalidates it, so it is offered here at once.
 */
export function useOrderableProducts(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["products", user?.id ?? null] as const,
    queryFn: (): Promise<ProductList> => dataOf(api.products.$get({ query: { limit: String(productPageSizes.max) } })),
    enabled: enabled && user !== null,
    select: (list) => orderableVariants(list.items),
  });
}
