import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allDiscountCodesKey } from "./discount-codes";

/** DELETE /api/discount-codes/{id}: orders that used it keep the code as typed. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => dataOf(api["discount-codes"][":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allDiscountCodesKey }),
  });
}
