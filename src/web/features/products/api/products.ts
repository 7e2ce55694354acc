import type { ProductList } from "@shared/products";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** Every cached read of the products: the tab's pages here, and the first page other tabs offer to choose from. */
export const allProductsKey = ["products"] as const;
/** The products tab's pages, per signed-in user, so one account never sees another's cached products. */
export const productPagesKey = [...allProductsKey, "pages"] as const;

/** GET /api/products (001 §7, issue 34): the seller's products, newest first, with their files, a page at a time. */
export function useProducts() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...productPagesKey, user?.id ?? null] as const,
    queryFn: ({ pageParam }): Promise<ProductList> =>
      dataOf(api.products.$get({ query: pageParam ? { before: pageParam } : {} })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: user !== null,
  });
}
