import type { SecretKind } from "./secret-kind";

const mask = "••••";

/** What the browser may see of a secret (DESIGN 19): never the middle, and never most of a short one. */
export function maskSecret(kind: SecretKind, plaintext: string): string {
  switch (kind) {
    case "bot-token":
      return maskBotToken(plaintext);
    case "card-number":
      return maskCardNumber(plaintext);
    case "merchant-id":
      // 001 §9: the first 8 and the last 8 characters of the 36.
      return plaintext.length >= 32 ? `${plaintext.slice(0, 8)}${mask}${plaintext.slice(-8)}` : mask;
    case "whatsapp-token":
    case "whatsapp-app-secret":
    case "whatsapp-verify-token":
    case "instagram-token":
      return maskAllButLast4(plaintext);
  }
}

// A bot token is `<bot id>:<secret>`; the bot id is public (getMe returns it), the secret is not.
function maskBotToken(token: string): string {
  const colon = token.indexOf(":");
  if (colon <= 0 || !/^\d+$/.test(token.slice(0, colon))) return maskAllButLast4(token);
  return `${token.slice(0, colon)}:${maskAllButLast4(token.slice(colon + 1))}`;
}

/** `6037 99•• •••• 1234`: the bank's prefix and the last four, as printed on receipts. */
function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, "");
  if (digits.length < 13) return maskAllButLast4(digits);
  const hidden = "•".repeat(digits.length - 10);
  const masked = `${digits.slice(0, 6)}${hidden}${digits.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/gu, "$1 ");
}

// Showing the last four of a short value would show most of it, so short values are masked whole.
function maskAllButLast4(value: string): string {
  return value.length >= 8 ? `${mask}${value.slice(-4)}` : mask;
}
