import type { PlanId } from "@shared/plans";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { api, dataOf } from "@/lib/api-client";
import { useRefreshAfterPayment } from "../use-refresh-after-payment";

/**
 * One idempotency key per checkout page: a double click or a retried request is the same checkout and
 * never buys twice (decision record 007). `randomUUID` exists only in secure contexts (HTTPS, localhost);
 * elsewhere no key is sent and the server's keyless rules still keep a double click from stacking.
 */
function newCheckoutKey(): string | undefined {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : undefined;
}

/**
 * POST /checkout: only the plan's id is sent (DESIGN d2, d8: no amount, no card data). In sandbox mode
 * the plan is active when this resolves; in Zarinpal mode the answer says where to send the buyer.
 */
export function useStartCheckout() {
  const refreshAfterPayment = useRefreshAfterPayment();
  const [idempotencyKey] = useState(newCheckoutKey);
  return useMutation({
    mutationFn: (plan: PlanId) =>
      dataOf(api.payments.checkout.$post({ json: { plan, idempotency_key: idempotencyKey } })),
    onSuccess: async (result) => {
      if (result.mode === "sandbox") await refreshAfterPayment();
    },
    onError: (error) => console.error("checkout failed", error),
  });
}
