import { type PaymentFailureReason, paymentFailureReasonSchema } from "@shared/payments";

/** What the gateway's return query asks of the verification page (001 §4). */
export type CallbackQuery =
  /** Status=OK with an Authority: ask the server to verify it. */
  | { kind: "verify"; authority: string }
  /** Status=NOK with an Authority: cancelled at the gateway; still PAY-30's failure with no call, saying so. */
  | { kind: "cancelled"; authority: string }
  /** No usable Authority, or any other Status: the failure "payment parameters are invalid", with no call (PAY-30). */
  | { kind: "invalid" };

// The server accepts authorities of 1 to 64 characters (verifyRequestSchema).
const authorityMaxLength = 64;

export function parseCallbackQuery(params: URLSearchParams): CallbackQuery {
  const authority = params.get("Authority")?.trim() ?? "";
  const status = params.get("Status");
  if (authority.length === 0 || authority.length > authorityMaxLength) return { kind: "invalid" };
  if (status === "OK") return { kind: "verify", authority };
  if (status === "NOK") return { kind: "cancelled", authority };
  return { kind: "invalid" };
}

/** The failed page's `?reason=`, when it is one the page can put in words. */
export function failureReasonOf(params: URLSearchParams): PaymentFailureReason | null {
  const reason = paymentFailureReasonSchema.safeParse(params.get("reason"));
  return reason.success ? reason.data : null;
}

/** The failed page's tracking code: `?ref=`, else the gateway's `?Authority=`. */
export function trackingCodeOf(params: URLSearchParams): string | null {
  const code = (params.get("ref") ?? params.get("Authority"))?.trim();
  return code ? code : null;
}
