import { latinDigits } from "@shared/digits";

// 001 §5, §9: how the card form reshapes what is typed. Persian and Arabic-Indic digits count as
// digits, so a Persian keyboard works; everything else is dropped.
const cardNumberDigits = 16;
const expiryDigits = 4;
const cvvDigits = 4;

export const cardFieldLengths = { cardNumber: 19, expiry: 5, cvv: cvvDigits } as const;

function digitsOf(value: string): string {
  return latinDigits(value).replace(/\D/g, "");
}

/** Digits only, at most 16, in groups of 4 separated by spaces (at most 19 characters). */
export function shapeCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, cardNumberDigits);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** MM/YY: digits only, with the slash inserted once a third digit follows the first two. */
export function shapeExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, expiryDigits);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function shapeCvv(value: string): string {
  return digitsOf(value).slice(0, cvvDigits);
}
