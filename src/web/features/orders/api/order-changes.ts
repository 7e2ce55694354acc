import type { ManualOrderInput, OrderStatusChange, ReceiptDecisionInput } from "@shared/orders";
import type { TrackingInput } from "@shared/tracking";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allOrdersKey } from "./orders";

/** Every change of an order re-reads the lists and histories; the realtime stream does the same for other tabs. */
function useOrderMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersKey }),
  });
}

/** POST /api/orders/{id}/status: along 001 §4's transitions only; to shipped with its carrier and code (issue 36). */
export function useChangeOrderStatus() {
  return useOrderMutation(({ id, ...change }: OrderStatusChange & { id: string }) =>
    dataOf(api.orders[":id"].status.$post({ param: { id }, json: change })),
  );
}

/** PUT /api/orders/{id}/tracking: a shipped order's code added or corrected; the buyer is sent the new one. */
export function useChangeTracking() {
  return useOrderMutation(({ id, ...tracking }: TrackingInput & { id: string }) =>
    dataOf(api.orders[":id"].tracking.$put({ param: { id }, json: tracking })),
  );
}

/** POST /api/orders: a sale recorded by hand. */
export function useCreateOrder() {
  return useOrderMutation((values: ManualOrderInput) => dataOf(api.orders.$post({ json: values })));
}

/** POST /api/orders/{id}/receipt/decision: approve (paid) or reject (failed, with an optional reason) a receipt. */
export function useDecideReceipt() {
  return useOrderMutation(({ id, ...decision }: ReceiptDecisionInput & { id: string }) =>
    dataOf(api.orders[":id"].receipt.decision.$post({ param: { id }, json: decision })),
  );
}

/** POST /api/orders/{id}/receipt: the buyer's receipt photo, sent to the seller in a chat. */
export function useAttachReceipt() {
  return useOrderMutation(({ id, file }: { id: string; file: File }) =>
    dataOf(api.orders[":id"].receipt.$post({ param: { id }, form: { file } })),
  );
}
