import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useRefreshAfterPayment } from "../use-refresh-after-payment";

/** POST /verify: the buyer is back from Zarinpal; idempotent, so a replay reads the same outcome. */
export function useVerifyPayment() {
  const refreshAfterPayment = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (query: { authority: string; status: "OK" | "NOK" }) =>
      dataOf(api.payments.verify.$post({ json: query })),
    onSuccess: async (result) => {
      if (result.success) await refreshAfterPayment();
    },
    onError: (error) => console.error("verifying the payment failed", error),
  });
}
