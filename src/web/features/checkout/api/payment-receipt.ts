import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** GET /{id}/receipt: a paid payment of the user's own; anyone else's is not found. */
export function usePaymentReceipt(paymentId: string) {
  return useQuery({
    queryKey: ["payments", "receipt", paymentId],
    queryFn: () => dataOf(api.payments[":id"].receipt.$get({ param: { id: paymentId } })),
    retry: false,
  });
}
