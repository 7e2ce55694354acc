import { describe, expect, it } from "vitest";
import { dailyContentCatalog } from "./catalog";
import { customStyleError } from "./custom-style-errors";

describe("the custom style form's errors", () => {
  it("PLAN-22 names the field's own limit and has a message in both languages", () => {
    expect(customStyleError("name", "tooLong")).toEqual({ key: "tooLong", max: 40 });
    expect(customStyleError("signature", "tooLong")).toEqual({ key: "tooLong", max: 150 });
    expect(customStyleError("base_style", "Invalid option: expected one of …")).toEqual({ key: "invalid", max: 150 });
    for (const catalogue of [dailyContentCatalog.fa, dailyContentCatalog.en]) {
      for (const key of ["nameRequired", "tooLong", "oneLine", "invalidCharacters", "invalid"] as const) {
        expect(catalogue.dailyContent.customStyle.errors[key]).not.toBe("");
      }
    }
  });
});
