import type { ProductList } from "@shared/products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allProductsKey } from "./products";

const withAvailability = (id: string, isAvailable: boolean) => (list: ProductList | undefined) =>
  list && {
    ...list,
    items: list.items.map((item) => (item.id === id ? { ...item, is_available: isAvailable } : item)),
  };

/** PATCH /api/products/{id} (001 §4): the switch moves at once and goes back if refused. */
export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      dataOf(api.products[":id"].$patch({ param: { id }, json: { is_available: isAvailable } })),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: allProductsKey });
      const before = queryClient.getQueriesData<ProductList>({ queryKey: allProductsKey });
      queryClient.setQueriesData<ProductList>({ queryKey: allProductsKey }, withAvailability(id, isAvailable));
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allProductsKey }),
  });
}
