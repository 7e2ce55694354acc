import type { Locale } from "@shared/locales";
import {
  defaultLowStockThreshold,
  type Product,
  type ProductInput,
  type ProductUpdateInput,
  productCategories,
} from "@shared/products";
import type { FieldErrors } from "react-hook-form";
import { formatNumber } from "@/lib/format";
import type { ProductEditorOutput, ProductEditorValues } from "./product-form-schema";
import { suggestProductCode } from "./suggested-code";
import type { OptionDraft, VariantRow } from "./variant-rows";

/** A new product's form: empty but for a code made for it (issue 35), which the seller may change. */
export const newProductForm = (): ProductEditorValues => ({
  name: "",
  product_code: suggestProductCode(),
  price: "",
  category: "general",
  stock_quantity: "",
  low_stock_threshold: "",
  description: "",
  is_available: true,
  options: [],
  variants: [],
});

const numberText = (value: number | null, locale: Locale) => (value === null ? "" : formatNumber(value, locale));

/** The key of a new option: the first `option-N` the form does not use yet. */
export function newOptionKey(options: readonly Pick<OptionDraft, "key">[]): string {
  const used = new Set(options.map((option) => option.key));
  let number = 1;
  while (used.has(`option-${number}`)) number += 1;
  return `option-${number}`;
}

/** A saved product's variants as grid rows: their option values by the options' keys. */
function variantRowsOf(product: Product, options: OptionDraft[], locale: Locale): VariantRow[] {
  if (options.length === 0) return [];
  return product.variants.map((variant) => ({
    variant_id: variant.id,
    values: Object.fromEntries(
      options.flatMap((option, index) => {
        const value = variant.option_values[index];
        return value === undefined ? [] : [[option.key, value]];
      }),
    ),
    code: variant.code,
    price: numberText(variant.price, locale),
    stock: numberText(variant.stock, locale),
    is_active: variant.is_active,
    media_id: variant.media_id,
  }));
}

/** A saved product as the form shows it, the numbers in the interface's digits. */
export function productToFormValues(product: Product, locale: Locale): ProductEditorValues {
  const options = product.options.map((option, index) => ({
    key: `option-${index + 1}`,
    name: option.name,
    values: [...option.values],
  }));
  return {
    name: product.name,
    product_code: product.product_code,
    price: formatNumber(product.price, locale),
    category: productCategories.find((category) => category === product.category) ?? "general",
    // With options the stock is the variants'; the product's own field is hidden and sends nothing.
    stock_quantity: options.length === 0 ? numberText(product.stock_quantity, locale) : "",
    low_stock_threshold: numberText(product.low_stock_threshold, locale),
    description: product.description ?? "",
    is_available: product.is_available,
    options,
    variants: variantRowsOf(product, options, locale),
  };
}

/** A product saved without options has one variant, itself: its id goes to the first variant when options come. */
export const baseVariantIdOf = (product: Product | null) =>
  product && product.options.length === 0 ? (product.variants[0]?.id ?? null) : null;

/**
 * What the API takes of the options and variants (DESIGN 29): none without options; with them every row, its
 * values in the options' order, and its image only while that file is still the product's.
 */
export function variantInputOf(
  values: Pick<ProductEditorOutput, "options" | "variants">,
  mediaIds: readonly string[],
): Required<Pick<ProductInput, "options" | "variants">> {
  const options = values.options.map(({ name, values }) => ({ name, values }));
  if (options.length === 0) return { options, variants: [] };
  const variants = values.variants.map((row) => ({
    ...(row.variant_id === null ? {} : { id: row.variant_id }),
    option_values: values.options.map((option) => row.values[option.key] ?? ""),
    code: row.code,
    price: row.price,
    stock: row.stock,
    is_active: row.is_active,
    media_id: row.media_id !== null && mediaIds.includes(row.media_id) ? row.media_id : null,
  }));
  return { options, variants };
}

/**
 * What a save sends (POST, PUT /api/products): the fields, the files, and the options and variants. DESIGN 29:
 * with options the stock is the variants'; the product's own stock field counts only without them.
 */
export function productInputOf(
  values: ProductEditorOutput,
  files: { mediaIds: readonly string[]; sendsAvailability: boolean },
): ProductUpdateInput {
  const { stock_quantity, low_stock_threshold, is_available, ...fields } = values;
  const variants = variantInputOf(values, files.mediaIds);
  const ownStock = variants.options.length === 0 && stock_quantity !== null;
  return {
    ...fields,
    ...(ownStock ? { stock_quantity } : {}),
    low_stock_threshold: low_stock_threshold ?? defaultLowStockThreshold,
    ...(files.sendsAvailability ? { is_available } : {}),
    media_ids: [...files.mediaIds],
    ...variants,
  };
}

const validationKeys = [
  "fillRequired",
  "nameTooLong",
  "descriptionTooLong",
  "priceInvalid",
  "priceRange",
  "codeTooLong",
  "codeFormat",
  "categoryInvalid",
  "stockInvalid",
  "thresholdInvalid",
  "invalidCharacters",
  "optionNameRequired",
  "optionNameTooLong",
  "optionNameRepeated",
  "optionValueRequired",
  "optionValueTooLong",
  "optionValuesRequired",
  "tooManyOptionValues",
  "optionValueRepeated",
  "tooManyOptions",
  "tooManyVariants",
  "variantCodeRepeated",
  "variantCodeTaken",
] as const;
export type ValidationKey = (typeof validationKeys)[number];
export const productValidationKeys: readonly ValidationKey[] = validationKeys;

/** The catalogue key (`products.validation.*`) of a schema message; one the catalogue lacks reads as bad characters. */
export function validationKey(message: string): ValidationKey {
  return validationKeys.find((key) => key === message) ?? "invalidCharacters";
}

/** Every message in a field's errors, nested ones (an option's values, a variant's cells) in order. */
function messagesIn(error: unknown): string[] {
  if (typeof error !== "object" || error === null) return [];
  return Object.entries(error).flatMap(([key, value]) => {
    if (key === "ref" || key === "types") return [];
    if (key === "message") return typeof value === "string" ? [value] : [];
    return messagesIn(value);
  });
}

/** The first message in a field's errors, nested ones included. */
export const firstMessage = (error: unknown): string | undefined => messagesIn(error)[0];

const fieldOrder = [
  "name",
  "product_code",
  "price",
  "category",
  "stock_quantity",
  "low_stock_threshold",
  "description",
  "options",
  "variants",
] as const;

/**
 * 001 §5, §8: an empty name, price or code is "fill required fields"; otherwise the first broken
 * rule's message (a key of `products.validation`), in the form's order.
 */
export function firstFormProblem(errors: FieldErrors<ProductEditorValues>): ValidationKey | null {
  const messages = fieldOrder.flatMap((field) => messagesIn(errors[field]).map(validationKey));
  if (messages.includes("fillRequired")) return "fillRequired";
  return messages[0] ?? null;
}
