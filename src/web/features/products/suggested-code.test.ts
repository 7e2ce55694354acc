import { productCodePattern } from "@shared/products";
import { describe, expect, it } from "vitest";
import { suggestProductCode, suggestVariantCode } from "./suggested-code";

describe("a new product's suggested code (issue 35)", () => {
  it("ISSUE35-CODE is six readable Latin characters the code rules accept", () => {
    for (let index = 0; index < 200; index += 1) {
      const code = suggestProductCode();
      expect(code).toMatch(/^P[A-HJKMNP-Z2-9]{5}$/);
      expect(productCodePattern.test(code)).toBe(true);
    }
  });

  it("ISSUE35-CODE differs from one product to the next", () => {
    const codes = new Set(Array.from({ length: 100 }, () => suggestProductCode()));
    expect(codes.size).toBeGreaterThan(95);
  });

  it("ISSUE35-CODE is built from the random bytes given", () => {
    expect(suggestProductCode((values) => values.fill(0))).toBe("PAAAAA");
    expect(suggestProductCode((values) => values.fill(30))).toBe("P99999");
  });
});

describe("a variant's suggested code (issue 36)", () => {
  const size = { key: "size", values: ["S", "x l", "۴۲"] };
  const colour = { key: "colour", values: ["قرمز", "آبی"] };

  it("is the product's code and the values' Latin letters and digits, upper-case", () => {
    expect(suggestVariantCode("TSHIRT", [size], { size: "x l" })).toBe("TSHIRT-XL");
    expect(suggestVariantCode("TSHIRT", [size], { size: "۴۲" })).toBe("TSHIRT-42");
  });

  it("numbers the values of an option written in Persian by their place", () => {
    expect(suggestVariantCode("TSHIRT", [size, colour], { size: "S", colour: "آبی" })).toBe("TSHIRT-S-2");
  });

  it("numbers an option whose values would give the same part ('M' and 'm')", () => {
    expect(suggestVariantCode("P", [{ key: "size", values: ["M", "m"] }], { size: "m" })).toBe("P-2");
  });

  it("stays within the code rules and their 50 characters, the product's part cut first", () => {
    const long = { key: "name", values: ["a".repeat(40)] };
    const code = suggestVariantCode("B".repeat(50), [long], { name: "a".repeat(40) });
    expect(code).toHaveLength(50);
    expect(code.endsWith("-AAAAAAAAAA")).toBe(true);
    expect(productCodePattern.test(code)).toBe(true);
  });

  it("is the product's own code without values", () => {
    expect(suggestVariantCode("TSHIRT", [size], {})).toBe("TSHIRT");
  });
});
