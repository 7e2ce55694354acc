import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../../integrations/ai/engine";
import { createOfflineEngine, replyPieces } from "./offline-engine";
import { collectPieces, makeChatRequest, replyTo, wednesdayNoon } from "./test/make-chat-request";

const engine = createOfflineEngine();
const persianScript = /\p{Script=Arabic}/u;
const hashtag = /#[\p{L}\p{N}_]+/gu;

function conversation(...texts: string[]): ChatTurn[] {
  return texts.flatMap((content, index): ChatTurn[] =>
    index < texts.length - 1
      ? [
          { role: "user", content },
          { role: "assistant", content: "…" },
        ]
      : [{ role: "user", content }],
  );
}

describe("the offline engine", () => {
  it("says it is the offline engine", () => {
    expect(engine.kind).toBe("offline");
  });

  it("answers a Persian caption request in Persian with captions in the three styles", async () => {
    const reply = await replyTo(engine, makeChatRequest("یک کپشن برای کافه من بنویس"));
    expect(reply).toContain("«کافه»");
    for (const style of ["بامزه", "لوکس", "انگیزشی"]) expect(reply).toContain(style);
    expect(reply).toMatch(hashtag);
  });

  it("answers an English request in English, whatever the preferred language", async () => {
    const reply = await replyTo(
      engine,
      makeChatRequest("caption for my handmade jewelry", { profile: { industry: "fashion", preferredLanguage: "fa" } }),
    );
    expect(reply).toContain('"handmade jewelry"');
    for (const style of ["Fun", "Luxury", "Motivational"]) expect(reply).toContain(style);
    expect(reply).not.toMatch(persianScript);
  });

  it("answers in the preferred language when the message has no words", async () => {
    const persian = await replyTo(engine, makeChatRequest("👋", { profile: { preferredLanguage: "fa" } }));
    const english = await replyTo(engine, makeChatRequest("👋", { profile: { preferredLanguage: "en" } }));
    expect(persian).toMatch(persianScript);
    expect(english).not.toMatch(persianScript);
  });

  it("a hashtag request gets hashtags, and a food business's differ from a fashion business's", async () => {
    const forFood = await replyTo(engine, makeChatRequest("هشتگ بده", { profile: { industry: "food" } }));
    const forFashion = await replyTo(engine, makeChatRequest("هشتگ بده", { profile: { industry: "fashion" } }));
    const foodTags = forFood.match(hashtag) ?? [];
    const fashionTags = forFashion.match(hashtag) ?? [];
    expect(foodTags.length).toBeGreaterThanOrEqual(10);
    expect(foodTags.some((tag) => ["#کافه", "#قهوه", "#غذا", "#رستوران", "#دسر", "#غذای_خانگی"].includes(tag))).toBe(
      true,
    );
    expect(fashionTags.some((tag) => ["#مد", "#استایل", "#فشن", "#پوشاک", "#مانتو", "#بوتیک"].includes(tag))).toBe(
      true,
    );
    expect(forFood).not.toBe(forFashion);
  });

  it("hashtags follow the subject the user names, even outside the profile's industry", async () => {
    const reply = await replyTo(
      engine,
      makeChatRequest("hashtags for my bakery", { profile: { industry: "technology" } }),
    );
    expect(reply).toContain("#bakery");
    expect(reply).not.toContain("#coding");
  });

  it("content ideas differ between industries", async () => {
    const ideas = async (industry: string) =>
      replyTo(engine, makeChatRequest("ایده محتوا بده", { profile: { industry } }));
    const replies = await Promise.all(["food", "fashion", "finance", "real-estate"].map(ideas));
    expect(new Set(replies).size).toBe(4);
    expect(replies[2]).toContain("مالی");
  });

  it("writes bios with the user's name and business type", async () => {
    const reply = await replyTo(
      engine,
      makeChatRequest("write a bio for my page", {
        profile: { fullName: "Sara Ahmadi", industry: "beauty", businessType: "freelancer" },
      }),
    );
    expect(reply).toContain("Option 1");
    expect(reply).toMatch(/Sara Ahmadi|Freelancer/);
  });

  it("describes a product with its features", async () => {
    const reply = await replyTo(engine, makeChatRequest("توضیح محصول برای کیک شکلاتی"));
    expect(reply).toContain("کیک شکلاتی");
    expect(reply).toContain("ویژگی‌ها");
    expect(reply.split("\n").filter((line) => line.startsWith("- ")).length).toBeGreaterThanOrEqual(3);
  });

  it("suggests replies to a customer's price question, and to every kind when none is named", async () => {
    const price = await replyTo(engine, makeChatRequest("مشتری پرسیده قیمت چنده، چی جواب بدم؟"));
    expect(price).toContain("سؤال قیمت");
    expect(price).toContain("قیمت");
    const everyKind = await replyTo(
      engine,
      makeChatRequest("reply to a customer", { profile: { industry: "ecommerce" } }),
    );
    for (const kind of ["Price question", "Delivery time", "Complaint", "Customer thanks"])
      expect(everyKind).toContain(kind);
    expect(everyKind).toContain("2 to 4 business days");
  });

  it("answers a customer about the product, place and problem they named, in the tone asked (issue 18)", async () => {
    const price = await replyTo(
      engine,
      makeChatRequest("a customer asked how much the ceramic vase costs, what do I reply?"),
    );
    expect(price).toContain("ceramic vase");
    const shiraz = await replyTo(
      engine,
      makeChatRequest("how should I answer a customer asking about delivery time to Shiraz?"),
    );
    expect(shiraz).toContain("Shiraz");
    const colours = await replyTo(
      engine,
      makeChatRequest("customer asked if the wool shawl comes in other colors, write a reply"),
    );
    expect(colours).toContain("Colours, sizes and stock");
    expect(colours).toContain("wool shawl");
    const late = await replyTo(engine, makeChatRequest("مشتری از دیر رسیدن سفارشش شکایت کرده، یک جواب محترمانه بنویس"));
    expect(late).toContain("تأخیر");
    const replies = late.split("\n").filter((line) => line.startsWith("> "));
    expect(replies.length).toBe(2);
    for (const reply of replies) expect(reply).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("gives posting times in Tehran time for the week, Thursday and Friday, different per industry", async () => {
    const forFood = await replyTo(
      engine,
      makeChatRequest("بهترین زمان انتشار پست کیه؟", { profile: { industry: "food" } }),
    );
    const forFinance = await replyTo(
      engine,
      makeChatRequest("بهترین زمان انتشار پست کیه؟", { profile: { industry: "finance" } }),
    );
    for (const day of ["روزهای کاری", "پنجشنبه", "جمعه", "وقت تهران"]) expect(forFood).toContain(day);
    expect(forFood).toMatch(/[۰-۹]{2}:[۰-۹]{2}/);
    expect(forFood).not.toBe(forFinance);
  });

  it("suggests viral music with names and artists", async () => {
    const reply = await replyTo(
      engine,
      makeChatRequest("suggest trending music for my reel", { profile: { industry: "sports" } }),
    );
    expect(reply.split("\n").filter((line) => /^\d\. \*\*.+\*\* by .+$/.test(line))).toHaveLength(5);
  });

  it("greets the user by first name and offers what it can do", async () => {
    const reply = await replyTo(engine, makeChatRequest("سلام"));
    expect(reply).toContain("سارا");
    expect(reply).toContain("کافی است بنویسید");
  });

  it("explains what it can do when asked", async () => {
    const reply = await replyTo(engine, makeChatRequest("what can you do?"));
    for (const skill of [
      "Captions",
      "Content ideas",
      "Hashtags",
      "bios",
      "Product descriptions",
      "Replies to customers",
    ]) {
      expect(reply).toContain(skill);
    }
  });

  it("answers thanks briefly", async () => {
    const reply = await replyTo(engine, makeChatRequest("ممنون"));
    expect(reply.length).toBeGreaterThan(0);
    expect(reply.length).toBeLessThan(200);
  });

  it("ties content ideas to the user's goal", async () => {
    const reply = await replyTo(engine, makeChatRequest("ایده محتوا بده", { profile: { goals: "افزایش فروش" } }));
    expect(reply).toContain("«افزایش فروش»");
  });

  it("continues the previous request when the user asks for one more", async () => {
    const reply = await replyTo(
      engine,
      makeChatRequest("", { messages: conversation("هشتگ برای کافه من", "یکی دیگه") }),
    );
    expect(reply).toContain("«کافه»");
    expect(reply).toMatch(hashtag);
  });

  it("takes a bare subject after a request as that request's subject", async () => {
    const reply = await replyTo(
      engine,
      makeChatRequest("", { messages: conversation("write a caption", "for my yoga studio") }),
    );
    expect(reply).toContain('Captions for "yoga studio"');
  });

  it("keeps the user's text plain inside the Markdown reply", async () => {
    const reply = await replyTo(engine, makeChatRequest("caption for my **bold** [shop](http://x)"));
    expect(reply).not.toContain("**bold**");
    expect(reply).toContain("\\*\\*bold\\*\\*");
  });

  it("stops streaming when the request is aborted", async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of engine.streamChat(makeChatRequest("ایده محتوا بده", { signal: controller.signal }))) {
      pieces.push(piece);
      controller.abort();
    }
    expect(pieces).toHaveLength(1);
  });
});

