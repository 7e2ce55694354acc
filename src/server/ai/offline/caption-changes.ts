import { type Captions, captionStyles, dailyContentLimits, emptyCaptions } from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import {
  addEmoji,
  befriendCaption,
  formalizeCaption,
  lengthenCaption,
  removeEmoji,
  shortenCaption,
} from "./caption-rewrites";
import { pickCaptions } from "./content-blocks";
import { capitalizeSentences, fillTemplate } from "./fill-template";
import type { ImproveContext } from "./improve-content";
import { improveCorpus } from "./improve-corpus";
import type { RequestedChange } from "./improve-request";
import { detectLocale } from "./normalize-text";
import { profileForTopic, topicVocabulary } from "./profile-context";
import { createSeededRandom, type SeededRandom } from "./seeded-random";

/** `written`: the day's captions and what the edit already added to them, which an added sentence must not repeat. */
type CaptionEdit = (
  caption: string,
  random: SeededRandom,
  locale: Locale,
  context: ImproveContext,
  written: string[],
) => string;

function emojiFor(caption: string, random: SeededRandom, locale: Locale, context: ImproveContext): string {
  const { emojis } = topicVocabulary(context.profile, locale, context.topic);
  const candidates = [...random.sample(emojis, emojis.length), ...improveCorpus.extraEmojis];
  return candidates.find((candidate) => !caption.includes(candidate)) ?? "";
}

const sentencesOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[.!?؟\n]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);

/**
 * A sentence with a benefit the caption does not say yet, framed so that no sentence of it is already in
 * the day's captions (two captions may share a benefit, never a sentence); a plain closing line when the
 * corpus has no such pair left.
 */
function detailSentence(
  caption: string,
  random: SeededRandom,
  locale: Locale,
  context: ImproveContext,
  written: string[],
): string {
  const text = topicVocabulary(context.profile, locale, context.topic);
  const said = new Set(written.flatMap(sentencesOf));
  const fresh = (sentence: string) => sentencesOf(sentence).every((part) => !said.has(part));
  const benefits = random.sample(
    text.benefits.filter((benefit) => !caption.toLowerCase().includes(benefit.toLowerCase())),
    text.benefits.length,
  );
  const frames = random.sample(improveCorpus.detailSentences[locale], improveCorpus.detailSentences[locale].length);
  const audience = random.pick(text.audience);
  const framed = benefits.flatMap((benefit) =>
    frames.map((frame) => capitalizeSentences(fillTemplate(frame, { benefit, audience }))),
  );
  const sentence =
    [...framed, ...random.sample(improveCorpus.extraDetails[locale], Number.POSITIVE_INFINITY)].find(fresh) ??
    framed[0] ??
    "";
  written.push(sentence);
  return sentence;
}

const captionEdits: Record<"shorter" | "longer" | "formal" | "friendly" | "addEmoji" | "removeEmoji", CaptionEdit> = {
  shorter: (caption, _random, _locale, context) => shortenCaption(caption, context.topic),
  longer: (caption, random, locale, context, written) =>
    lengthenCaption(caption, detailSentence(caption, random, locale, context, written)),
  formal: (caption) => formalizeCaption(caption),
  friendly: (caption, random, locale, context) =>
    befriendCaption(
      caption,
      random.pick(improveCorpus.friendlyOpeners[locale]),
      emojiFor(caption, random, locale, context),
    ),
  addEmoji: (caption, random, locale, context) => addEmoji(caption, emojiFor(caption, random, locale, context)),
  removeEmoji: (caption) => removeEmoji(caption),
};

/** An edit that would empty a caption or pass the length limit leaves it as it was. */
function fits(edited: string, caption: string): string {
  const text = edited.trim();
  return text.length === 0 || text.length > dailyContentLimits.captionLength ? caption : text;
}

function editCaptions(captions: Captions, edit: CaptionEdit, kind: string, context: ImproveContext): Captions {
  const edited = emptyCaptions();
  const written = captionStyles.flatMap((style) => captions[style]);
  for (const style of captionStyles) {
    edited[style] = captions[style].map((caption, index) => {
      if (caption.trim().length === 0) return caption;
      const random = createSeededRandom(`${context.seed}|${kind}|${style}|${index}`);
      return fits(edit(caption, random, detectLocale(caption, context.locale), context, written), caption);
    });
  }
  return edited;
}

const sameCaptions = (a: Captions, b: Captions) =>
  captionStyles.every((style) => a[style].join("\n") === b[style].join("\n"));

/**
 * New captions of the same styles and counts: an empty style stays empty, because the plan decides
 * which styles a user gets. A second seed is tried when the first happens to write the same text.
 */
function rewriteCaptions(captions: Captions, topic: string | null, kind: string, context: ImproveContext): Captions {
  const profile = profileForTopic(context.profile, topic);
  const write = (attempt: number): Captions => {
    const written = emptyCaptions();
    const styles = captionStyles.filter((style) => captions[style].length > 0);
    if (styles.length === 0) return written;
    // One draw for all the styles, so no two of the new captions share a call to action.
    const count = Math.max(...styles.map((style) => captions[style].length));
    const seed = `${context.seed}|${kind}|${attempt}`;
    const fresh = pickCaptions({ profile, seed, locale: context.locale, count, topic, styles });
    for (const style of styles) {
      const mine = fresh[style].slice(0, captions[style].length);
      written[style] = [...mine, ...captions[style].slice(mine.length)];
    }
    return written;
  };
  const first = write(0);
  return sameCaptions(first, captions) ? write(1) : first;
}

export function changeCaptions(captions: Captions, change: RequestedChange, context: ImproveContext): Captions {
  switch (change.kind) {
    case "shorter":
    case "longer":
    case "formal":
    case "friendly":
    case "addEmoji":
    case "removeEmoji":
      return editCaptions(captions, captionEdits[change.kind], change.kind, context);
    case "topicCaptions":
    case "newCaptions":
    case "variation":
      return rewriteCaptions(captions, change.topic, change.kind, context);
    default:
      return captions;
  }
}
