import type { PlanId } from "@shared/plans";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useRefreshAfterPayment } from "../use-refresh-after-payment";

/**
 * POST /checkout: only the plan's id is sent (DESIGN d2, d8: no amount, no card data). In sandbox mode
 * the plan is active when this resolves; in Zarinpal mode the answer says where to send the buyer.
 */
export function useStartCheckout() {
  const refreshAfterPayment = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (plan: PlanId) => dataOf(api.payments.checkout.$post({ json: { plan } })),
    onSuccess: async (result) => {
      if (result.mode === "sandbox") await refreshAfterPayment();
    },
    onError: (error) => console.error("checkout failed", error),
  });
}
