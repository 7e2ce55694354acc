import { describe, expect, it } from "vitest";
import { classifyMessage, extractTopic, type Intent } from "./intents";

const requests: Array<[Intent, string]> = [
  ["greeting", "سلام"],
  ["greeting", "Hello!"],
  ["help", "چه کارهایی از دستت برمیاد؟"],
  ["help", "what can you do?"],
  ["caption", "یک کپشن برای کافه من بنویس"],
  ["caption", "caption for my handmade jewelry"],
  ["ideas", "ایده محتوا برای پیجم بده"],
  ["ideas", "give me post ideas for next week"],
  ["ideas", "چی پست کنم؟"],
  ["hashtags", "هشتگ مناسب پیشنهاد بده"],
  ["hashtags", "hashtags for a bakery"],
  ["bio", "یک بیوگرافی برای پیجم بنویس"],
  ["bio", "write a bio for my shop"],
  ["productDescription", "توضیح محصول برای شمع دست‌ساز"],
  ["productDescription", "معرفی محصول جدیدمون رو بنویس"],
  ["productDescription", "write a product description for our soap"],
  ["customerReply", "جواب مشتری رو چی بدم؟"],
  ["customerReply", "پاسخ به مشتری که از ارسال ناراضیه"],
  ["customerReply", "how should I reply to a customer asking about shipping?"],
  ["postingTime", "بهترین زمان انتشار پست کیه؟"],
  ["postingTime", "ساعت انتشار مناسب برای ریلز"],
  ["postingTime", "when should I post?"],
  ["music", "آهنگ ترند برای ریلز"],
  ["music", "suggest a song for my reel"],
  ["thanks", "ممنون، عالی بود"],
  ["thanks", "thank you!"],
  ["fallback", "هوا امروز چطوره"],
  ["fallback", "🙂"],
];

describe("what the user asks for", () => {
  it.each(requests)("recognises a %s request: %s", (intent, text) => {
    expect(classifyMessage(text).intent).toBe(intent);
  });

  it("answers the request, not the greeting, when a message starts with hello", () => {
    expect(classifyMessage("سلام، یک کپشن برای رستورانم بنویس").intent).toBe("caption");
    expect(classifyMessage("Hi! Hashtags for my gym please").intent).toBe("hashtags");
  });

  it("takes the request named first when a message names two", () => {
    expect(classifyMessage("یک کپشن با هشتگ برای کافه").intent).toBe("caption");
    expect(classifyMessage("هشتگ برای کپشن کافه").intent).toBe("hashtags");
  });

  it("understands Arabic letters, half-spaces and no spaces the same way", () => {
    expect(classifyMessage("كپشن براي كافه").intent).toBe("caption");
    expect(classifyMessage("هشتگ‌ها").intent).toBe("hashtags");
    expect(classifyMessage("هشتگها").intent).toBe("hashtags");
    expect(classifyMessage("بهترین‌زمان انتشار").intent).toBe("postingTime");
  });

  it("does not take the word for health as a hello", () => {
    expect(classifyMessage("سلامت").intent).toBe("fallback");
  });

  it("tells which customer message the user needs a reply to", () => {
    expect(classifyMessage("مشتری پرسیده قیمت چنده، چی جواب بدم؟").customerKind).toBe("price");
    expect(classifyMessage("مشتری میگه سفارشش هنوز نرسیده").customerKind).toBe("delivery");
    expect(classifyMessage("مشتری شاکیه که محصول خراب بود").customerKind).toBe("complaint");
    expect(classifyMessage("ممنون! مشتری گفته خیلی راضیه، جوابشو چی بدم").customerKind).toBe("thanks");
    expect(classifyMessage("reply to a customer complaint about a broken mug").customerKind).toBe("complaint");
    expect(classifyMessage("جواب مشتری").customerKind).toBeNull();
  });

  it("notices the caption style the user asks for", () => {
    expect(classifyMessage("یک کپشن لوکس برای جواهرات").captionStyles).toEqual(["luxury"]);
    expect(classifyMessage("a fun and motivational caption").captionStyles).toEqual(["fun", "motivational"]);
    expect(classifyMessage("کپشن برای کافه").captionStyles).toEqual([]);
  });

  it("knows 'one more' asks again for the previous request", () => {
    expect(classifyMessage("یکی دیگه").isFollowUp).toBe(true);
    expect(classifyMessage("more please").isFollowUp).toBe(true);
    expect(classifyMessage("یک کپشن دیگه").isFollowUp).toBe(false);
  });
});

describe("the subject of a request", () => {
  it.each([
    ["یک کپشن برای کافه من بنویس", "کافه"],
    ["caption for my handmade jewelry", "handmade jewelry"],
    ["برای اینستاگرام یه کپشن برای کافه‌ام بنویس", "کافه"],
    ["یه کپشن باحال برای سالن زیبایی‌مون بنویس", "سالن زیبایی"],
    ["برای فروش شال دستباف یک کپشن اینستاگرام بنویس", "شال دستباف"],
    ["caption for selling my hand-knitted wool scarves", "hand-knitted wool scarves"],
    ["برای هدفون بی‌سیم توضیح محصول بنویس", "هدفون بی‌سیم"],
    ["ایده برای افزایش فروش", "افزایش فروش"],
    ["کپشن برای کیف چرم", "کیف چرم"],
    ["هشتگ درباره‌ی آموزش زبان انگلیسی", "آموزش زبان انگلیسی"],
    ["كپشن براي كيك شكلاتي", "کیک شکلاتی"],
    ["write me a fun coffee shop caption", "coffee shop"],
    ["کپشن کافه", "کافه"],
  ])("finds the subject in %s", (text, topic) => {
    expect(classifyMessage(text).topic).toBe(topic);
  });

  it.each([
    "یک کپشن بنویس",
    "هشتگ برای پیج من",
    "یک بیو برای پیجم بنویس",
    "ایده محتوا برای این هفته بده",
    "write a caption for my post",
    "بهترین ساعت انتشار پست چیه؟",
  ])("finds no subject in %s", (text) => {
    expect(classifyMessage(text).topic).toBeNull();
  });

  it("keeps a long subject short", () => {
    const topic = extractTopic(`کپشن برای ${"کافه‌ی بسیار بزرگ و زیبای ".repeat(10)}`);
    expect(topic?.length ?? 0).toBeLessThanOrEqual(49);
  });
});
