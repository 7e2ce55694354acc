import type { DiscountCodeInput } from "@shared/discounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allDiscountCodesKey } from "./discount-codes";

/** POST /api/discount-codes without an id, PUT /api/discount-codes/{id} with one (the whole code). */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: DiscountCodeInput }) =>
      id === null
        ? dataOf(api["discount-codes"].$post({ json: values }))
        : dataOf(api["discount-codes"][":id"].$put({ param: { id }, json: values })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allDiscountCodesKey }),
  });
}
