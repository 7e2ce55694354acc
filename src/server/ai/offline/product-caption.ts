import type { CaptionStyle } from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import { type ProductCategory, productCategoryNames } from "../../../shared/products";
import { type ProductCaption, productCaptionMaxLength } from "../../../shared/publishing";
import { formatToman } from "../../../shared/toman";
import type { ProductCaptionRequest } from "../../integrations/ai/engine";
import productCaptionsData from "../corpus/product-captions.json" with { type: "json" };
import { fitProductCaption } from "../product-caption-fit";
import { contentSeed, hashtagsFromTopic } from "./content-blocks";
import { captionTemplates, type IndustryId, type Localized } from "./corpus";
import { capitalizeSentences, fillTemplate, hasDeterminer } from "./fill-template";
import { detectLocale } from "./normalize-text";
import { productKindOf } from "./product-kinds";
import { industryFromText, profileIndustry, topicVocabulary } from "./profile-context";
import { createSeededRandom } from "./seeded-random";

/** Each style's own way of giving the price and of sending the buyer to the bot through the post's button. */
const closingLines: Localized<Record<CaptionStyle, { price: string; order: string }>> = productCaptionsData;

// A channel post sells through its button into the bot: a sentence that asks for a DM, a comment, a tag
// or the link in a bio would send the buyer somewhere the seller is not waiting, so it is left out.
const elsewhere: Record<Locale, RegExp> = {
  fa: /دایرکت|پیام|کامنت|تگ|بیو|استوری/,
  en: /\bDM\b|message|comment|\btag\b|\bbio\b|stories|below/i,
};
// Stock running out or an offer ending this week would be a promise the seller never made.
const invented: Record<Locale, RegExp> = { fa: /موجودی|پیشنهاد ویژه/, en: /\bstock\b|special offer/i };

/** The style's daily caption templates a product post can open with: each still naming the product. */
function openingsOf(locale: Locale, style: CaptionStyle): string[] {
  return captionTemplates[locale][style]
    .filter((template) => !invented[locale].test(template))
    .map((template) =>
      template
        .split(/(?<=[.!?؟…])\s+/u)
        .filter((sentence) => !elsewhere[locale].test(sentence))
        .join(" "),
    )
    .filter((template) => template.includes("{topic}"));
}

/** What each style says besides its opening: the product's description and selling points, or neither. */
const layouts: Record<CaptionStyle, { description: boolean; points: number }> = {
  fun: { description: true, points: 0 },
  luxury: { description: true, points: 1 },
  motivational: { description: true, points: 0 },
  educational: { description: true, points: 2 },
  storytelling: { description: true, points: 0 },
  formal: { description: true, points: 2 },
  poetic: { description: false, points: 0 },
  minimal: { description: false, points: 0 },
  sales: { description: true, points: 2 },
  emotional: { description: true, points: 0 },
  question: { description: true, points: 0 },
};

/** The industry whose words suit a category, when neither the product's name nor its kind tells. */
const categoryIndustries: Partial<Record<ProductCategory, IndustryId>> = {
  electronics: "technology",
  clothing: "fashion",
  books: "education",
  food: "food",
  cosmetics: "beauty",
  sports: "sports",
};

const isCategory = (category: string): category is ProductCategory => category in productCategoryNames.en;

const descriptionLength = 180;
/** Hashtags the offline engine offers for a product: its own, its kind's and its category's. */
const hashtagCount = 8;

/** The description's first lines in the caption's language, cut at a word; null when it has none to give. */
function descriptionLine(description: string | null, locale: Locale): string | null {
  const text = description?.replace(/\s+/g, " ").trim();
  // A description in the other language would read as a slip in the middle of the caption.
  if (!text || detectLocale(text, locale) !== locale) return null;
  if (text.length <= descriptionLength) return text;
  const cut = text.slice(0, descriptionLength);
  return `${cut.slice(0, cut.lastIndexOf(" ") > descriptionLength / 2 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}

/**
 * A channel post's caption for one product (issue 19), from the daily captions' style templates: the
 * style's opening about the product with its kind's emoji and a selling point, its description where the
 * style has room, its price in the locale's digits, and the style's call to order in the bot. The same
 * (user, day, product, style, locale) gives the same caption.
 */
export function composeProductCaption(request: ProductCaptionRequest): ProductCaption {
  const { product, style, locale, profile } = request;
  const random = createSeededRandom(
    `${contentSeed(request.userId, request.now)}|product-caption|${product.code}|${style}|${locale}`,
  );
  const kind = productKindOf(product.name) ?? productKindOf(product.description);
  const industry =
    kind?.industry ||
    industryFromText(product.name) ||
    (isCategory(product.category) ? categoryIndustries[product.category] : undefined) ||
    profileIndustry(profile);
  const words = topicVocabulary({ ...profile, industry }, locale, productKindOf(product.name) ? product.name : null);
  const emojis = kind?.emojis ?? words.emojis;
  // "How much do you need our Wool shawl today?": an English name reads as the shop's own, as a caption says it.
  const topic =
    locale === "en" && /^[\p{Script=Latin}\d]/u.test(product.name) && !hasDeterminer(product.name)
      ? `our ${product.name}`
      : product.name;
  const opening = capitalizeSentences(
    fillTemplate(random.pick(openingsOf(locale, style)), {
      topic,
      benefit: random.pick(kind?.benefits?.[locale] ?? words.benefits),
      emoji: random.pick(emojis),
      audience: random.pick(words.audience),
      cta: "",
    }),
  );
  const layout = layouts[style];
  const description = layout.description ? descriptionLine(product.description, locale) : null;
  const points = random.sample(kind?.points?.[locale] ?? [], layout.points).map((point) => `• ${point}`);
  const closing = closingLines[locale][style];
  const price = fillTemplate(closing.price, { price: formatToman(product.price, locale) });
  const closingBlock = `${price}\n${closing.order}`;
  const compose = (extras: (string | null)[]) =>
    [opening, ...extras, closingBlock].filter((part) => part !== null && part !== "").join("\n\n");
  // A long name or description gives up the extras first: the opening, the price and the call to order stay.
  const caption =
    [compose([description, points.join("\n")]), compose([description])].find(
      (text) => text.length <= productCaptionMaxLength,
    ) ?? compose([]);

  const own = hashtagsFromTopic(product.name).slice(0, 3);
  const category =
    isCategory(product.category) && product.category !== "general"
      ? [productCategoryNames[locale][product.category].toLowerCase()]
      : [];
  const fromKind = random.sample(kind?.hashtags[locale] ?? words.hashtags, hashtagCount - own.length - category.length);
  return fitProductCaption({ caption, hashtags: [...own, ...fromKind, ...category] });
}
