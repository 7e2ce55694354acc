import type { ShippingMethodUpdateInput } from "@shared/shipping";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allShippingMethodsKey } from "./shipping-methods";

/**
 * POST /api/shipping-methods without an id, PUT /api/shipping-methods/{id} with one; the list's switch
 * sends the whole method with its new `is_active`.
 */
export function useSaveShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: ShippingMethodUpdateInput }) =>
      id === null
        ? dataOf(api["shipping-methods"].$post({ json: values }))
        : dataOf(api["shipping-methods"][":id"].$put({ param: { id }, json: values })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allShippingMethodsKey }),
  });
}
