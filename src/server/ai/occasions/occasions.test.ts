import { describe, expect, it } from "vitest";
import { cleanText } from "../offline/normalize-text";
import { calendarRequestRange, findOccasion, occasions, withoutOccasionWords } from "./occasions";

const idOf = (text: string) => findOccasion(text)?.id ?? null;

describe("occasions named in a request (issue 18)", () => {
  it("finds an occasion by any of its Persian or English names", () => {
    expect(idOf("برای شب یلدا یک پست تبلیغاتی برای کافه‌ام بنویس")).toBe("yalda");
    expect(idOf("یلدا نزدیکه، چی پست کنم؟")).toBe("yalda");
    expect(idOf("Yalda night promotion for my cafe")).toBe("yalda");
    expect(idOf("کپشن تبریک نوروز برای مشتری‌های فروشگاهم")).toBe("nowruz");
    expect(idOf("Persian New Year post")).toBe("nowruz");
    expect(idOf("کپشن تسلیت محرم برای پیج کافه")).toBe("tasua-ashura");
    expect(idOf("Teachers' Day caption for my language school")).toBe("teachers-day");
    expect(idOf("Mother’s Day post ideas")).toBe("mothers-day");
    expect(idOf("ایده پست برای بلک فرایدی فروشگاه لوازم خانگی")).toBe("black-friday");
    expect(idOf("برای چهارشنبه‌سوری یک پست")).toBe("chaharshanbe-suri");
  });

  it("finds nothing in a request that names no occasion", () => {
    expect(idOf("برای فروش شال دستباف یک کپشن اینستاگرام بنویس")).toBeNull();
    expect(idOf("a gift for my mother")).toBeNull();
    // 8 March and 19 November are not Iran's Women's and Men's Days (Mother's and Father's Day).
    expect(idOf("International Women's Day post")).toBeNull();
    expect(idOf("Men's Day caption")).toBeNull();
  });

  it("leaves the product or business once the occasion's words are taken out", () => {
    expect(withoutOccasionWords(cleanText("کپشن تبریک نوروز برای فروشگاه"))).toBe("کپشن برای فروشگاه");
    expect(withoutOccasionWords(cleanText("Yalda night promotion for my cafe"))).toBe(" promotion for my cafe");
  });

  it("tells a request for the coming days' occasions and how far it looks", () => {
    expect(calendarRequestRange(cleanText("مناسبت‌های هفته‌ی آینده چیه؟"))).toBe("week");
    expect(calendarRequestRange(cleanText("what occasions are coming up?"))).toBe("month");
    expect(calendarRequestRange(cleanText("یک کپشن برای کافه"))).toBeNull();
  });

  it("gives every occasion names, emoji, hashtags, ideas and captions in both languages, with a {topic} slot", () => {
    for (const occasion of occasions) {
      for (const locale of ["fa", "en"] as const) {
        const text = occasion[locale];
        expect(text.ideas.filter((idea) => idea.includes("{topic}")).length, occasion.id).toBeGreaterThanOrEqual(2);
        expect(
          text.captions.filter((caption) => caption.includes("{topic}")).length,
          occasion.id,
        ).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("keeps the mourning days free of jokes, sales and party emoji", () => {
    for (const occasion of occasions.filter(({ mood }) => mood === "mournful")) {
      const all = JSON.stringify([occasion.fa, occasion.en]);
      for (const word of ["تخفیف", "حراج", "سفارش", "بامزه", "discount", "sale!", "🎉", "🥳", "😂", "😄"]) {
        expect(all, `${occasion.id} says ${word}`).not.toContain(word);
      }
    }
  });
});
