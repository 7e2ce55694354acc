import { cardNumberDigits } from "@shared/bank-cards";
import { latinDigits } from "@shared/digits";
import type { Locale } from "@shared/locales";
import { formatDigits } from "@/lib/format";

// 001 §5: the card form reshapes what is typed. Persian and Arabic-Indic digits count as digits, so a
// Persian keyboard works; everything else is dropped.
const lastFourDigits = 4;

/** The longest a grouped card number gets: 16 digits and 3 spaces. */
export const cardNumberLength = cardNumberDigits + 3;

const digitsOf = (value: string) => latinDigits(value).replace(/\D/g, "");

/** Digits only, at most 4. */
export function shapeLastFour(value: string): string {
  return digitsOf(value).slice(0, lastFourDigits);
}

/** Digits only, at most 16, in groups of 4 separated by spaces. */
export function shapeCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, cardNumberDigits)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The last four of a complete card number, to fill that field for the seller; null until it is complete. */
export function lastFourOfCardNumber(shaped: string): string | null {
  const digits = digitsOf(shaped);
  return digits.length === cardNumberDigits ? digits.slice(-lastFourDigits) : null;
}

/**
 * A masked card number in the reader's digits. In Persian the zero (۰) is a dot just like the mask's
 * bullet, so `•••• ۱۰۳۴` could not be read; there the hidden digits are shown as asterisks instead.
 */
export function maskedForReader(masked: string, locale: Locale): string {
  return formatDigits(locale === "fa" ? masked.replaceAll("•", "*") : masked, locale);
}
