import type { ProductList } from "@shared/products";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allProductsKey, productPagesKey } from "./products";

type ProductPages = InfiniteData<ProductList, string | undefined>;

const withAvailability = (id: string, isAvailable: boolean) => (pages: ProductPages | undefined) =>
  pages && {
    ...pages,
    pages: pages.pages.map((list) => ({
      ...list,
      items: list.items.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
    })),
  };

/** PATCH /api/products/{id} (001 §4): the switch moves at once and goes back if refused. */
export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      dataOf(api.products[":id"].$patch({ param: { id }, json: { is_available: isAvailable } })),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: productPagesKey });
      const before = queryClient.getQueriesData<ProductPages>({ queryKey: productPagesKey });
      queryClient.setQueriesData<ProductPages>({ queryKey: productPagesKey }, withAvailability(id, isAvailable));
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, pages] of context?.before ?? []) queryClient.setQueryData(key, pages);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allProductsKey }),
  });
}
