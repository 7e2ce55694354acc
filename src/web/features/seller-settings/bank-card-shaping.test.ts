import { describe, expect, it } from "vitest";
import { lastFourOfCardNumber, maskedForReader, shapeCardNumber, shapeLastFour } from "./bank-card-shaping";

describe("the add-card form's input shaping (001 §5)", () => {
  it("SET-17 the last four keep digits only, Persian ones read as Latin, at most 4", () => {
    expect(shapeLastFour("12a3-4")).toBe("1234");
    expect(shapeLastFour("۱۲۳۴۵")).toBe("1234");
    expect(shapeLastFour("٥٦")).toBe("56");
    expect(shapeLastFour("abc")).toBe("");
  });

  it("a full card number keeps at most 16 digits in groups of four", () => {
    expect(shapeCardNumber("6037-9912x34567893")).toBe("6037 9912 3456 7893");
    expect(shapeCardNumber("۶۰۳۷۹۹۱۲۳۴۵۶۷۸۹۳۹۹")).toBe("6037 9912 3456 7893");
    expect(shapeCardNumber("60379")).toBe("6037 9");
  });

  it("a complete number gives its last four, an incomplete one none", () => {
    expect(lastFourOfCardNumber("6037 9912 3456 7893")).toBe("7893");
    expect(lastFourOfCardNumber("6037 9912 3456 789")).toBeNull();
  });

  it("SET-15 a masked number is written in the reader's digits, its hidden digits unlike the Persian zero", () => {
    expect(maskedForReader("•••• 1034", "en")).toBe("•••• 1034");
    expect(maskedForReader("•••• 1034", "fa")).toBe("**** ۱۰۳۴");
    expect(maskedForReader("6037 99•• •••• 7893", "fa")).toBe("۶۰۳۷ ۹۹** **** ۷۸۹۳");
  });
});
