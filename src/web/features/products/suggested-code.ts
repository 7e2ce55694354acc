import { latinDigits } from "@shared/digits";
import { productLimits } from "@shared/products";

/** Letters and digits a seller reads back without doubt: no 0/O, 1/I/L. */
const readable = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const length = 5;

/**
 * Issue 35: a new product's code is made for the seller (PROD-10's Latin letters and digits), editable before
 * the first save. 31^5 codes make a clash in one shop rare; the server still refuses one (PROD-06).
 */
type FillRandom = (values: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function suggestProductCode(random: FillRandom = (values) => crypto.getRandomValues(values)): string {
  const bytes = random(new Uint8Array(length));
  return `P${Array.from(bytes, (byte) => readable[byte % readable.length]).join("")}`;
}

/** An option as a variant's code reads it: which values it has, in order. */
type CodedOption = { key: string; values: readonly string[] };

const longestPart = 10;

/** A value's Latin letters and digits, upper-case ("x l" → "XL", "۴۲" → "42"); empty for a Persian word. */
const codePart = (value: string) =>
  latinDigits(value)
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .slice(0, longestPart);

/** Each value's part of a code; an option whose values do not all give distinct parts numbers them 1, 2, … */
function partsOf(values: readonly string[]): string[] {
  const parts = values.map(codePart);
  const distinct = parts.every((part) => part !== "") && new Set(parts).size === parts.length;
  return distinct ? parts : values.map((_, index) => String(index + 1));
}

/**
 * Issue 36: a variant's code, from its product's code and its values ("TSHIRT-M-RED"); values written in
 * Persian are numbered by their place in the option ("TSHIRT-M-2"). Within the code's length, the product's
 * part cut first. The seller may change it; the server refuses a code the shop already has.
 */
export function suggestVariantCode(
  productCode: string,
  options: readonly CodedOption[],
  values: Readonly<Record<string, string>>,
): string {
  const parts = options.flatMap((option) => {
    const value = values[option.key];
    const index = value === undefined ? -1 : option.values.indexOf(value);
    return index === -1 ? [] : partsOf(option.values).slice(index, index + 1);
  });
  const base = latinDigits(productCode).trim();
  if (parts.length === 0) return base;
  const suffix = parts.map((part) => `-${part}`).join("");
  return `${base.slice(0, productLimits.code - suffix.length)}${suffix}`;
}