describe("streaming", () => {
  it("sends the reply in several small pieces that join into the whole reply", async () => {
    const pieces = await collectPieces(engine, makeChatRequest("یک کپشن برای کافه من بنویس"));
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.every((piece) => piece.trim().split(/\s+/).length <= 3)).toBe(true);
  });

  it("loses no character when cutting a reply into pieces", () => {
    const reply = "**Title**\n\n1. one two  three\n- four\t five  \n";
    expect([...replyPieces(reply)].join("")).toBe(reply);
  });
});

describe("determinism", () => {
  const text = "یک کپشن برای کافه من بنویس";

  it("gives the same user the same answer to the same request all day in Tehran", async () => {
    const morning = await replyTo(engine, makeChatRequest(text, { now: new Date("2026-03-04T04:00:00Z") }));
    const evening = await replyTo(engine, makeChatRequest(text, { now: new Date("2026-03-04T19:00:00Z") }));
    expect(evening).toBe(morning);
  });

  it("treats the same request written with Arabic letters, extra spaces or other digits as the same", async () => {
    const variants = ["یک کپشن برای کافه من بنویس", "يك كپشن براي كافه من بنويس", "  یک کپشن برای  کافه من بنویس  "];
    const replies = await Promise.all(variants.map((variant) => replyTo(engine, makeChatRequest(variant))));
    expect(new Set(replies).size).toBe(1);
    const digits = await Promise.all(
      ["۳ ایده محتوا", "3 ایده محتوا", "٣ ایده محتوا"].map((variant) => replyTo(engine, makeChatRequest(variant))),
    );
    expect(new Set(digits).size).toBe(1);
  });

  it("makes the same choices whatever the letter case, and echoes the subject as the user wrote it", async () => {
    const [upper, lower] = await Promise.all(
      ["Hashtags for my Gym", "hashtags for my gym"].map((variant) => replyTo(engine, makeChatRequest(variant))),
    );
    expect(upper).toContain('"Gym"');
    expect(upper.toLowerCase()).toBe(lower.toLowerCase());
  });

  it("varies the answer from day to day", async () => {
    const days = Array.from({ length: 7 }, (_, day) => new Date(wednesdayNoon.getTime() + day * 86_400_000));
    const replies = await Promise.all(days.map((now) => replyTo(engine, makeChatRequest(text, { now }))));
    expect(new Set(replies).size).toBeGreaterThan(3);
  });

  it("varies the answer between users", async () => {
    const users = ["user-1", "user-2", "user-3", "user-4"];
    const replies = await Promise.all(users.map((userId) => replyTo(engine, makeChatRequest(text, { userId }))));
    expect(new Set(replies).size).toBeGreaterThan(1);
  });
});

