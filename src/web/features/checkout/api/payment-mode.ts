import type { PaymentMode } from "@shared/payments";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const paymentModeQueryKey = ["payments", "mode"] as const;

async function fetchPaymentMode(): Promise<PaymentMode> {
  try {
    return (await dataOf(api.payments.mode.$get())).mode;
  } catch (error) {
    console.error("loading the payment mode failed", error);
    throw error;
  }
}

/** GET /mode: which checkout this server offers (the card form, the Zarinpal gateway, or none). */
export function usePaymentMode() {
  const { user } = useAuth();
  return useQuery({
    queryKey: paymentModeQueryKey,
    queryFn: fetchPaymentMode,
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
