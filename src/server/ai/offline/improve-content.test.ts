import { describe, expect, it } from "vitest";
import {
  captionStyles,
  type DailyContentBody,
  dailyContentBodySchema,
  emptyCaptions,
} from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import type { AiProfile, ImproveContentRequest } from "../../integrations/ai/engine";
import {
  contentSeed,
  pickCaptions,
  pickContentIdeas,
  pickHashtags,
  pickPostingTime,
  pickViralMusic,
} from "./content-blocks";
import { goalKinds, industries, trendingHashtags } from "./corpus";
import { improveContentOffline } from "./improve-content";
import { createOfflineEngine } from "./offline-engine";
import { createSeededRandom } from "./seeded-random";
import { makeProfile, wednesdayNoon } from "./test/make-chat-request";

const emoji = /\p{Extended_Pictographic}/u;
const persianLetters = /\p{Script=Arabic}/u;
const latinDigits = /[0-9]/;

/** A day's content as the generator writes it: fun and luxury captions, motivational locked by the plan. */
function makeContent(locale: Locale, overrides: Partial<DailyContentBody> = {}): DailyContentBody {
  const profile = makeProfile({ preferredLanguage: locale, goals: "sales" });
  const seed = contentSeed("user-1", wednesdayNoon);
  return {
    content_ideas: pickContentIdeas({ profile, seed, locale, count: 3 }),
    captions: pickCaptions({ profile, seed, locale, count: 3, styles: ["fun", "luxury"] }),
    trending_hashtags: pickHashtags({ profile, seed, locale, count: 5 }),
    viral_music: pickViralMusic({ profile, seed, locale, count: 3 }),
    optimal_timing: pickPostingTime({ profile, seed, locale, now: wednesdayNoon }),
    ...overrides,
  };
}

function improve(
  request: string,
  options: { content?: DailyContentBody; locale?: Locale; profile?: Partial<AiProfile>; userId?: string } = {},
) {
  const locale = options.locale ?? (persianLetters.test(request) ? "fa" : "en");
  const content = options.content ?? makeContent(locale);
  const improveRequest: ImproveContentRequest = {
    userId: options.userId ?? "user-1",
    profile: makeProfile({ preferredLanguage: locale, goals: "sales", ...options.profile }),
    content,
    request,
    now: wednesdayNoon,
  };
  return { before: content, ...improveContentOffline(improveRequest) };
}

const allCaptions = (content: DailyContentBody) => captionStyles.flatMap((style) => content.captions[style]);
const withCaptions = (fun: string[], base: DailyContentBody): DailyContentBody => ({
  ...base,
  captions: { ...emptyCaptions(), fun },
});

