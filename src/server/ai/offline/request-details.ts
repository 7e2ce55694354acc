import { digitsArToEn, digitsFaToEn } from "@persian-tools/persian-tools";
import type { Locale } from "../../../shared/locales";
import details from "../corpus/request-details.json" with { type: "json" };
import type { KeywordList, Localized } from "./corpus";
import { createKeywordMatcher, firstMatch, type KeywordMatcher } from "./keyword-matcher";
import { canonicalText, cleanText } from "./normalize-text";

// What a request says beyond its intent and subject: how many, in which tone, for whom, where.

export const tones = ["formal", "friendly"] as const;
export type Tone = (typeof tones)[number];

export interface Audience {
  keywords: Localized<string[]>;
  /** Who the answer speaks to, for the {audience} of a caption. */
  phrases: Localized<string[]>;
  hashtags: Localized<string[]>;
}

export const complaintIssues = ["late", "damaged", "wrong"] as const;
export type ComplaintIssue = (typeof complaintIssues)[number];

interface RequestDetailsCorpus {
  numberWords: Record<string, number>;
  tones: Record<Tone, KeywordList>;
  audiences: Record<string, Audience>;
  places: Localized<string[]>;
  placeMarkers: Localized<string[]>;
  complaintIssues: Record<ComplaintIssue, KeywordList & { text: Localized<string> }>;
  complaintDefault: Localized<string>;
  placeLines: Localized<string[]>;
  ownedNouns: string[];
  generalWords: string[];
  subjectStopWords: string[];
}
const corpus: RequestDetailsCorpus = details;

export const audiences = corpus.audiences;
export const subjectStopWords: readonly string[] = corpus.subjectStopWords;

const toneMatchers = tones.map((tone) => [tone, createKeywordMatcher(corpus.tones[tone])] as const);
const audienceMatchers = Object.entries(audiences).map(
  ([id, audience]) =>
    [id, createKeywordMatcher({ stems: [...audience.keywords.fa, ...audience.keywords.en], words: [] })] as const,
);
const issueMatchers = complaintIssues.map(
  (issue) => [issue, createKeywordMatcher(corpus.complaintIssues[issue])] as const,
);
const placeMatcher: KeywordMatcher = createKeywordMatcher({
  stems: [],
  words: [...corpus.places.fa, ...corpus.places.en],
});
const englishPlace = new RegExp(
  `\\b(?:${corpus.placeMarkers.en.join("|")})\\s+((?:[A-Z][\\p{L}-]+)(?:\\s+[A-Z][\\p{L}-]+)?)`,
  "u",
);
const ownedNouns = new Set(corpus.ownedNouns.map(canonicalText));
const generalWords = new Set(corpus.generalWords.map(canonicalText));
const maxCount = 20;

/** "۱۰ ایده", "ten captions": the number the request puts right before what it asks for, if any. */
export function requestedCount(text: string, isRequestWord: (word: string) => boolean): number | null {
  const words = digitsArToEn(digitsFaToEn(cleanText(text))).split(/\s+/);
  for (const [index, word] of words.entries()) {
    const value = /^\d{1,3}$/.test(word) ? Number(word) : corpus.numberWords[word.toLowerCase()];
    if (!value) continue;
    // "۱۰ ایده پست", "10 post ideas": the request's word comes next, or one word later.
    if (words.slice(index + 1, index + 3).some(isRequestWord)) return Math.min(value, maxCount);
  }
  return null;
}

export function toneOf(text: string): Tone | null {
  return firstMatch(cleanText(text), toneMatchers)?.key ?? null;
}

/** Who the request is for ("ادکلن مردانه" → men), by the corpus's audiences. */
export function audienceOf(text: string): string | null {
  return firstMatch(cleanText(text), audienceMatchers)?.key ?? null;
}

/** "in Toronto", "ارسال به شهرستان": the place a request names, as the user wrote it. */
export function placeIn(text: string): string | null {
  const cleaned = cleanText(text);
  const known = placeMatcher.find(cleaned);
  if (known) return cleaned.slice(known.index, known.index + known.length);
  return englishPlace.exec(cleaned)?.[1] ?? null;
}

export function complaintIssueOf(text: string): ComplaintIssue | null {
  return firstMatch(cleanText(text), issueMatchers)?.key ?? null;
}

/** What went wrong, as a reply's apology says it ("about the delay with your order"). */
export function complaintIssueText(issue: ComplaintIssue | null, locale: Locale): string {
  return issue ? corpus.complaintIssues[issue].text[locale] : corpus.complaintDefault[locale];
}

/** "Yes, we deliver to Shiraz too.": a delivery reply's answer to the place; the nth version words it its own way. */
export function placeLine(place: string, locale: Locale, version: number): string {
  const lines = corpus.placeLines[locale];
  return lines[version % lines.length].replace("{place}", place);
}

/** "دستبافم" → "دستباف", "املاکم" → "املاک": a known noun with the owner's ending joined without a half-space. */
export function withoutOwnerEnding(word: string, isKnown: (word: string) => boolean): string {
  const bare = /^(.{2,}?)(?:مون|مان|ام|م)$/u.exec(word)?.[1];
  if (!bare || isKnown(word)) return word;
  return ownedNouns.has(canonicalText(bare)) || isKnown(bare) ? bare : word;
}

/** A subject of only general words ("the online store", «پیج») says where, not what. */
export function isGeneralSubject(topic: string): boolean {
  return canonicalText(topic)
    .split(" ")
    .every((word) => generalWords.has(word));
}
