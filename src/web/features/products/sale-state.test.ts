import type { ProductVariant } from "@shared/products";
import { describe, expect, it } from "vitest";
import { saleStateOf, variantSummaryOf } from "./sale-state";

const variant = (price: number | null, stock: number | null, is_active = true): ProductVariant => ({
  id: `v-${price}-${stock}`,
  option_values: ["M"],
  code: "C",
  price,
  stock,
  is_active,
  media_id: null,
});

const product = (variants: ProductVariant[], withOptions = true) => ({
  price: 100_000,
  is_available: true,
  stock_quantity: null,
  options: withOptions ? [{ name: "Size", values: ["M"] }] : [],
  variants,
});

describe("a product with options in the list (issue 36)", () => {
  it("counts its variants and gives the price range of those on sale, the product's price for an empty one", () => {
    const listed = product([variant(null, 3), variant(150_000, 2), variant(900_000, 1, false)]);
    expect(variantSummaryOf(listed)).toEqual({ count: 3, min: 100_000, max: 150_000 });
    expect(variantSummaryOf(product([variant(null, 3)], false))).toBeNull();
  });

  it("is sold out when every active variant's stock is 0, whatever the ones turned off hold", () => {
    expect(saleStateOf(product([variant(null, 0), variant(null, 0), variant(null, 8, false)]))).toBe("soldOut");
    expect(saleStateOf(product([variant(null, 0), variant(null, null)]))).toBe("forSale");
    expect(saleStateOf(product([variant(null, 0), variant(null, 1)]))).toBe("forSale");
  });

  it("offers nothing when every variant is turned off, or when the product is unavailable", () => {
    expect(saleStateOf(product([variant(null, 5, false)]))).toBe("noActiveVariants");
    expect(saleStateOf({ ...product([variant(null, 5)]), is_available: false })).toBe("unavailable");
  });

  it("without options it is sold out by its own stock, as before", () => {
    expect(saleStateOf({ ...product([], false), stock_quantity: 0 })).toBe("soldOut");
    expect(saleStateOf({ ...product([], false), stock_quantity: null })).toBe("forSale");
  });
});