describe("shorter captions", () => {
  it("a request for shorter captions shortens every caption and keeps empty styles empty", () => {
    const { before, content } = improve("make the captions shorter");
    expect(content.captions.motivational).toEqual([]);
    for (const style of ["fun", "luxury"] as const) {
      expect(content.captions[style]).toHaveLength(before.captions[style].length);
      content.captions[style].forEach((caption, index) => {
        expect(caption.length).toBeGreaterThan(0);
        expect(caption.length).toBeLessThanOrEqual(Math.min(before.captions[style][index].length, 150));
      });
    }
    expect(allCaptions(content).some((caption, index) => caption.length < allCaptions(before)[index].length)).toBe(
      true,
    );
  });

  it("«کوتاه‌تر» typed with Arabic letters shortens the Persian captions too", () => {
    const { before, content, reply } = improve("كپشن‌ها رو كوتاه‌تر كن");
    expect(allCaptions(content).every((caption, index) => caption.length <= allCaptions(before)[index].length)).toBe(
      true,
    );
    expect(allCaptions(content)).not.toEqual(allCaptions(before));
    expect(reply).toContain("کوتاه‌تر");
  });

  it("brief, concise and «خلاصه» all ask for shorter captions", () => {
    for (const request of ["keep it brief", "more concise please", "خلاصه‌ترش کن", "مختصر بنویس"]) {
      const { before, content } = improve(request);
      expect(allCaptions(content).join("").length).toBeLessThan(allCaptions(before).join("").length);
    }
  });

  it("a long caption keeps its first two sentences and its closing call to action", () => {
    const base = makeContent("en");
    const caption =
      "Fresh bread every morning. Baked by hand. Warm from the oven at seven. Come early 🥐 DM us to order 📩";
    const { content } = improve("shorter", { content: withCaptions([caption], base) });
    expect(content.captions.fun).toEqual(["Fresh bread every morning. Baked by hand. DM us to order 📩"]);
  });

  it("a one-sentence caption over 140 characters is cut at a word and keeps its closing emoji", () => {
    const base = makeContent("en");
    const caption = `${"Our coffee is roasted slowly in small batches ".repeat(5).trim()} ☕`;
    const { content } = improve("shorter", { content: withCaptions([caption], base) });
    const [short] = content.captions.fun;
    expect(short.length).toBeLessThanOrEqual(145);
    expect(short).toContain("…");
    expect(short.endsWith("☕")).toBe(true);
  });

  it("captions that are already short are left as they are, and the reply says so", () => {
    const base = makeContent("en");
    const { content, reply } = improve("shorter", { content: withCaptions(["Coffee time ☕"], base) });
    expect(content.captions.fun).toEqual(["Coffee time ☕"]);
    expect(reply).toContain("already short");
  });
});

