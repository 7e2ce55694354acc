import { describe, expect, it } from "vitest";
import { digitText, latinDigits, localeDigits, persianDigits, ungroupedDigits } from "./digits";

describe("digits typed on a Persian or Arabic keyboard", () => {
  it("read as Latin digits, the rest of the text unchanged", () => {
    expect(latinDigits("۰۹۱۲۳۴۵۶۷۸۹")).toBe("09123456789");
    expect(latinDigits("٠٩١٢٣٤٥٦٧٨٩")).toBe("09123456789");
    expect(latinDigits("سفارش ۱۲ و ٣4")).toBe("سفارش 12 و 34");
    expect(latinDigits("")).toBe("");
  });

  it("are shown in Persian digits in the Persian interface and in Latin ones in English", () => {
    expect(persianDigits("09123456789")).toBe("۰۹۱۲۳۴۵۶۷۸۹");
    expect(persianDigits("٤٥6")).toBe("۴۵۶");
    expect(localeDigits("+98 912", "fa")).toBe("+۹۸ ۹۱۲");
    expect(localeDigits("+۹۸ ۹۱۲", "en")).toBe("+98 912");
  });

  it("lose their thousands separators when a whole number is typed grouped", () => {
    expect(ungroupedDigits("۱٬۲۵۰٬۰۰۰")).toBe("1250000");
    expect(ungroupedDigits("1,250,000")).toBe("1250000");
    expect(ungroupedDigits("۱ ۲۵۰ ۰۰۰")).toBe("1250000");
  });

  it("in a digit field pass the schema's later checks as Latin digits", () => {
    const code = digitText().regex(/^\d{6}$/, "codeFormat");
    expect(code.parse("۱۲۳٤٥٦")).toBe("123456");
    expect(code.safeParse("۱۲۳").success).toBe(false);
  });
});
