import { describe, expect, it } from "vitest";
import { composeChatReply } from "./chat-reply";
import { occasionChatReply } from "./occasion-replies";
import { makeChatRequest } from "./test/make-chat-request";

const persianScript = /\p{Script=Arabic}/u;

/** The chat's answer to `text` asked at 12:30 in Tehran on `day`. */
function answer(text: string, day: string, preferredLanguage: "fa" | "en" = "fa"): string {
  return composeChatReply(makeChatRequest(text, { now: new Date(`${day}T09:00:00Z`), profile: { preferredLanguage } }));
}

describe("the chat's answers about an occasion (issue 18)", () => {
  it("writes a Yalda post for «کافه‌ام» about the cafe, with Yalda's day and how far it is", () => {
    const reply = answer("برای شب یلدا یک پست تبلیغاتی برای کافه‌ام بنویس", "2025-12-15");
    expect(reply).toContain("شب یلدا");
    expect(reply).toContain("«کافه»");
    expect(reply).not.toContain("کافه‌ام");
    expect(reply).toContain("۳۰ آذر، ۶ روز دیگر");
    expect(reply).toContain("#شب_یلدا");
  });

  it("writes a Mother's Day caption about flowers, not about «فروش گل»", () => {
    const reply = answer("برای روز مادر یک کپشن برای فروش گل بنویس", "2025-12-08");
    expect(reply).toContain("روز مادر");
    expect(reply).toContain("«گل»");
    expect(reply).not.toContain("فروش گل");
  });

  it("answers an English request in English, about the bakery and not «my bakery»", () => {
    const reply = answer("Write a Nowruz caption for my bakery", "2026-03-15", "fa");
    expect(reply).toContain("Nowruz");
    expect(reply).toContain("bakery");
    expect(reply).not.toContain("my bakery");
    expect(reply).toContain("Saturday, March 21, in 6 days");
    expect(reply).not.toMatch(persianScript);
  });

  it("keeps Tasua and Ashura respectful: no jokes, no sale, no ordering, no party emoji", () => {
    const reply = answer("کپشن تسلیت محرم برای پیج کافه", "2026-06-20");
    expect(reply).toContain("عاشورا");
    for (const word of ["بامزه", "تخفیف", "حراج!", "سفارش", "🎉", "🥳", "😂", "😄"]) expect(reply).not.toContain(word);
    expect(reply).toContain("شوخی");
  });

  it("lists the coming week's occasions with their days when asked", () => {
    const reply = answer("مناسبت‌های هفته‌ی آینده چیه؟", "2026-12-18");
    expect(reply).toContain("**شب یلدا**: دوشنبه ۳۰ آذر، ۳ روز دیگر");
    expect(reply).toContain("**روز پدر**: چهارشنبه ۲ دی، ۵ روز دیگر");
  });

  it("lists the coming month's occasions in English", () => {
    const reply = answer("what occasions are coming up?", "2026-11-27", "fa");
    expect(reply).toContain("**Black Friday**: Friday, November 27, today");
    expect(reply).toContain("**Yalda night**: Monday, December 21, in 24 days");
  });

  it("names the nearest occasions when none falls in the month asked about", () => {
    const reply = answer("what occasions are coming up?", "2026-10-10", "en");
    expect(reply).toContain("Nothing in the calendar in that time");
    expect(reply).toContain("**Black Friday**: Friday, November 27, in 48 days");
  });

  it("leaves a reply to a customer that mentions an occasion to the customer replies", () => {
    const request = makeChatRequest("مشتری پرسیده برای روز مادر ارسال دارید؟ چی جواب بدم");
    expect(occasionChatReply(request)).toBeNull();
    expect(occasionChatReply(makeChatRequest("یک کپشن برای کافه من بنویس"))).toBeNull();
  });

  it("answers «برای قنادی» after a Yalda caption with Yalda captions for the confectionery", () => {
    const reply = composeChatReply(
      makeChatRequest("", {
        now: new Date("2025-12-15T09:00:00Z"),
        messages: [
          { role: "user", content: "برای شب یلدا یک کپشن برای کافه‌ام بنویس" },
          { role: "assistant", content: "…" },
          { role: "user", content: "برای قنادی" },
        ],
      }),
    );
    expect(reply).toContain("کپشن شب یلدا برای «قنادی»");
  });

  it("gives the same answer to the same request on the same day", () => {
    const request = "Black Friday caption for our electronics store";
    expect(answer(request, "2025-11-24")).toBe(answer(request, "2025-11-24"));
  });
});
