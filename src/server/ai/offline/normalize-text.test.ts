import { describe, expect, it } from "vitest";
import { canonicalText, cleanText, detectLocale, foldCase, toLocaleDigits } from "./normalize-text";

describe("Persian text normalization", () => {
  it("writes Arabic yeh and kaf as the Persian letters", () => {
    expect(cleanText("كيك و چاي")).toBe("کیک و چای");
    expect(cleanText("موسيقى")).toBe("موسیقی");
  });

  it("writes teh marbuta, heh with hamza and hamzated alefs as the plain Persian letters", () => {
    expect(cleanText("مدرسة أمل إيران ٱلان خانۀ")).toBe("مدرسه امل ایران الان خانه");
  });

  it("drops Arabic vowel marks and tatweel", () => {
    expect(cleanText("کـــافهٔ مُدرن")).toBe("کافه مدرن");
  });

  it("compares a half-space, a space and no space before a suffix alike", () => {
    expect(canonicalText("هشتگ‌ها")).toBe(canonicalText("هشتگ ها"));
    expect(canonicalText("می‌خوام")).toBe("می خوام");
  });

  it("reads Persian and Arabic digits as the same number", () => {
    expect(canonicalText("۱۲۳")).toBe("123");
    expect(canonicalText("١٢٣")).toBe("123");
  });

  it("ignores case, stray spaces and invisible marks", () => {
    expect(canonicalText("  Caption\u200f  FOR\u200b me ")).toBe("caption for me");
  });

  it("folds letter case without moving any character", () => {
    expect(foldCase("Caption CAFÉ")).toBe("caption café");
    expect(foldCase("İstanbul")).toHaveLength("İstanbul".length);
  });

  it("keeps half-spaces inside words for display but not beside spaces", () => {
    expect(cleanText("کافه‌ام \u200cعزیز")).toBe("کافه‌ام عزیز");
  });

  it("writes digits in Persian for Persian text only", () => {
    expect(toLocaleDigits("20:30", "fa")).toBe("۲۰:۳۰");
    expect(toLocaleDigits("20:30", "en")).toBe("20:30");
  });
});

describe("reply language", () => {
  it("is Persian for a Persian message and English for an English one", () => {
    expect(detectLocale("یک کپشن بنویس", "en")).toBe("fa");
    expect(detectLocale("write a caption", "fa")).toBe("en");
  });

  it("follows the script with more letters in a mixed message", () => {
    expect(detectLocale("یک کپشن برای cafe بنویس", "en")).toBe("fa");
    expect(detectLocale("caption for my کافه shop please", "fa")).toBe("en");
  });

  it("falls back to the preferred language when the message has no letters", () => {
    expect(detectLocale("😀 123 ؟!", "fa")).toBe("fa");
    expect(detectLocale("😀 123 ؟!", "en")).toBe("en");
  });
});
