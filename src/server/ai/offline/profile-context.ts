import type { Locale } from "../../../shared/locales";
import type { AiProfile } from "../../integrations/ai/engine";
import {
  businessTypeLines,
  defaultCtas,
  goalKinds,
  type IndustryId,
  type IndustryText,
  industries,
  industryIds,
  interestTips,
} from "./corpus";
import { createKeywordMatcher, firstMatch } from "./keyword-matcher";
import { cleanText } from "./normalize-text";
import { type ProductKind, productKindOf } from "./product-kinds";
import { audienceOf, audiences } from "./request-details";

const industryMatchers = industryIds.map(
  (id) =>
    [
      id,
      createKeywordMatcher({ stems: [...industries[id].keywords.fa, ...industries[id].keywords.en], words: [] }),
    ] as const,
);
const goalMatchers = Object.entries(goalKinds).map(
  ([kind, goal]) =>
    [kind, createKeywordMatcher({ stems: [...goal.keywords.fa, ...goal.keywords.en], words: [] })] as const,
);

const interestMatchers = Object.entries(interestTips).map(([id, interest]) => ({
  id,
  tip: interest.tip,
  matcher: createKeywordMatcher({ stems: [...interest.keywords.fa, ...interest.keywords.en], words: [] }),
}));

function isIndustryId(value: string): value is IndustryId {
  return (industryIds as readonly string[]).includes(value);
}

/** The industry a text talks about ("کافه من" → food), if any. */
export function industryFromText(text: string): IndustryId | null {
  return firstMatch(cleanText(text), industryMatchers)?.key ?? null;
}

/** 000 §3 industry ids; a free-text or older label ("Food and beverage") is read by its words. */
export function profileIndustry(profile: AiProfile): IndustryId {
  const value =
    profile.industry
      ?.trim()
      .toLowerCase()
      .replace(/[_\s]+/g, "-") ?? "";
  if (isIndustryId(value)) return value;
  return (profile.industry && industryFromText(profile.industry)) || "other";
}

/** The subject of a request decides the vocabulary when it names an industry; else the profile does. */
export function profileForTopic(profile: AiProfile, topic: string | null): AiProfile {
  const industry = productKindOf(topic)?.industry || (topic && industryFromText(topic)) || profileIndustry(profile);
  return { ...profile, industry };
}

export function industryText(profile: AiProfile, locale: Locale): IndustryText {
  return industries[profileIndustry(profile)][locale];
}

const leadingEmoji = /^\p{Extended_Pictographic}\uFE0F?/u;

/** A corpus line that opens with another product's emoji («💍 …» for a shawl) opens with the kind's own. */
function withEmojiOf(line: string, emojis: readonly string[], index: number): string {
  const found = leadingEmoji.exec(line)?.[0];
  if (!found || emojis.includes(found)) return line;
  return `${emojis[index % emojis.length]}${line.slice(found.length)}`;
}

function withKind(text: IndustryText, kind: ProductKind | null, locale: Locale): IndustryText {
  if (!kind) return text;
  const benefits = kind.benefits?.[locale];
  const capitalized = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);
  return {
    ...text,
    emojis: kind.emojis,
    hashtags: kind.hashtags[locale],
    benefits: benefits ?? text.benefits,
    productPoints: kind.points?.[locale] ?? text.productPoints,
    audience: kind.audience?.[locale] ?? text.audience,
    bioLines: benefits
      ? benefits.map((benefit, index) => `${kind.emojis[index % kind.emojis.length]} ${capitalized(benefit)}`)
      : text.bioLines.map((line, index) => withEmojiOf(line, kind.emojis, index)),
  };
}

/**
 * The words for a subject: its industry's, with its product kind's own emoji, hashtags and, where the
 * corpus has them, benefits, features and audience (honey is food, but not coffee); then the audience's
 * (the request's, else the one the subject names: «ادکلن مردانه» speaks to men, with their hashtags).
 */
export function topicVocabulary(
  profile: AiProfile,
  locale: Locale,
  topic: string | null | undefined,
  audienceId: string | null = null,
): IndustryText {
  const text = withKind(industryText(profile, locale), productKindOf(topic), locale);
  const id = audienceId ?? (topic ? audienceOf(topic) : null);
  const audience = id ? audiences[id] : undefined;
  if (!audience) return text;
  return {
    ...text,
    audience: audience.phrases[locale],
    hashtags: [...new Set([...text.hashtags.slice(0, 6), ...audience.hashtags[locale], ...text.hashtags.slice(6)])],
  };
}

export function firstName(profile: AiProfile): string | null {
  return profile.fullName.trim().split(/\s+/)[0] || null;
}

function goalKindOf(profile: AiProfile) {
  if (!profile.goals) return null;
  const kind = firstMatch(cleanText(profile.goals), goalMatchers)?.key;
  return kind ? goalKinds[kind] : null;
}

/** Calls to action that serve the profile's goal (sales → "DM to order"), or general ones. */
export function callsToAction(profile: AiProfile, locale: Locale): string[] {
  return goalKindOf(profile)?.ctas[locale] ?? defaultCtas[locale];
}

export function goalTips(profile: AiProfile, locale: Locale): string[] {
  return goalKindOf(profile)?.tip[locale] ?? [];
}

export function businessTypeLine(profile: AiProfile, locale: Locale): { bioLine: string; tip: string } | null {
  const type = profile.businessType?.trim().toLowerCase();
  return type && type in businessTypeLines ? businessTypeLines[type][locale] : null;
}

/** Tips for the profile's interests (000 §3's nine), matched by id or by the words of a label. */
export function interestTipsFor(profile: AiProfile, locale: Locale): string[] {
  return interestMatchers
    .filter(({ id, matcher }) =>
      profile.interests.some((chosen) => chosen === id || matcher.find(cleanText(chosen)) !== null),
    )
    .map(({ tip }) => tip[locale]);
}
