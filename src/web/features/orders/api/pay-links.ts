import type { PaymentRequestInput } from "@shared/payment-requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allOrdersKey } from "./orders";

/** Either makes or changes an order: the lists are read again, as after any change of an order. */
function usePayLinkMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersKey }),
  });
}

/** POST /api/orders/{id}/pay-link (issue 36): the order's pay link, made once; the same link again after. */
export function useOrderPayLink() {
  return usePayLinkMutation((id: string) => dataOf(api.orders[":id"]["pay-link"].$post({ param: { id } })));
}

/** POST /api/orders/payment-requests (issue 36): an amount asked with a pay link, an order without a product. */
export function useCreatePaymentRequest() {
  return usePayLinkMutation((values: PaymentRequestInput) =>
    dataOf(api.orders["payment-requests"].$post({ json: values })),
  );
}
