import { hkdfSync } from "node:crypto";
import { sameSecret } from "../secrets/same-secret";

// Its own salt and label, so this value is never one of the keys sealing sellers' secrets (secret-box.ts).
const hkdfSalt = "assistant-bot";
const purpose = "v1:telegram-webhook-secret";

/**
 * The `secret_token` of the assistant bot's webhook: derived from APP_SECRET rather than stored, so every
 * instance and every restart agrees on it. 43 base64url characters, inside Telegram's `A-Za-z0-9_-` form.
 */
export function assistantWebhookSecret(appSecret: string): string {
  return Buffer.from(hkdfSync("sha256", appSecret, hkdfSalt, purpose, 32)).toString("base64url");
}

/** Compared in constant time, whatever the length of what was sent. */
export function isAssistantWebhookSecret(expected: string, given: string | undefined): boolean {
  return given !== undefined && sameSecret(expected, given);
}
