import type { CustomCaptionStyle } from "../../../shared/custom-caption-style";
import { type ContentBlockOptions, pickCaptions } from "./content-blocks";
import { topicVocabulary } from "./profile-context";
import { createSeededRandom } from "./seeded-random";

const pictograph = /\p{Extended_Pictographic}\uFE0F?/gu;
const hasPictograph = /\p{Extended_Pictographic}/u;
// A sentence ends at . ! ? ؟ or … (Persian and English); the short length keeps the first one.
const sentenceEnd = /(?<=[.!?؟…])\s+/u;
/** Extra emoji a "many" caption ends with, beyond the template's own. */
const extraEmoji = 2;

const tidy = (text: string) =>
  text
    .replace(/ {2,}/g, " ")
    .replace(/\s+([.!?؟،,;:])/gu, "$1")
    .trim();

/**
 * Captions in a user's custom style (decision 022), from the base style's templates: short keeps a
 * caption's first sentence, long joins two captions; no emoji strips them, many adds more of the
 * industry's; the opening and the signature are lines of their own. Drawn from a stream of its own, so
 * the base style's tab and the custom tab never read the same.
 */
export function composeCustomCaptions(
  options: ContentBlockOptions & { count: number; style: CustomCaptionStyle },
): string[] {
  const { count, style, profile, locale, topic } = options;
  const seed = `${options.seed}|custom`;
  const drawn = pickCaptions({
    ...options,
    seed,
    count: style.length === "long" ? count * 2 : count,
    styles: [style.base_style],
  })[style.base_style];
  const nextEmoji = createSeededRandom(`${seed}|emoji`).deck(topicVocabulary(profile, locale, topic).emojis);
  return drawn.slice(0, count).map((caption, index) => {
    let text = caption;
    if (style.length === "short") text = caption.split(sentenceEnd)[0] ?? caption;
    if (style.length === "long" && drawn[count + index]) text = `${caption} ${drawn[count + index]}`;
    if (style.emoji === "none") text = text.replace(pictograph, "");
    if (style.emoji === "few" && !hasPictograph.test(text)) text = `${text} ${nextEmoji()}`;
    if (style.emoji === "many") text = `${text} ${Array.from({ length: extraEmoji }, nextEmoji).join("")}`;
    return [style.opening, tidy(text), style.signature].filter((line) => line !== "").join("\n");
  });
}
