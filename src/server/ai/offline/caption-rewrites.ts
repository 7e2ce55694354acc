import { defaultCtas, goalKinds } from "./corpus";
import { improveCorpus } from "./improve-corpus";

// The improve assistant's edits of one caption's text. Each returns the caption unchanged when it
// has nothing to do, so the caller can tell whether anything changed.

const emoji =
  "(?:\\p{Extended_Pictographic}(?:\\uFE0F|\\u20E3|\\p{Emoji_Modifier})*(?:\\u200D\\p{Extended_Pictographic}(?:\\uFE0F|\\p{Emoji_Modifier})*)*|\\p{Regional_Indicator}{1,2}|[#*0-9]\\uFE0F?\\u20E3)";
const anyEmoji = new RegExp(emoji, "gu");
const trailingEmoji = new RegExp(`(?:${emoji}\\s*)+$`, "u");
// An emoji between two words stood for a pause; without it the words need a comma or a full stop.
const emojiBetweenWords = new RegExp(`([\\p{L}\\p{N}])\\s*(?:${emoji}\\s*)+(?=(\\p{L}))`, "gu");
const persianLetter = /\p{Script=Arabic}/u;
const shortCaptionLength = 140;

const knownCtas = [
  ...new Set(
    [defaultCtas, ...Object.values(goalKinds).map((goal) => goal.ctas)].flatMap((ctas) => [...ctas.fa, ...ctas.en]),
  ),
].sort((a, b) => b.length - a.length);

const { words: formalWords, endings: formalEndings } = improveCorpus.formal;
const formalPattern = (keys: string[], before: string) =>
  new RegExp(
    `${before}(?:${keys
      .map((key) =>
        key
          .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
          .replace(/'/g, "['’]")
          .replace(/[\s\u200C]+/g, "[\\s\\u200C]?"),
      )
      .sort((a, b) => b.length - a.length)
      .join("|")})(?![\\p{L}\\p{N}\\u200C])`,
    "giu",
  );
const formalWordPattern = formalPattern(Object.keys(formalWords), "(?<![\\p{L}\\p{N}\\u200C])");
const formalEndingPattern = formalPattern(Object.keys(formalEndings), "(?<=\\p{L}\\u200C)");
// "می خوای", "میخوای" and "می‌خوای" are one informal word, as are "Don't" and "don’t".
const lookupKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[\s\u200C]+/g, "");
const formalLookup = new Map(
  Object.entries({ ...formalWords, ...formalEndings }).map(([informal, formal]) => [lookupKey(informal), formal]),
);

const someEmoji = new RegExp(emoji, "u");
const hasEmoji = (text: string) => someEmoji.test(text);

/** Single spaces, none before punctuation, no empty lines left by a removed word. */
function tidy(text: string): string {
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ([.!?؟،؛:,])/g, "$1")
    .replace(/^ +| +$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The caption's closing call to action from the corpus ("DM us to order 📩"), if it ends with one. */
function splitCallToAction(caption: string): { body: string; cta: string | null } {
  const text = caption.trim();
  const cta = knownCtas.find((candidate) => text.endsWith(candidate) && text.length > candidate.length);
  return cta ? { body: text.slice(0, -cta.length).trim(), cta } : { body: text, cta: null };
}

/** Sentences end at . ! ? ؟ (not "۱." in a list) or a line break; emoji after the end stay with it. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.split(/(?<=[^\d۰-۹][.!?؟])\s+|\n+/)) {
    const last = sentences.length - 1;
    if (last >= 0 && !/[\p{L}\p{N}]/u.test(piece)) sentences[last] = `${sentences[last]} ${piece}`;
    else if (piece.trim().length > 0) sentences.push(piece.trim());
  }
  return sentences;
}

function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,،؛:;]+$/, "")}…`;
}

/**
 * The first sentence (two when a long caption has more), at most ~140 characters; when the request
 * named a subject, the first sentence about it instead, so the subject is not cut away.
 */
export function shortenCaption(caption: string, subject: string | null): string {
  const { body, cta } = splitCallToAction(caption);
  const sentences = sentencesOf(body);
  if (sentences.length === 0) return caption;
  const [first, second] = sentences;
  const aboutSubject = subject ? sentences.find((sentence) => sentence.includes(subject)) : undefined;
  const opening =
    sentences.length > 2 && `${first} ${second}`.length <= shortCaptionLength ? `${first} ${second}` : first;
  const lead = clip(aboutSubject && !opening.includes(subject ?? "") ? aboutSubject : opening, shortCaptionLength);
  if (cta && `${lead} ${cta}`.length <= shortCaptionLength && `${lead} ${cta}`.length < caption.trim().length) {
    return `${lead} ${cta}`;
  }
  const closing = body.match(trailingEmoji)?.[0].trim();
  return closing && !hasEmoji(lead) ? `${lead} ${closing}` : lead;
}

function endSentence(text: string): string {
  return /[\p{L}\p{N})»"]$/u.test(text) ? `${text}.` : text;
}

/** The new sentence goes before the closing call to action, which stays last. */
export function lengthenCaption(caption: string, sentence: string): string {
  const { body, cta } = splitCallToAction(caption);
  return cta ? `${endSentence(body)} ${sentence} ${cta}` : `${endSentence(caption.trim())} ${sentence}`;
}

function withoutEmoji(text: string): string {
  return tidy(
    text
      .replace(emojiBetweenWords, (_match, before: string, after: string) => {
        if (persianLetter.test(after)) return `${before}، `;
        return /\p{Lu}/u.test(after) ? `${before}. ` : `${before}, `;
      })
      .replace(anyEmoji, "")
      .replace(/\uFE0F/g, ""),
  );
}

/** The emoji before a closing call to action ended a sentence, so a full stop takes its place. */
export function removeEmoji(caption: string): string {
  const { body, cta } = splitCallToAction(caption);
  return cta ? `${endSentence(withoutEmoji(body))} ${withoutEmoji(cta)}` : withoutEmoji(caption);
}

function formalWord(informal: string): string {
  const formal = formalLookup.get(lookupKey(informal)) ?? informal;
  const first = informal.charAt(0);
  if (first === first.toLowerCase()) return formal;
  return formal.charAt(0).toUpperCase() + formal.slice(1);
}

/** No emoji, full stops for exclamation marks, formal words for informal ones (the corpus's map). */
export function formalizeCaption(caption: string): string {
  const calm = removeEmoji(caption)
    .replace(/!+/g, ".")
    .replace(/([?؟])\./g, "$1")
    .replace(/\.{2,}/g, ".");
  return endSentence(tidy(calm.replace(formalWordPattern, formalWord).replace(formalEndingPattern, formalWord)));
}

/** The emoji goes before a closing call to action, which stays last. */
export function addEmoji(caption: string, chosen: string): string {
  if (caption.includes(chosen)) return caption;
  const { body, cta } = splitCallToAction(caption);
  return cta ? `${body} ${chosen} ${cta}` : `${body} ${chosen}`;
}

/** A greeting first and an emoji last, unless the caption already has them. */
export function befriendCaption(caption: string, opener: string, chosen: string): string {
  const greeted = caption.trim().startsWith(opener) ? caption.trim() : `${opener} ${caption.trim()}`;
  return addEmoji(greeted, chosen);
}
