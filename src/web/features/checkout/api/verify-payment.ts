import { verifyResponseSchema } from "@shared/payments";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/lib/api";
import { useRefreshAfterPayment } from "../use-refresh-after-payment";

/** POST /verify: the buyer is back from Zarinpal; idempotent, so a replay reads the same outcome. */
export function useVerifyPayment() {
  const refreshAfterPayment = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (query: { authority: string; status: "OK" | "NOK" }) =>
      apiSend("POST", "/api/payments/verify", query, verifyResponseSchema),
    onSuccess: async (result) => {
      if (result.success) await refreshAfterPayment();
    },
    onError: (error) => console.error("verifying the payment failed", error),
  });
}
