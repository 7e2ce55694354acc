import { describe, expect, it } from "vitest";
import {
  calendarDaysBetween,
  formatCompact,
  formatDate,
  formatDateTime,
  formatDigits,
  formatHandle,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeDay,
  formatTime,
  formatToman,
  formatWait,
} from "./format";

const persianDigits = /^[۰-۹٬٫\s]+$/;

describe("formatting numbers, money and dates", () => {
  it("SHELL-05: Persian numbers use Persian digits", () => {
    expect(formatNumber(1_234_567, "fa")).toBe("۱٬۲۳۴٬۵۶۷");
    expect(formatNumber(1_234_567, "fa")).toMatch(persianDigits);
    expect(formatNumber(1_234_567, "en")).toBe("1,234,567");
  });

  it("SHELL-05: digits inside a text such as a phone number are localised", () => {
    expect(formatDigits("021-91001234", "fa")).toBe("۰۲۱-۹۱۰۰۱۲۳۴");
    expect(formatDigits("021-91001234", "en")).toBe("021-91001234");
  });

  it("SHELL-05: landing figures read in the interface language", () => {
    expect(formatCompact(50_000, "en")).toBe("50K");
    expect(formatCompact(1_000_000, "en")).toBe("1M");
    expect(formatCompact(50_000, "fa")).toMatch(/^۵۰\sهزار$/);
    expect(formatPercent(0.999, "en")).toBe("99.9%");
    expect(formatPercent(0.999, "fa")).toBe("۹۹٫۹٪");
  });

  it("SHELL-07: money is shown in toman with no decimals", () => {
    expect(formatToman(4_500_000, "fa")).toBe("۴٬۵۰۰٬۰۰۰ تومان");
    expect(formatToman(4_500_000, "en")).toBe("4,500,000 toman");
    expect(formatToman(1999.6, "en")).toBe("2,000 toman");
  });

  it("a price in another currency (a WhatsApp catalogue's) keeps its currency and decimals, in the locale's digits", () => {
    expect(formatMoney(28.48, "USD", "en")).toBe("$28.48");
    expect(formatMoney(28.48, "USD", "fa")).toContain("۲۸٫۴۸");
    expect(formatMoney(1_850_000, "IRR", "fa")).toContain("۱٬۸۵۰٬۰۰۰");
  });

  it("SHELL-06: dates are shown in the Persian (Jalali) calendar", () => {
    const nowruz1404 = new Date(2025, 2, 21, 12);
    expect(formatDate(nowruz1404, "fa")).toBe("۱ فروردین ۱۴۰۴");
    expect(formatDate(nowruz1404, "en")).toBe("Farvardin 1, 1404 AP");
  });

  it("PROF-46: a moment is shown as a Jalali date with its time of day", () => {
    const nowruz1404 = new Date(2025, 2, 21, 14, 5);
    expect(formatDateTime(nowruz1404, "fa")).toMatch(/^۱ فروردین ۱۴۰۴.*۱۴:۰۵$/);
    expect(formatDateTime(nowruz1404, "en")).toMatch(/^Farvardin 1, 1404 AP.*2:05\sPM$/);
  });

  it("a wait before signing in again is written in seconds, and in minutes from one minute", () => {
    expect(formatWait(1, "en")).toBe("1 second");
    expect(formatWait(32, "fa")).toBe("۳۲ ثانیه");
    expect(formatWait(512, "en")).toBe("9 minutes");
    expect(formatWait(900, "fa")).toBe("۱۵ دقیقه");
  });

  it("a time of day alone is written in the language's digits", () => {
    const afternoon = new Date(2025, 2, 21, 14, 5);
    expect(formatTime(afternoon, "fa")).toBe("۱۴:۰۵");
    expect(formatTime(afternoon, "en")).toMatch(/^2:05\sPM$/);
  });

  it("counts calendar days, not 24-hour periods", () => {
    expect(calendarDaysBetween(new Date(2025, 0, 1, 23, 30), new Date(2025, 0, 2, 0, 30))).toBe(1);
    expect(calendarDaysBetween(new Date(2025, 0, 1, 0, 0), new Date(2025, 0, 1, 23, 59))).toBe(0);
  });

  it("labels recent days as today, yesterday or N days ago, and older ones by date", () => {
    const now = new Date(2025, 2, 28, 10);
    expect(formatRelativeDay(new Date(2025, 2, 28, 8), "en", now)).toBe("today");
    expect(formatRelativeDay(new Date(2025, 2, 27, 23), "en", now)).toBe("yesterday");
    expect(formatRelativeDay(new Date(2025, 2, 25, 9), "en", now)).toBe("3 days ago");
    expect(formatRelativeDay(new Date(2025, 2, 25, 9), "fa", now)).toBe("۳ روز پیش");
    expect(formatRelativeDay(new Date(2025, 2, 21, 9), "fa", now)).toBe("۱ فروردین ۱۴۰۴");
  });
});

describe("a handle in a sentence", () => {
  it("is isolated in Persian, so the @ stays before the Latin name", () => {
    expect(formatHandle("rose.shop", "fa")).toBe("\u2066@rose.shop\u2069");
  });

  it("is plain in English", () => {
    expect(formatHandle("rose.shop", "en")).toBe("@rose.shop");
  });
});
