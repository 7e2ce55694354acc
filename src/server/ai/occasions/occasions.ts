import { z } from "zod";
import type { Locale } from "../../../shared/locales";
import occasionsData from "../corpus/occasions.json" with { type: "json" };
import { createKeywordMatcher, firstMatch, type KeywordMatch, type KeywordMatcher } from "../offline/keyword-matcher";
import { cleanText } from "../offline/normalize-text";

// Issue 18's Iranian occasions, read from the data file. Parsed with zod (not annotated like the rest of the
// corpus) because a date rule is a union a JSON import cannot be checked against.

const month = z.number().int().min(1).max(12);
const dayOfMonth = z.number().int().min(1).max(31);
const occasionDateSchema = z.discriminatedUnion("calendar", [
  z.object({ calendar: z.literal("jalali"), month, day: dayOfMonth }),
  z.object({ calendar: z.literal("hijri"), month, day: z.number().int().min(1).max(30) }),
  z.object({ calendar: z.literal("gregorian"), month, day: dayOfMonth }),
  z.object({ calendar: z.literal("rule"), rule: z.enum(["blackFriday", "chaharshanbeSuri"]) }),
]);
const templates = z.array(z.string().min(1)).min(3);
const occasionTextSchema = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  emoji: z.array(z.string().min(1)).min(1),
  hashtags: z.array(z.string().regex(/^[\p{L}\p{N}_\u200C]+$/u)).min(3),
  ideas: templates,
  captions: templates,
});
export const occasionMoods = ["celebratory", "calm", "mournful"] as const;
const occasionSchema = z.object({
  id: z.string().min(1),
  date: occasionDateSchema,
  /** How many days it runs from its date (Ramadan 30, Tasua and Ashura 2). */
  days: z.number().int().min(1).max(30),
  /** Mournful: no jokes, no sale, no party emoji; calm: Ramadan's quiet tone. */
  mood: z.enum(occasionMoods),
  fa: occasionTextSchema,
  en: occasionTextSchema,
});
const phrasesSchema = z.object({
  captionSubject: z.string(),
  ideaSubject: z.string(),
  forTopic: z.string(),
  headings: z.record(z.enum(["captions", "ideas", "hashtags", "post", "upcoming"]), z.string()),
  labels: z.record(z.enum(["captions", "ideas", "hashtags"]), z.string()),
  dateLine: z.string(),
  ongoingLine: z.string(),
  when: z.record(z.enum(["today", "tomorrow", "inDays", "ongoing"]), z.string()),
  dailyIdea: z.string(),
  ranges: z.record(z.enum(["week", "month"]), z.string()),
  upcomingLine: z.string(),
  noneInRange: z.string(),
  upcomingOutro: z.string(),
  dateNote: z.string(),
  tips: z.record(z.enum(occasionMoods), z.array(z.string()).min(1)),
});
const keywords = z.array(z.string().min(1)).min(1);
const occasionsFileSchema = z.object({
  occasions: z.array(occasionSchema).min(1),
  /** Words of a request about an occasion that are not its subject, and those that ask for the calendar. */
  vocabulary: z.object({ requestWords: keywords, listWords: keywords, weekWords: keywords }),
  phrases: z.object({ fa: phrasesSchema, en: phrasesSchema }),
});

export type Occasion = z.infer<typeof occasionSchema>;
export type OccasionDate = z.infer<typeof occasionDateSchema>;
export type OccasionPhrases = z.infer<typeof phrasesSchema>;

const parsed = occasionsFileSchema.parse(occasionsData);
export const occasions: readonly Occasion[] = parsed.occasions;
export const occasionPhrases: Record<Locale, OccasionPhrases> = parsed.phrases;

/** Every name of an occasion in both languages: «یلدا», «شب یلدا» and "Yalda night" all find Yalda. */
function namesOf(occasion: Occasion): string[] {
  return [occasion.fa.name, ...occasion.fa.aliases, occasion.en.name, ...occasion.en.aliases];
}

const occasionMatchers = occasions.map(
  (occasion) => [occasion.id, createKeywordMatcher({ stems: namesOf(occasion), words: [] })] as const,
);
const matcherOf = (words: string[]): KeywordMatcher => createKeywordMatcher({ stems: words, words: [] });
const requestWordMatcher = matcherOf(parsed.vocabulary.requestWords);
const listWordMatcher = matcherOf(parsed.vocabulary.listWords);
const weekWordMatcher = matcherOf(parsed.vocabulary.weekWords);

function occasionById(id: string): Occasion | null {
  return occasions.find((occasion) => occasion.id === id) ?? null;
}

/** The occasion a text names first, with where it is in the cleaned text. */
export function findOccasionIn(cleaned: string): { occasion: Occasion; match: KeywordMatch } | null {
  const found = firstMatch(cleaned, occasionMatchers);
  const occasion = found && occasionById(found.key);
  return found && occasion ? { occasion, match: found.match } : null;
}

/** The occasion a request names («برای شب یلدا…», "Write a Nowruz caption…"), or null. */
export function findOccasion(text: string): Occasion | null {
  return findOccasionIn(cleanText(text))?.occasion ?? null;
}

function cutAll(text: string, find: (text: string) => KeywordMatch | null): string {
  let rest = text;
  for (let found = find(rest); found; found = find(rest)) {
    rest = `${rest.slice(0, found.index)} ${rest.slice(found.index + found.length)}`;
  }
  return rest;
}

/**
 * The request without the occasion's names and the words that only say it is about an occasion («تبریک»,
 * «به مناسبت», "greetings"), so what is left names the user's product or business.
 */
export function withoutOccasionWords(cleaned: string): string {
  const withoutNames = cutAll(cleaned, (text) => findOccasionIn(text)?.match ?? null);
  return cutAll(withoutNames, (text) => requestWordMatcher.find(text)).replace(/\s{2,}/g, " ");
}

/** "What occasions are coming up?", «مناسبت‌های هفته‌ی آینده چیه؟»: how far ahead, or null when not asked. */
export function calendarRequestRange(cleaned: string): "week" | "month" | null {
  if (!listWordMatcher.find(cleaned)) return null;
  return weekWordMatcher.find(cleaned) ? "week" : "month";
}
