import { describe, expect, it } from "vitest";
import { captionStyles } from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import { channelLimits, createPostSchema, postText, productCaptionMaxLength } from "../../../shared/publishing";
import type { CaptionProduct, ProductCaptionRequest } from "../../integrations/ai/engine";
import { detectLocale } from "./normalize-text";
import { composeProductCaption } from "./product-caption";

const profile: ProductCaptionRequest["profile"] = {
  fullName: "Sara Karimi",
  industry: "fashion",
  businessType: "small-business",
  goals: "sales",
  interests: [],
  preferredLanguage: "fa",
};
const shawls: Record<Locale, CaptionProduct> = {
  fa: {
    name: "شال پشمی دستباف",
    code: "SHAWL-1",
    price: 1_250_000,
    category: "clothing",
    description: "شالی نرم و گرم از پشم مرینو، بافته‌شده با دست در تبریز.",
  },
  en: {
    name: "Handwoven wool shawl",
    code: "SHAWL-1",
    price: 1_250_000,
    category: "clothing",
    description: "A soft, warm merino shawl, woven by hand in Tabriz.",
  },
};
const prices: Record<Locale, string> = { fa: "۱٬۲۵۰٬۰۰۰ تومان", en: "1,250,000 toman" };
const inTheBot: Record<Locale, RegExp> = { fa: /دکمهٔ زیر.*ربات|ربات.*دکمهٔ زیر|سفارش: دکمهٔ زیر/, en: /button below/ };

const write = (overrides: Partial<ProductCaptionRequest> & { locale: Locale }) =>
  composeProductCaption({
    userId: "user-1",
    profile,
    product: shawls[overrides.locale],
    style: "sales",
    now: new Date("2026-11-27T10:00:00Z"),
    ...overrides,
  });

describe("the offline engine writes a product post's caption in a caption style (issue 19)", () => {
  for (const locale of ["fa", "en"] as const) {
    it(`${locale}: every style names the product, gives its price in ${locale === "fa" ? "Persian" : "Latin"} digits and asks to order through the bot's button, fitting under a photo`, () => {
      const captions = captionStyles.map((style) => ({ style, ...write({ locale, style }) }));
      for (const { style, caption, hashtags } of captions) {
        const context = `${locale} ${style}: ${caption}`;
        expect(detectLocale(caption, locale === "fa" ? "en" : "fa"), context).toBe(locale);
        expect(caption, context).toContain(shawls[locale].name);
        expect(caption, context).toContain(prices[locale]);
        expect(caption, context).toMatch(inTheBot[locale]);
        expect(caption, context).not.toMatch(locale === "fa" ? /[0-9]/ : /[۰-۹]|تومان/);
        // The post's button is the way to order: no caption sends buyers to a DM, a comment or a bio link.
        expect(caption, context).not.toMatch(/دایرکت|کامنت|بیو|\bDM\b|comment|\bbio\b/i);
        expect(caption.length, context).toBeLessThanOrEqual(productCaptionMaxLength);
        expect(hashtags.length, context).toBeGreaterThanOrEqual(3);
        expect(createPostSchema.shape.hashtags.safeParse(hashtags).success, context).toBe(true);
        expect(postText(caption, hashtags).length, context).toBeLessThanOrEqual(channelLimits.photoCaption);
      }
      expect(new Set(captions.map(({ caption }) => caption)).size).toBe(captionStyles.length);
    });
  }

  it("uses the product kind's emoji and hashtags, and the category's tag", () => {
    const { caption, hashtags } = write({ locale: "fa", style: "fun" });
    expect(caption).toMatch(/🧣|🧶|🤍|✨/);
    expect(hashtags).toContain("#شال_پشمی_دستباف");
    expect(hashtags).toContain("#پوشاک");
    expect(write({ locale: "en", style: "fun" }).hashtags).toContain("#clothing");
  });

  it("writes the same caption for the same product, style and day, and leaves out a description in the other language", () => {
    expect(write({ locale: "fa", style: "formal" })).toEqual(write({ locale: "fa", style: "formal" }));
    const english = write({
      locale: "fa",
      style: "formal",
      product: { ...shawls.fa, description: shawls.en.description },
    });
    expect(english.caption).not.toContain("merino");
    expect(english.caption).toContain(prices.fa);
  });

  it("a product of no known kind still gets a caption with hashtags, from its category", () => {
    const { caption, hashtags } = write({
      locale: "en",
      style: "educational",
      product: { name: "Model X7", code: "X7", price: 9_900_000, category: "electronics", description: null },
    });
    expect(caption).toContain("Model X7");
    expect(caption).toContain("9,900,000 toman");
    expect(hashtags).toContain("#electronics");
    expect(createPostSchema.shape.hashtags.safeParse(hashtags).success).toBe(true);
  });

  it("a long name and description give up the extras, never the price or the call to order, within the limit", () => {
    for (const style of captionStyles) {
      const { caption, hashtags } = write({
        locale: "fa",
        style,
        product: { ...shawls.fa, name: `شال ${"بلند ".repeat(39)}`.trim(), description: "پشم نرم ".repeat(250) },
      });
      expect(caption.length, style).toBeLessThanOrEqual(productCaptionMaxLength);
      expect(caption, style).toContain(prices.fa);
      expect(caption, style).toMatch(inTheBot.fa);
      expect(postText(caption, hashtags).length, style).toBeLessThanOrEqual(channelLimits.photoCaption);
    }
  });
});