describe("longer captions", () => {
  it("a request for more detail adds a benefit of the user's industry to every caption", () => {
    const { before, content } = improve("add more detail");
    const benefits = industries.food.en.benefits.map((benefit) => benefit.toLowerCase());
    allCaptions(content).forEach((caption, index) => {
      const old = allCaptions(before)[index].toLowerCase();
      expect(caption.length).toBeGreaterThan(old.length);
      expect(benefits.some((benefit) => caption.toLowerCase().includes(benefit) && !old.includes(benefit))).toBe(true);
    });
  });

  it.each(["user-1", "user-2", "user-3", "user-4", "user-5"])(
    "lengthens nine captions without saying any sentence twice in the day (issue 18, %s)",
    (userId) => {
      const base = makeContent("en");
      const profile = makeProfile({ preferredLanguage: "en", goals: "sales", industry: "technology" });
      const styles = ["fun", "luxury", "motivational"] as const;
      const nine = { ...base, captions: pickCaptions({ profile, seed: userId, locale: "en", count: 3, styles }) };
      const { content } = improve("make the captions longer", {
        content: nine,
        userId,
        profile: { industry: "technology" },
      });
      const before = allCaptions(nine);
      allCaptions(content).forEach((caption, index) => {
        expect(caption.length).toBeGreaterThan(before[index].length);
      });
      const sentences = allCaptions(content)
        .flatMap((caption) => caption.toLowerCase().split(/[.!?]+/))
        .map((sentence) => sentence.replace(/\p{Extended_Pictographic}/gu, "").trim())
        .filter((sentence) => sentence.split(/\s+/).length >= 3);
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );

  it("«مفصل‌تر» lengthens the Persian captions and keeps the call to action last", () => {
    const { before, content } = improve("مفصل‌تر بنویس");
    const ctas = goalKinds.sales.ctas.fa;
    allCaptions(content).forEach((caption, index) => {
      const old = allCaptions(before)[index];
      expect(caption.length).toBeGreaterThan(old.length);
      const cta = ctas.find((candidate) => old.endsWith(candidate));
      if (cta) expect(caption.endsWith(cta)).toBe(true);
    });
    expect(allCaptions(before).some((caption) => ctas.some((cta) => caption.endsWith(cta)))).toBe(true);
  });
});

describe("a more formal tone", () => {
  it("a request for a more formal tone removes emoji and exclamation marks", () => {
    const { content } = improve("make it more formal");
    for (const caption of allCaptions(content)) {
      expect(caption).not.toMatch(emoji);
      expect(caption).not.toContain("!");
    }
  });

  it("informal English becomes formal: contractions spelled out, DM us becomes Message us", () => {
    const base = makeContent("en");
    const { content } = improve("more professional", {
      content: withCaptions(["Don't miss it, guys! It's awesome 🎉 DM us to order 📩"], base),
    });
    expect(content.captions.fun).toEqual(["Do not miss it, everyone. It is excellent. Message us to order."]);
  });

  it("«رسمی‌تر» turns informal Persian words into formal ones, half-spaces or not", () => {
    const base = makeContent("fa");
    const { content } = improve("رسمي‌تر", {
      content: withCaptions(["اگه میخوای بیا کافه‌مون! ☕ نظرتون رو بگید 👇"], base),
    });
    expect(content.captions.fun).toEqual(["اگر می‌خواهید بیایید کافه‌مان. نظرتان را بگویید."]);
  });

  it("«کمتر رسمی» and 'less formal' ask for the friendlier tone instead", () => {
    for (const request of ["less formal", "کمتر رسمی"]) {
      const { content } = improve(request);
      expect(allCaptions(content).every((caption) => emoji.test(caption))).toBe(true);
      expect(allCaptions(content).some((caption) => caption.includes("!"))).toBe(true);
    }
  });
});

describe("a friendlier tone", () => {
  it.each([
    ["make it friendlier", "en"],
    ["more casual and fun", "en"],
    ["خودمونی‌تر", "fa"],
    ["صمیمی تر و شادتر", "fa"],
  ] as const)("%s greets the reader and adds an emoji of the user's industry", (request, locale) => {
    const { before, content } = improve(request);
    const emojis = industries.food[locale].emojis;
    allCaptions(content).forEach((caption, index) => {
      const old = allCaptions(before)[index];
      expect(caption.length).toBeGreaterThan(old.length);
      expect(caption.endsWith(old)).toBe(false);
      expect(emojis.some((chosen) => caption.includes(chosen))).toBe(true);
    });
  });
});

describe("emoji", () => {
  it.each(["add emoji", "more emojis please", "ایموجی بیشتر", "با اموجی"])(
    "%s adds an emoji the caption lacked",
    (request) => {
      const { before, content } = improve(request);
      const emojiCount = (text: string) => text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0;
      allCaptions(content).forEach((caption, index) => {
        expect(emojiCount(caption)).toBe(emojiCount(allCaptions(before)[index]) + 1);
      });
    },
  );

  it.each(["remove the emoji", "no emoji", "بدون ایموجی", "ایموجی‌ها رو حذف کن"])(
    "%s leaves no emoji in any caption",
    (request) => {
      const { content } = improve(request);
      expect(allCaptions(content).length).toBeGreaterThan(0);
      for (const caption of allCaptions(content)) expect(caption).not.toMatch(emoji);
    },
  );

  it("asking to remove emoji from captions without any says there were none", () => {
    const base = makeContent("en");
    const { content, reply } = improve("remove emoji", { content: withCaptions(["Plain words."], base) });
    expect(content.captions.fun).toEqual(["Plain words."]);
    expect(reply).toContain("had no emoji");
  });
});

describe("hashtags", () => {
  it.each([
    ["more hashtags", "en"],
    ["add a few extra hashtags", "en"],
    ["هشتگ بیشتر", "fa"],
    ["چندتا هشتک اضافه کن", "fa"],
  ] as const)("%s adds industry and trending tags without duplicates", (request, locale) => {
    const { before, content } = improve(request);
    const tags = content.trending_hashtags;
    expect(tags.length).toBeGreaterThan(before.trending_hashtags.length);
    expect(tags.slice(0, before.trending_hashtags.length)).toEqual(before.trending_hashtags);
    expect(new Set(tags).size).toBe(tags.length);
    const known = new Set([...industries.food[locale].hashtags, ...trendingHashtags[locale]]);
    for (const tag of tags) expect(known.has(tag.slice(1))).toBe(true);
  });

  it("more hashtags stop at the limit of sixty", () => {
    const many = Array.from({ length: 58 }, (_, index) => `#tag${index}`);
    const { content } = improve("more hashtags", { content: makeContent("en", { trending_hashtags: many }) });
    expect(content.trending_hashtags).toHaveLength(60);
  });

  it.each(["fewer hashtags", "less tags", "هشتگ کمتر", "هشتگ‌ها رو کم کن"])(
    "%s keeps the first tags and at least one",
    (request) => {
      const { before, content } = improve(request);
      expect(content.trending_hashtags.length).toBeLessThan(before.trending_hashtags.length);
      expect(content.trending_hashtags.length).toBeGreaterThan(0);
      expect(before.trending_hashtags.slice(0, content.trending_hashtags.length)).toEqual(content.trending_hashtags);
    },
  );

  it("hashtags about a subject start with the subject's own tag", () => {
    const { before, content } = improve("different hashtags about summer sale");
    expect(content.trending_hashtags[0]).toBe("#summersale");
    expect(content.trending_hashtags).toHaveLength(before.trending_hashtags.length);
    expect(content.trending_hashtags.filter((tag) => before.trending_hashtags.includes(tag))).toEqual([]);
  });
});

describe("ideas", () => {
  it.each(["give me different ideas", "new ideas", "ایده‌های جدید", "ایده های دیگه"])(
    "%s replaces every idea with a different one and keeps the count",
    (request) => {
      const { before, content } = improve(request);
      expect(content.content_ideas).toHaveLength(before.content_ideas.length);
      for (const idea of content.content_ideas) expect(before.content_ideas).not.toContain(idea);
    },
  );

  it("more ideas never gives more ideas than the plan gave", () => {
    const base = makeContent("en");
    const { content } = improve("more ideas", { content: { ...base, content_ideas: base.content_ideas.slice(0, 1) } });
    expect(content.content_ideas).toHaveLength(1);
    expect(content.content_ideas[0]).not.toBe(base.content_ideas[0]);
  });

  it("ideas about Yalda night are about Yalda night", () => {
    const { content } = improve("ایده‌های جدید درباره شب یلدا");
    for (const idea of content.content_ideas) expect(idea).toContain("شب یلدا");
  });

  it("an empty idea list stays empty, and the reply says the plan decides", () => {
    const { content, reply } = improve("new ideas", { content: makeContent("en", { content_ideas: [] }) });
    expect(content.content_ideas).toEqual([]);
    expect(reply).toContain("your plan decides");
  });
});

describe("captions about a topic", () => {
  it.each([
    ["captions about Yalda night", "Yalda night"],
    ["write captions for Yalda night please", "Yalda night"],
    ["کپشن‌ها درباره شب یلدا باشه", "شب یلدا"],
    ["درباره‌ی شب یلدا بنویس", "شب یلدا"],
  ])("%s rewrites every caption around the topic, keeping each style's count", (request, topic) => {
    const { before, content, reply } = improve(request);
    for (const style of captionStyles) {
      expect(content.captions[style]).toHaveLength(before.captions[style].length);
    }
    for (const caption of allCaptions(content)) expect(caption).toContain(topic);
    expect(reply).toContain(topic);
  });
});

describe("requests the assistant does not know", () => {
  it("an unknown request gives a fresh version of the captions and says so honestly", () => {
    const { before, content, reply } = improve("make it pop");
    expect(allCaptions(content)).not.toEqual(allCaptions(before));
    expect(content.captions.motivational).toEqual([]);
    expect(reply).toContain("didn't find a specific change");
    expect(reply).toContain("shorter");
  });

  it("a Persian request the assistant does not know gets the same honesty in Persian", () => {
    const { reply } = improve("یه کاری کن بترکونه");
    expect(reply).toContain("پیدا نکردم");
  });

  it("a plan without captions keeps them empty and the reply says there are none", () => {
    const locked = emptyCaptions();
    const { content, reply } = improve("shorter", { content: makeContent("en", { captions: locked }) });
    expect(content.captions).toEqual(locked);
    expect(reply).toContain("no captions");
  });
});

describe("several requests in one message", () => {
  it("'shorter and more formal' makes every caption shorter and formal", () => {
    const { before, content, reply } = improve("shorter and more formal");
    allCaptions(content).forEach((caption, index) => {
      expect(caption.length).toBeLessThan(allCaptions(before)[index].length);
      expect(caption).not.toMatch(emoji);
    });
    expect(reply).toContain("shorter");
    expect(reply).toContain("formal");
  });

  it("«کوتاه‌تر و رسمی‌تر، هشتگ بیشتر، ایده‌های جدید» applies all four changes", () => {
    const { before, content } = improve("کوتاه‌تر و رسمی‌تر، هشتگ بیشتر، ایده‌های جدید");
    expect(allCaptions(content).join("").length).toBeLessThan(allCaptions(before).join("").length);
    for (const caption of allCaptions(content)) expect(caption).not.toMatch(emoji);
    expect(content.trending_hashtags.length).toBeGreaterThan(before.trending_hashtags.length);
    for (const idea of content.content_ideas) expect(before.content_ideas).not.toContain(idea);
  });

  it("'add emoji and hashtags' adds both, the second taking the direction of the first", () => {
    const { before, content } = improve("add emoji and hashtags");
    expect(content.trending_hashtags.length).toBeGreaterThan(before.trending_hashtags.length);
    expect(allCaptions(content)).not.toEqual(allCaptions(before));
  });

  it("shorter captions about Yalda night are about Yalda night and short", () => {
    const { content } = improve("shorter captions about Yalda night");
    for (const caption of allCaptions(content)) {
      expect(caption).toContain("Yalda night");
      expect(caption.length).toBeLessThanOrEqual(150);
    }
  });
});

describe("what never changes", () => {
  const requests = ["shorter", "more formal", "new ideas", "more hashtags", "captions about Nowruz", "whatever"];

  it.each(requests)("%s leaves the music and the posting time as they were", (request) => {
    const { before, content } = improve(request);
    expect(content.viral_music).toEqual(before.viral_music);
    expect(content.optimal_timing).toBe(before.optimal_timing);
  });

  it.each(requests)("%s keeps locked music, posting time and caption styles empty", (request) => {
    const base = makeContent("en", { viral_music: [], optimal_timing: "" });
    const { content } = improve(request, { content: base });
    expect(content.viral_music).toEqual([]);
    expect(content.optimal_timing).toBe("");
    expect(content.captions.motivational).toEqual([]);
  });

  it("Persian captions keep their Persian digits through every change", () => {
    const base = makeContent("fa");
    const listed = withCaptions(["برنامه‌ی امروز: ۱. قهوه ۲. باز هم قهوه ۳. تکرار ☕ لینک سفارش در بیو 👆"], base);
    for (const request of ["رسمی‌تر", "کوتاه‌تر", "بلندتر", "صمیمی‌تر", "بدون ایموجی"]) {
      const [caption] = improve(request, { content: listed }).content.captions.fun;
      expect(caption).toContain("۱.");
      expect(caption).not.toMatch(latinDigits);
    }
  });
});

describe("the answer", () => {
  it("the same user, day, content and request always get the same answer", () => {
    for (const request of ["friendlier", "new ideas", "more hashtags", "make it pop", "خودمونی‌تر"]) {
      expect(improve(request)).toEqual(improve(request));
    }
  });

  it("another user asking the same thing may get other new captions", () => {
    const answers = ["user-1", "user-2", "user-3"].map((userId) =>
      allCaptions(improve("new captions", { userId }).content),
    );
    expect(new Set(answers.map((captions) => captions.join("|"))).size).toBeGreaterThan(1);
  });

  it("the reply is in Persian for a Persian request, even about English content", () => {
    const { reply } = improve("کوتاه‌تر", { content: makeContent("en") });
    expect(reply).toMatch(persianLetters);
    expect(reply).not.toMatch(/[A-Za-z]/);
  });

  it("the reply is in English for an English request, even about Persian content", () => {
    const { content, reply } = improve("shorter", { content: makeContent("fa") });
    expect(reply).not.toMatch(persianLetters);
    expect(allCaptions(content).every((caption) => persianLetters.test(caption))).toBe(true);
  });

  it("the reply counts hashtags in Persian digits for a Persian request", () => {
    const { reply } = improve("هشتگ بیشتر");
    expect(reply).toContain("۱۰");
  });

  it.each([
    "shorter",
    "longer",
    "more formal",
    "friendlier",
    "add emoji",
    "remove emoji",
    "more hashtags",
    "fewer hashtags",
    "new ideas",
    "new captions",
    "captions about Yalda night",
    "make it pop",
    "کوتاه‌تر",
    "بلندتر",
    "رسمی‌تر",
    "صمیمی‌تر",
    "ایموجی بیشتر",
    "بدون ایموجی",
    "هشتگ بیشتر",
    "هشتگ کمتر",
    "ایده‌های جدید",
    "درباره شب یلدا",
  ])("%s returns content that satisfies the daily content schema", (request) => {
    const { content, reply } = improve(request);
    expect(dailyContentBodySchema.parse(content)).toEqual(content);
    expect(reply.length).toBeGreaterThan(0);
  });

  it("the offline engine answers improve requests through the engine interface", async () => {
    const content = makeContent("en");
    const answer = await createOfflineEngine().improveContent({
      userId: "user-1",
      profile: makeProfile({ preferredLanguage: "en" }),
      content,
      request: "shorter",
      now: wednesdayNoon,
    });
    expect(answer.reply).toContain("shorter");
    expect(dailyContentBodySchema.parse(answer.content)).toEqual(answer.content);
  });
});

describe("random requests", () => {
  const pieces = [
    "shorter",
    "کوتاه‌تر",
    "more",
    "بیشتر",
    "hashtags",
    "هشتگ",
    "emoji",
    "ایموجی",
    "ideas",
    "ایده",
    "about",
    "درباره",
    "for",
    "برای",
    "no",
    "و",
    "and",
    ",",
    "،",
    "!",
    "؟",
    "۱۲۳",
    "42",
    "🍰",
    "👨‍👩‍👧",
    "\u200c",
    "\n",
    "«",
    "»",
    "ي",
    "ك",
    "#",
    "(",
    "[",
    "\\",
    "*",
    "ـ",
    "x".repeat(60),
  ];

  // Half the requests mix known words with noise; the other half are any characters at all.
  function randomRequest(index: number): string {
    const random = createSeededRandom(`fuzz|${index}`);
    const length = 1 + (index % 12);
    if (index % 2 === 0) return Array.from({ length }, () => random.pick(pieces)).join(random.pick([" ", "", "  "]));
    const codePoints = Array.from({ length: 40 }, (_, point) => point * 1_637 + (index % 1_637));
    return String.fromCodePoint(...random.sample(codePoints, length * 3).map((point) => point % 0x1_0000 || 32));
  }

  it("two hundred random requests never throw and always return valid content within the plan", () => {
    const contents = [makeContent("fa"), makeContent("en", { viral_music: [], optimal_timing: "", content_ideas: [] })];
    for (let index = 0; index < 200; index++) {
      const request = randomRequest(index);
      const base = contents[Math.floor(index / 2) % 2];
      const { content, reply } = improve(request, { content: base });
      expect(dailyContentBodySchema.safeParse(content).success, request).toBe(true);
      expect(reply.length, request).toBeGreaterThan(0);
      expect(content.content_ideas.length, request).toBe(base.content_ideas.length);
      expect(content.captions.motivational, request).toEqual([]);
      expect(content.viral_music, request).toEqual(base.viral_music);
      expect(content.optimal_timing, request).toBe(base.optimal_timing);
      for (const caption of allCaptions(content)) expect(caption.trim().length, request).toBeGreaterThan(0);
    }
  });
});
