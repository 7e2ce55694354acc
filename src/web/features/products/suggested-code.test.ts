import { productCodePattern } from "@shared/products";
import { describe, expect, it } from "vitest";
import { suggestProductCode } from "./suggested-code";

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
