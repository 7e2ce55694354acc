import { latinDigits } from "./digits";

/** An Iranian postal code: ten digits (issue 36), kept in Latin digits without separators. */
export const postalCodeLength = 10;

/**
 * The postal code in a text as a person types it (Persian, Arabic or Latin digits, with spaces or dashes
 * between groups, as printed «۱۲۳۴۵-۶۷۸۹۰»); null when it is not ten digits.
 */
export function postalCodeOf(typed: string): string | null {
  const digits = latinDigits(typed.trim()).replace(/[\s\-\u2010-\u2015\u200c]/g, "");
  return new RegExp(`^\\d{${postalCodeLength}}$`).test(digits) ? digits : null;
}
