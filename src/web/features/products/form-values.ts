import type { Locale } from "@shared/locales";
import { type Product, type ProductFormValues, productCategories } from "@shared/products";
import type { FieldErrors } from "react-hook-form";
import { formatNumber } from "@/lib/format";
import { suggestProductCode } from "./suggested-code";

/** A new product's form: empty but for a code made for it (issue 35), which the seller may change. */
export const newProductForm = (): ProductFormValues => ({
  name: "",
  product_code: suggestProductCode(),
  price: "",
  category: "general",
  stock_quantity: "",
  description: "",
  is_available: true,
});

/** A saved product as the form shows it, the numbers in the interface's digits. */
export function productToFormValues(product: Product, locale: Locale): ProductFormValues {
  return {
    name: product.name,
    product_code: product.product_code,
    price: formatNumber(product.price, locale),
    category: productCategories.find((category) => category === product.category) ?? "general",
    stock_quantity: product.stock_quantity === null ? "" : formatNumber(product.stock_quantity, locale),
    description: product.description ?? "",
    is_available: product.is_available,
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
  "invalidCharacters",
] as const;
export type ValidationKey = (typeof validationKeys)[number];

/** The catalogue key (`products.validation.*`) of a schema message; one the catalogue lacks reads as bad characters. */
export function validationKey(message: string): ValidationKey {
  return validationKeys.find((key) => key === message) ?? "invalidCharacters";
}

const fieldOrder = ["name", "product_code", "price", "category", "stock_quantity", "description"] as const;

/**
 * 001 §5, §8: an empty name, price or code is "fill required fields"; otherwise the first broken
 * rule's message (a key of `products.validation`), in the form's order.
 */
export function firstFormProblem(errors: FieldErrors<ProductFormValues>): ValidationKey | null {
  const messages = fieldOrder.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? [validationKey(message)] : [];
  });
  if (messages.includes("fillRequired")) return "fillRequired";
  return messages[0] ?? null;
}
