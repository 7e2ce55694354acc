import { latinDigits } from "./digits";

/**
 * How a buyer writes and how a seller wrote a name or code alike: Arabic ي/ك as Persian ی/ک, half-spaces as
 * spaces, Latin digits, lower case, no marks or punctuation. The sales assistant and the bot's product search
 * both compare in this form.
 */
export function normalizeForMatch(text: string): string {
  return latinDigits(text)
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/\p{M}/gu, "")
    .replace(/[\u200c\u200f\u200e]/g, " ")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
