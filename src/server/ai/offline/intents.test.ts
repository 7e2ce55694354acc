import { describe, expect, it } from "vitest";
import { classifyMessage, extractTopic, type Intent, productPhraseIn } from "./intents";
import { detectLocale } from "./normalize-text";

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

describe("what a request says about its subject, size, tone, audience and place (issue 18)", () => {
  it.each([
    ["برای پیج شال و روسری دستبافم یک بیو بنویس", "شال و روسری دستباف"],
    ["برای پیج املاکم چی پست کنم؟", "املاک"],
    ["ایده ریلز برای آموزشگاه موسیقی", "آموزشگاه موسیقی"],
    ["هشتگ مناسب برای پیج آموزش برنامه نویسی", "آموزش برنامه نویسی"],
    ["Write an Instagram caption for my handmade leather wallets", "handmade leather wallets"],
    ["bio for my family-run Persian restaurant in Toronto", "family-run Persian restaurant"],
    ["کپشن برای کیف چرم", "کیف چرم"],
    ["caption for my jewelry store's new gold rings", "gold rings"],
    ["Instagram caption for my yoga studio's morning classes", "yoga studio's morning classes"],
  ])("takes the product or business of «%s» as a noun phrase: %s", (text, topic) => {
    expect(classifyMessage(text).topic).toBe(topic);
  });

  it("prefers what a subject is to where it is sold", () => {
    expect(extractTopic("describe our handmade wool shawl for the online store", { index: 0, length: 8 })).toBe(
      "handmade wool shawl",
    );
  });

  it.each([
    ["مشتری پرسیده قیمت شال چنده، چی جواب بدم؟", "شال"],
    ["a customer asked how much the ceramic vase costs, what do I reply?", "ceramic vase"],
    ["customer asked if the wool shawl comes in other colors, write a reply", "wool shawl"],
  ])("finds the product a customer asked about in «%s»", (text, product) => {
    expect(productPhraseIn(text)).toBe(product);
  });

  it("reads how many items are asked for, in either digits or in words", () => {
    expect(classifyMessage("۱۰ ایده پست برای فروشگاه صنایع دستی").count).toBe(10);
    expect(classifyMessage("give me 10 post ideas for a ceramics studio").count).toBe(10);
    expect(classifyMessage("write three captions for our serum").count).toBe(3);
    expect(classifyMessage("کپشن برای زعفران ۴ گرمی").count).toBeNull();
  });

  it("notices the tone and the audience", () => {
    expect(classifyMessage("مشتری از دیر رسیدن سفارشش شکایت کرده، یک جواب محترمانه بنویس").tone).toBe("formal");
    expect(classifyMessage("a friendly reply to a customer").tone).toBe("friendly");
    expect(classifyMessage("یک توضیح محصول برای ادکلن مردانه").audience).toBe("men");
    expect(classifyMessage("caption for our kids' shoes").audience).toBe("kids");
    expect(classifyMessage("کپشن برای شال دستباف").audience).toBeNull();
  });

  it("finds the place a request names", () => {
    expect(classifyMessage("bio for my family-run Persian restaurant in Toronto").place).toBe("Toronto");
    expect(classifyMessage("جواب مشتری که پرسیده ارسال به شهرستان دارید؟").place).toBe("شهرستان");
    expect(classifyMessage("how should I answer a customer asking about delivery time to Shiraz?").place).toBe(
      "Shiraz",
    );
    expect(classifyMessage("caption for my cafe").place).toBeNull();
  });

  it("tells what went wrong in a complaint", () => {
    expect(classifyMessage("مشتری از دیر رسیدن سفارشش شکایت کرده").complaintIssue).toBe("late");
    expect(classifyMessage("reply to a customer complaining their order arrived damaged").complaintIssue).toBe(
      "damaged",
    );
  });
});

describe("the language of a request", () => {
  it("answers in the language the request is written in, whatever the profile says", () => {
    expect(detectLocale("برای کافه‌ام کپشن بنویس", "en")).toBe("fa");
    expect(detectLocale("caption for my cafe", "fa")).toBe("en");
    expect(detectLocale("کپشن for my cafe", "fa")).toBe("en");
    expect(detectLocale("😊", "fa")).toBe("fa");
  });
});
