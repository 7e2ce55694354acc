import type { DiscountCode } from "@shared/discounts";
import { discountCodeFormSchema, discountCodeInputSchema } from "@shared/discounts";
import { describe, expect, it } from "vitest";
import {
  amountText,
  discountToFormValues,
  discountToInput,
  fieldIssues,
  newDiscountForm,
  suggestDiscountCode,
  validationKey,
} from "./form-values";

const saved: DiscountCode = {
  id: "c1",
  code: "YALDA-50",
  kind: "fixed",
  value: 50_000,
  min_order: 1_200_000,
  max_uses: null,
  once_per_buyer: true,
  starts_at: "2026-12-19T20:30:00.000Z",
  ends_at: null,
  product_ids: [],
  categories: ["home", "gone"],
  is_active: true,
  uses: 3,
  revenue: 900_000,
  created_at: "2026-12-01T10:00:00.000Z",
  updated_at: "2026-12-01T10:00:00.000Z",
};

describe("the discount code form", () => {
  it("suggests a readable code the server accepts", () => {
    const code = suggestDiscountCode((values) => values.fill(0));
    expect(code).toBe("OFFAAAAA");
    expect(discountCodeInputSchema.safeParse({ code: suggestDiscountCode(), kind: "percent", value: 5 }).success).toBe(
      true,
    );
  });

  it("shows amounts grouped in the interface's digits, whichever digits were typed", () => {
    expect(amountText("50000", "fa")).toBe("۵۰٬۰۰۰");
    expect(amountText("۱۲۰۰۰۰۰", "en")).toBe("1,200,000");
    expect(amountText("0012a", "en")).toBe("12");
    expect(amountText("", "fa")).toBe("");
  });

  it("a saved code comes back as its form shows it, and its form gives the same code", () => {
    const values = discountToFormValues(saved, "fa");
    expect(values).toMatchObject({ value: "۵۰٬۰۰۰", min_order: "۱٬۲۰۰٬۰۰۰", max_uses: "", categories: ["home"] });
    expect(discountCodeFormSchema.parse(values)).toEqual(discountToInput(saved));
    expect(discountCodeFormSchema.safeParse(newDiscountForm()).error?.issues.map((issue) => issue.message)).toEqual([
      "valueRequired",
    ]);
  });

  it("the list's switch sends the whole code with its state changed", () => {
    expect(discountToInput(saved, { is_active: false })).toMatchObject({ code: "YALDA-50", is_active: false });
  });

  it("reads the server's issues beside their fields and its messages from the catalogue", () => {
    expect(
      fieldIssues([
        { path: "categories.0", message: "categoryInvalid" },
        { path: "other", message: "x" },
      ]),
    ).toEqual([{ field: "categories", message: "categoryInvalid" }]);
    expect(validationKey("percentRange")).toBe("discounts.validation.percentRange");
    expect(validationKey("something else")).toBe("discounts.validation.invalidCharacters");
  });
});
