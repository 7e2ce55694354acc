import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allShippingMethodsKey } from "./shipping-methods";

/** DELETE /api/shipping-methods/{id}: orders that used it keep its name and cost. */
export function useDeleteShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api["shipping-methods"][":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allShippingMethodsKey }),
  });
}
