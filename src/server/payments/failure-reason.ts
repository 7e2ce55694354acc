import type { PaymentFailureReason } from "../../shared/payments";

// Only a final refusal fails a payment (decision 026): -50 and -51 are the ones many SDKs repeat; -54 is read
// as a lapsed authority, since every authority we verify is one the gateway gave us; -53 says nothing more.
const reasonByCode = new Map<number, PaymentFailureReason>([
  [-50, "amount_mismatch"],
  [-51, "declined"],
  [-54, "expired"],
]);

/** Why the gateway refused to verify a payment, from its error code (decision records 019, 026). */
export function failureReasonOfGatewayCode(code: number | null): PaymentFailureReason {
  return (code !== null && reasonByCode.get(code)) || "unknown";
}
