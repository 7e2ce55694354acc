import { type Product, productFormSchema } from "@shared/products";
import { describe, expect, it } from "vitest";
import { productToFormValues } from "./form-values";

const product: Product = {
  id: "p1",
  name: "Mug",
  description: null,
  price: 1_250_000,
  product_code: "MUG-1",
  category: "home",
  is_available: true,
  stock_quantity: 1250,
  media: [],
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
};

describe("an edited product in the form (PROD-15)", () => {
  it("shows the stock in the reader's digits like the price, and reads it back as the same number", () => {
    const fa = productToFormValues(product, "fa");
    expect(fa.stock_quantity).toBe("۱٬۲۵۰");
    expect(productToFormValues(product, "en").stock_quantity).toBe("1,250");
    expect(productFormSchema.parse(fa).stock_quantity).toBe(1250);
  });

  it("PROD-12 reads a stock typed in Persian, Arabic or Latin digits alike", () => {
    const values = productToFormValues(product, "en");
    for (const typed of ["۴۲", "٤٢", "42"]) {
      expect(productFormSchema.parse({ ...values, stock_quantity: typed }).stock_quantity).toBe(42);
    }
  });
});
