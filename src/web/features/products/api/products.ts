import type { ProductList } from "@shared/products";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allProductsKey = ["products"] as const;

/** Per signed-in user, so one account never sees another's cached products. */
export const productsQueryKey = (userId: string | null) => [...allProductsKey, userId] as const;

/** GET /api/products (001 §7): the seller's products, newest first, with their files and count. */
export function useProducts() {
  const { user } = useAuth();
  return useQuery({
    queryKey: productsQueryKey(user?.id ?? null),
    queryFn: (): Promise<ProductList> => dataOf(api.products.$get()),
    enabled: user !== null,
  });
}