describe("never an empty answer", () => {
  const oddInputs = [
    "",
    "   ",
    "\n\n",
    "!!!",
    "؟؟؟",
    "...",
    "😀🔥💯",
    "۱۲۳۴۵",
    "1234567890",
    "\u200c\u200c",
    "\u200f",
    "ـــــ",
    "{topic} {name}",
    "<script>alert(1)</script>",
    "hello سلام 123 ✨ مرسی thanks",
    "asdfghjkl qwerty",
    "كيك",
    "a".repeat(4000),
    "کپشن ".repeat(800),
    "برای ".repeat(800),
    "this is a very long message about nothing in particular ".repeat(60),
  ];

  it.each(oddInputs.map((input) => [JSON.stringify(input).slice(0, 40), input]))(
    "answers %s with a useful reply",
    async (_label, input) => {
      for (const industry of [null, "food", "unknown-industry"]) {
        const reply = await replyTo(engine, makeChatRequest(input, { profile: { industry } }));
        expect(reply.trim().length).toBeGreaterThan(20);
        expect(reply).not.toMatch(/\{\w+\}|undefined|null|NaN/);
      }
    },
  );

  it("answers a conversation with no user message", async () => {
    const reply = await replyTo(engine, makeChatRequest("", { messages: [] }));
    expect(reply.trim().length).toBeGreaterThan(20);
  });
});
