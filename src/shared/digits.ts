import { digitsArToEn, digitsArToFa, digitsEnToFa, digitsFaToEn } from "@persian-tools/persian-tools";
import { z } from "zod";
import type { Locale } from "./locales";

// The one place where digits change system. A Persian keyboard types ۰-۹, an Arabic one ٠-٩; the server
// stores and compares Latin digits, and the Persian interface shows Persian ones (000 §9).

/** Persian and Arabic-Indic digits as Latin ones, everything else as it was ("سفارش ۱۲" → "سفارش 12"). */
export function latinDigits(text: string): string {
  return digitsArToEn(digitsFaToEn(text));
}

/** Latin and Arabic-Indic digits as Persian ones, everything else as it was ("09123" → "۰۹۱۲۳"). */
export function persianDigits(text: string): string {
  return digitsEnToFa(digitsArToFa(text));
}

/** The digits of a text in the interface's system: Persian in `fa`, Latin in `en`. */
export function localeDigits(text: string, locale: Locale): string {
  return locale === "fa" ? persianDigits(text) : latinDigits(text);
}

/** A whole number as typed, grouped or not ("۱٬۲۵۰٬۰۰۰", "1,250,000", "1 250 000"), as bare Latin digits. */
export function ungroupedDigits(text: string): string {
  return latinDigits(text).replace(/[,\u066C\u060C\s]/g, "");
}

/** A field that holds digits (a phone, a code, a count): typed in any digit system, read with Latin ones. */
export const digitText = () => z.string().overwrite(latinDigits);
