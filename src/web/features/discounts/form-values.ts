import { ungroupedDigits } from "@shared/digits";
import type {
  DiscountCode,
  DiscountCodeFormOutput,
  DiscountCodeFormValues,
  DiscountCodeInput,
} from "@shared/discounts";
import type { Locale } from "@shared/locales";
import { isProductCategory } from "@shared/products";
import type { UseFormReturn } from "react-hook-form";
import { formatNumber } from "@/lib/format";
import type { discountsCatalog } from "./catalog";

/** Letters and digits a buyer reads back and types without doubt: no 0/O, 1/I/L. */
const readable = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
type FillRandom = (values: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** A code made for the seller ("OFF" and five readable characters); the server still refuses a clash. */
export function suggestDiscountCode(random: FillRandom = (values) => crypto.getRandomValues(values)): string {
  const bytes = random(new Uint8Array(5));
  return `OFF${Array.from(bytes, (byte) => readable[byte % readable.length]).join("")}`;
}

/** The discount form as its parts (value, dates, scope) take it. */
export type DiscountForm = UseFormReturn<DiscountCodeFormValues, unknown, DiscountCodeFormOutput>;

const amountLength = 12;

/**
 * What a toman box shows as the seller types: the digits typed (Persian or Latin) grouped in thousands, in the
 * interface's digits ("۵۰٬۰۰۰" in fa, "50,000" in en). Anything else is dropped.
 */
export function amountText(typed: string, locale: Locale): string {
  const digits = ungroupedDigits(typed)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, amountLength);
  return digits === "" ? "" : formatNumber(Number(digits), locale);
}

export const newDiscountForm = (): DiscountCodeFormValues => ({
  code: suggestDiscountCode(),
  kind: "percent",
  value: "",
  min_order: "",
  max_uses: "",
  once_per_buyer: false,
  starts_at: null,
  ends_at: null,
  product_ids: [],
  categories: [],
  is_active: true,
});

const categoriesOf = (code: DiscountCode) => code.categories.filter(isProductCategory);

/** A saved code as the form shows it, the numbers in the interface's digits. */
export function discountToFormValues(code: DiscountCode, locale: Locale): DiscountCodeFormValues {
  const number = (value: number | null) => (value === null ? "" : formatNumber(value, locale));
  return {
    code: code.code,
    kind: code.kind,
    value: number(code.value),
    min_order: number(code.min_order),
    max_uses: number(code.max_uses),
    once_per_buyer: code.once_per_buyer,
    starts_at: code.starts_at,
    ends_at: code.ends_at,
    product_ids: code.product_ids,
    categories: categoriesOf(code),
    is_active: code.is_active,
  };
}

/** A saved code as PUT takes it, for the list's switch: the whole code with one thing changed. */
export function discountToInput(code: DiscountCode, changes: Partial<DiscountCodeInput> = {}): DiscountCodeInput {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    min_order: code.min_order,
    max_uses: code.max_uses,
    once_per_buyer: code.once_per_buyer,
    starts_at: code.starts_at,
    ends_at: code.ends_at,
    product_ids: code.product_ids,
    categories: categoriesOf(code),
    is_active: code.is_active,
    ...changes,
  };
}

type ValidationKey = keyof typeof discountsCatalog.en.discounts.validation;
const validationKeys: readonly string[] = [
  "codeRequired",
  "codeLength",
  "codeFormat",
  "codeTaken",
  "kindInvalid",
  "valueRequired",
  "valueInvalid",
  "valueTooSmall",
  "percentRange",
  "amountRange",
  "minOrderInvalid",
  "maxUsesInvalid",
  "dateInvalid",
  "endBeforeStart",
  "productInvalid",
  "tooManyProducts",
  "categoryInvalid",
] satisfies ValidationKey[];
const isValidationKey = (message: string): message is ValidationKey => validationKeys.includes(message);

/** The catalogue key of a schema message; one the catalogue lacks reads as bad characters. */
export function validationKey(message: string): `discounts.validation.${ValidationKey}` {
  return `discounts.validation.${isValidationKey(message) ? message : "invalidCharacters"}`;
}

export const formFields = [
  "code",
  "kind",
  "value",
  "min_order",
  "max_uses",
  "starts_at",
  "ends_at",
  "product_ids",
  "categories",
] as const;
export type DiscountFormField = (typeof formFields)[number];
const fieldNames: readonly string[] = formFields;
const isFormField = (name: string): name is DiscountFormField => fieldNames.includes(name);

/** The server's 400 issues that name a field of the form ("categories.0" names categories), to show beside it. */
export function fieldIssues(issues: { path: string; message: string }[]) {
  return issues.flatMap(({ path, message }) => {
    const field = path.split(".")[0] ?? "";
    return isFormField(field) ? [{ field, message }] : [];
  });
}
