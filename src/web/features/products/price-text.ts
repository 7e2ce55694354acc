import { ungroupedDigits } from "@shared/digits";
import type { Locale } from "@shared/locales";
import { formatNumber } from "@/lib/format";

const longestPrice = 12;

/**
 * What the price box shows as the seller types: the digits they typed (Persian or Latin) grouped in
 * thousands, in the interface's digits ("۱٬۲۵۰٬۰۰۰" in fa, "1,250,000" in en). Anything else is dropped.
 */
export function priceText(typed: string, locale: Locale): string {
  const digits = ungroupedDigits(typed)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, longestPrice);
  return digits === "" ? "" : formatNumber(Number(digits), locale);
}
