import type { PaymentFailureReason } from "../../shared/payments";

// INTEGRATIONS.md's Zarinpal codes: -50 and -51 are the ones many SDKs repeat (unconfirmed); -54 is read as
// a lapsed authority, since every authority we verify is one the gateway gave us.
const reasonByCode = new Map<number, PaymentFailureReason>([
  [-50, "amount_mismatch"],
  [-51, "declined"],
  [-54, "expired"],
  // The merchant's side is refused (bad id or IP, inactive, too many attempts, domain, suspended):
  // nothing the buyer did, and the gateway cannot take the payment now.
  [-10, "gateway_unavailable"],
  [-11, "gateway_unavailable"],
  [-12, "gateway_unavailable"],
  [-14, "gateway_unavailable"],
  [-15, "gateway_unavailable"],
  [-16, "gateway_unavailable"],
]);

/** Why the gateway refused to verify a payment, from its error code (decision record 019). */
export function failureReasonOfGatewayCode(code: number | null): PaymentFailureReason {
  return (code !== null && reasonByCode.get(code)) || "unknown";
}
