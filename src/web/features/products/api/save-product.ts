import type { ProductUpdateInput } from "@shared/products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allProductsKey } from "./products";

/** POST /api/products without an id, PUT /api/products/{id} with one (001 §7). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: ProductUpdateInput }) =>
      id === null
        ? dataOf(api.products.$post({ json: values }))
        : dataOf(api.products[":id"].$put({ param: { id }, json: values })),
    // Not awaited: the form is emptied for the next product at once, and the list catches up on its own.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: allProductsKey }),
  });
}
