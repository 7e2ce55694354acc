import { InlineKeyboard } from "grammy";
import { type BotPlatform, botStartLink } from "../../shared/bots";
import { channelLimits, postStartParam, postText } from "../../shared/publishing";
import { escapeHtml } from "../escape-html";

export type PostLanguage = "fa" | "en";

const buyLabels: Record<PostLanguage, string> = { fa: "🛍 خرید در ربات", en: "🛍 Buy in the bot" };
const persianLetters = /[\u0600-\u06ff]/;
const latinLetters = /[A-Za-z]/;

/** The language of the button under a post: the caption's own script when it has letters, else the seller's. */
export function postLanguage(caption: string, sellerLanguage: string): PostLanguage {
  if (persianLetters.test(caption)) return "fa";
  if (latinLetters.test(caption)) return "en";
  return sellerLanguage === "en" ? "en" : "fa";
}

/**
 * What a channel shows (INTEGRATIONS: 1,024 characters under a photo, 4,096 in a text message), counted
 * as the platforms count: the text before escaping, as escaping adds no visible character.
 */
export function fitsUnder(kind: "photo" | "text", caption: string, hashtags: readonly string[]): boolean {
  const limit = kind === "photo" ? channelLimits.photoCaption : channelLimits.textMessage;
  return postText(caption, hashtags).length <= limit;
}

/** The post's words as HTML for `parse_mode: "HTML"`: the seller's text escaped, so a stray `<` cannot break the send. */
export const postHtml = (caption: string, hashtags: readonly string[]) => escapeHtml(postText(caption, hashtags));

/** The deep link that opens the post's product in the bot, telling the bot which post brought the buyer. */
export function postLink(input: { platform: BotPlatform; botUsername: string; postKey: string; productCode: string }) {
  return botStartLink(input.platform, input.botUsername, postStartParam(input.postKey, input.productCode));
}

/** One URL button under a post that sells a product. */
export const buyButton = (link: string, language: PostLanguage) => new InlineKeyboard().url(buyLabels[language], link);
