import { productFormSchema } from "@shared/products";
import { describe, expect, it } from "vitest";
import { priceText } from "./price-text";

describe("the price box (issue 12: typed in either digit system, shown grouped)", () => {
  it("shows Persian digits with thousands separators in fa, Latin ones in en", () => {
    expect(priceText("1250000", "fa")).toBe("۱٬۲۵۰٬۰۰۰");
    expect(priceText("۱۲۵۰۰۰۰", "en")).toBe("1,250,000");
    expect(priceText("۱٬۲۵۰٬۰۰", "fa")).toBe("۱۲۵٬۰۰۰");
    expect(priceText("abc", "fa")).toBe("");
    expect(priceText("007", "en")).toBe("7");
  });

  it("the form schema reads the shown text back as the number (PROD-09)", () => {
    const base = {
      name: "Mug",
      product_code: "MUG-1",
      category: "general",
      stock_quantity: "",
      low_stock_threshold: "",
      description: "",
      is_available: true,
    };
    const parsed = productFormSchema.parse({ ...base, price: priceText("۱۲۵۰۰۰۰", "fa") });
    expect(parsed.price).toBe(1_250_000);
    expect(parsed.stock_quantity).toBeNull();
    const tooHigh = productFormSchema.safeParse({ ...base, price: priceText("1000000000", "en") });
    expect(tooHigh.error?.issues[0]?.message).toBe("priceRange");
  });

  it("PROD-03 an empty name, price or code reads as 'fill required fields'", () => {
    const result = productFormSchema.safeParse({
      name: "",
      product_code: "",
      price: "",
      category: "general",
      stock_quantity: "",
      low_stock_threshold: "",
      description: "",
      is_available: true,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "fillRequired"],
      ["product_code", "fillRequired"],
      ["price", "fillRequired"],
    ]);
  });
});
