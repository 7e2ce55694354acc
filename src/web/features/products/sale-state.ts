import type { Product } from "@shared/products";

type Listed = Pick<Product, "price" | "is_available" | "stock_quantity" | "options" | "variants">;

/**
 * What the bot can sell of a product (DESIGN 29): nothing when it is unavailable, when no variant is on or when
 * every variant that is on has no stock left; otherwise it is for sale.
 */
export type SaleState = "forSale" | "unavailable" | "soldOut" | "noActiveVariants";

export function saleStateOf(product: Listed): SaleState {
  if (!product.is_available) return "unavailable";
  if (product.options.length === 0) return product.stock_quantity === 0 ? "soldOut" : "forSale";
  const active = product.variants.filter((variant) => variant.is_active);
  if (active.length === 0) return "noActiveVariants";
  return active.every((variant) => variant.stock === 0) ? "soldOut" : "forSale";
}

/** A product with options in the list: how many variants, and the lowest and highest price of those on sale. */
export function variantSummaryOf(product: Listed): { count: number; min: number; max: number } | null {
  if (product.options.length === 0) return null;
  const active = product.variants.filter((variant) => variant.is_active);
  const prices = (active.length > 0 ? active : product.variants).map((variant) => variant.price ?? product.price);
  if (prices.length === 0) return { count: 0, min: product.price, max: product.price };
  return { count: product.variants.length, min: Math.min(...prices), max: Math.max(...prices) };
}
