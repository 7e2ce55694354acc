/** What the gateway's return query asks of the verification page (001 §4). */
export type CallbackQuery =
  /** Status=OK with an Authority: ask the server to verify it. */
  | { kind: "verify"; authority: string }
  /** Anything else (a cancelled payment too) is the failure "payment parameters are invalid", with no call (PAY-30). */
  | { kind: "invalid" };

// The server accepts authorities of 1 to 64 characters (verifyRequestSchema).
const authorityMaxLength = 64;

export function parseCallbackQuery(params: URLSearchParams): CallbackQuery {
  const authority = params.get("Authority")?.trim() ?? "";
  const status = params.get("Status");
  const usable = authority.length > 0 && authority.length <= authorityMaxLength;
  if (usable && status === "OK") return { kind: "verify", authority };
  return { kind: "invalid" };
}

/** The failed page's tracking code: `?ref=`, else the gateway's `?Authority=`. */
export function trackingCodeOf(params: URLSearchParams): string | null {
  const code = (params.get("ref") ?? params.get("Authority"))?.trim();
  return code ? code : null;
}
