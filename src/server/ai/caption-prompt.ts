import type { CaptionStyle } from "../../shared/daily-content";
import { productCaptionMaxLength } from "../../shared/publishing";
import { formatToman } from "../../shared/toman";
import type { ProductCaptionRequest } from "../integrations/ai/engine";

/** What each caption style sounds like, as a model is told it. */
const styleVoices: Record<CaptionStyle, string> = {
  fun: "fun: playful and witty, casual, a joke or a wink, a few emoji",
  luxury: "luxury: refined and exclusive, calm confidence, few words, no exclamation marks",
  motivational: "motivational: uplifting, speaks of taking a step and growing",
  educational: "educational: teaches something useful about the product, with one or two facts as short points",
  storytelling: "storytelling: a short story about the product or the people it is made for",
  formal: "formal: polite and professional, the shop presents the product",
  poetic: "poetic: lyrical images and rhythm, short lines",
  minimal: "minimal: as few words as possible, two or three short lines",
  sales: "sales: a direct offer, urgency without false claims, a clear push to order",
  emotional: "emotional: warm and heartfelt, speaks of feelings and moments",
  question: "question: opens with a question to the reader that makes them think of the product",
};

/** Enough of a description for the caption; a whole page of it would only slow the model. */
const descriptionLength = 600;

/**
 * What a hosted model is told to write a product post's caption with (issue 19): the product as data, the
 * style and the language, and that the post's button opens the shop's bot, where the buyer orders. The
 * answer is JSON, checked and trimmed to a photo caption's room before anyone sees it.
 */
export function productCaptionPrompt(request: ProductCaptionRequest): { system: string; user: string } {
  const { product, locale, profile } = request;
  const language = locale === "fa" ? "Persian (Farsi), with Persian digits" : "English";
  const system = [
    "You write the caption of a post in a seller's Telegram or Bale channel that sells one product.",
    `Write in ${language}, in this caption style: ${styleVoices[request.style]}.`,
    "Name the product, say what makes it worth having from its description only (never invent features,",
    `discounts or stock), give its price exactly as "${formatToman(product.price, locale)}", and end with a call to`,
    "order through the button under the post, which opens the shop's bot. Never ask for a DM, a comment or a tag.",
    `The caption is plain text of at most ${productCaptionMaxLength - 100} characters; no hashtags in it.`,
    "Add 5 to 8 hashtags that buyers of this product search for, in the same language, each starting with #,",
    "words joined by _ (no spaces).",
    'Answer with JSON only: {"caption": "...", "hashtags": ["#...", "..."]}.',
    `The seller's industry: ${profile.industry ?? "unknown"}.`,
  ].join("\n");
  const user = `Product (JSON): ${JSON.stringify({
    name: product.name,
    code: product.code,
    price_toman: product.price,
    category: product.category,
    description: (product.description ?? "").slice(0, descriptionLength),
  })}`;
  return { system, user };
}
