import {
  type CaptionStyle,
  type Captions,
  captionStyles,
  emptyCaptions,
  type MusicSuggestion,
} from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import { tehranIsoDate } from "../../../shared/tehran-calendar";
import type { AiProfile } from "../../integrations/ai/engine";
import { captionTemplates, industries, replyPhrases, songs, topicIdeaTemplates, trendingHashtags } from "./corpus";
import { asOurs, capitalizeSentences, fillTemplate } from "./fill-template";
import { isOwnerWord } from "./intents";
import { cleanText, toLocaleDigits } from "./normalize-text";
import { productKindOf } from "./product-kinds";
import { callsToAction, profileIndustry, topicVocabulary } from "./profile-context";
import { createSeededRandom } from "./seeded-random";
import { tehranDayKind, tehranWeekdayName } from "./tehran-time";

// The pieces of 000 §3 daily_content, shared by the chat and the daily content feature: the same
// corpus and the same seeded choices, so a (user, day) seed gives the same content everywhere.

export interface ContentBlockOptions {
  profile: AiProfile;
  /** From contentSeed() for daily content; the chat adds the request to it. */
  seed: string;
  locale: Locale;
  /** What the content is about; the industry's own subjects are used when absent. */
  topic?: string | null;
}

export interface HashtagGroups {
  niche: string[];
  trending: string[];
}

/** The seed of one user's content for one Tehran day. */
export function contentSeed(userId: string, now: Date): string {
  return `${userId}|${tehranIsoDate(now)}`;
}

/** Each block draws from its own stream, so asking for more of one never changes another. */
function randomFor(seed: string, block: string) {
  return createSeededRandom(`${seed}|${block}`);
}

/** "5 things you didn't know about our bakery": a product the corpus knows is ours; an occasion ("Nowruz") is not. */
const ideaSubject = (topic: string, locale: Locale) => (productKindOf(topic) ? asOurs(topic, locale) : topic);

export function pickContentIdeas(options: ContentBlockOptions & { count: number }): string[] {
  const { profile, locale, count, topic } = options;
  const random = randomFor(options.seed, "ideas");
  const text = topicVocabulary(profile, locale, topic);
  const topicShare = topic ? Math.min(2, Math.floor(count / 2)) : 0;
  const fromIndustry = random.sample(text.ideas, count - topicShare);
  const subject = topic ? ideaSubject(topic, locale) : random.pick(text.topics);
  const fromTopic = random
    .sample(topicIdeaTemplates[locale], count - fromIndustry.length)
    .map((template) => fillTemplate(template, { topic: subject }));
  return topic ? [...fromTopic, ...fromIndustry] : [...fromIndustry, ...fromTopic];
}

export function pickCaptions(
  options: ContentBlockOptions & { count: number; styles?: readonly CaptionStyle[] },
): Captions {
  const { profile, locale, count, topic, styles = captionStyles } = options;
  const random = randomFor(options.seed, "captions");
  const text = topicVocabulary(profile, locale, topic);
  // One deck per kind of value for the whole day: no two captions share a benefit while others are left.
  // A call to action is a sentence of its own: once each was used, the rest of the captions go without.
  const ctas = random.sample(callsToAction(profile, locale), Number.POSITIVE_INFINITY);
  const next = {
    topic: random.deck(text.topics),
    benefit: random.deck(text.benefits),
    emoji: random.deck(text.emojis),
    audience: random.deck(text.audience),
    cta: () => ctas.shift() ?? "",
  };
  const captions = emptyCaptions();
  for (const style of captionStyles.filter((candidate) => styles.includes(candidate))) {
    captions[style] = random.sample(captionTemplates[locale][style], count).map((template) =>
      capitalizeSentences(
        fillTemplate(template, {
          topic: topic || next.topic(),
          benefit: next.benefit(),
          emoji: next.emoji(),
          audience: next.audience(),
          cta: next.cta(),
        })
          .replace(/ {2,}/g, " ")
          .trim(),
      ),
    );
  }
  return captions;
}

/** The subject's words as hashtag bodies can hold them: no owner, no possessive ending, letters and digits. */
function topicWords(topic: string): string[] {
  return cleanText(topic)
    .split(/\s+/)
    .map((word) => word.replace(/\u200C(?:ام|ات|اش|مان|تان|شان|مون|تون|شون)$/, "").replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word.length > 0 && !isOwnerWord(word));
}

/** "کافه من" → "کافه", "my handmade jewelry" → "handmadejewelry": the subject as a hashtag body. */
export function hashtagFromTopic(topic: string): string | null {
  const words = topicWords(topic).slice(0, 3);
  if (words.length === 0) return null;
  return /[\u0600-\u06FF]/.test(words.join("")) ? words.join("_") : words.join("").toLowerCase();
}

// Words too general to tag on their own: #shop says nothing of a ceramics shop.
const generalWords = new Set(["shop", "store", "page", "business", "online", "فروشگاه", "مغازه", "پیج", "آنلاین"]);

/**
 * The subject's tag, then a tag of each telling word of a longer subject: "handmade ceramics shop" gives
 * #handmadeceramicsshop, #handmade and #ceramics, which people actually search.
 */
export function hashtagsFromTopic(topic: string): string[] {
  const whole = hashtagFromTopic(topic);
  if (!whole) return [];
  const words = topicWords(topic)
    .slice(0, 3)
    .filter((word) => word.length >= 3 && !generalWords.has(word.toLowerCase()))
    .map((word) => word.toLowerCase());
  return [...new Set([whole, ...words])];
}

/** Niche tags (the subject's, then the industry's) and general trending tags, about 70/30, each with "#". */
export function pickHashtagGroups(options: ContentBlockOptions & { count: number }): HashtagGroups {
  const { profile, locale, count, topic } = options;
  const random = randomFor(options.seed, "hashtags");
  const fromTopic = topic ? hashtagsFromTopic(topic) : [];
  const nicheCount = Math.ceil(count * 0.7);
  const niche = [
    ...new Set([...fromTopic, ...random.sample(topicVocabulary(profile, locale, topic).hashtags, nicheCount)]),
  ].slice(0, nicheCount);
  const trending = random
    .sample(
      trendingHashtags[locale].filter((tag) => !niche.includes(tag)),
      count - niche.length,
    )
    .slice(0, count - niche.length);
  return { niche: niche.map((tag) => `#${tag}`), trending: trending.map((tag) => `#${tag}`) };
}

export function pickHashtags(options: ContentBlockOptions & { count: number }): string[] {
  const { niche, trending } = pickHashtagGroups(options);
  return [...niche, ...trending];
}

/** Songs whose mood fits the industry: Persian and international mixed, Persian first for a Persian audience. */
export function pickViralMusic(options: Omit<ContentBlockOptions, "topic"> & { count: number }): MusicSuggestion[] {
  const { profile, locale, count } = options;
  const random = randomFor(options.seed, "music");
  const moods = industries[profileIndustry(profile)].musicMoods;
  const fitting = songs.filter((song) => song.moods.some((mood) => moods.includes(mood)));
  const persianCount = locale === "fa" ? Math.ceil(count / 2) : Math.floor(count / 3);
  const persian = random.sample(
    fitting.filter((song) => song.origin === "persian"),
    persianCount,
  );
  const international = random.sample(
    fitting.filter((song) => song.origin !== "persian"),
    count - persian.length,
  );
  return [...persian, ...international].map((song) => ({ name: song.name[locale], artist: song.artist[locale] }));
}

/** Today's best posting window in Tehran for the industry and the kind of day (weekday, Thursday, Friday). */
export function pickPostingTime(options: Omit<ContentBlockOptions, "topic"> & { now: Date }): string {
  const { profile, locale, now } = options;
  const random = randomFor(options.seed, "posting-time");
  const slots = industries[profileIndustry(profile)].postingSlots;
  const dayKind = tehranDayKind(now);
  const todays = slots.filter((slot) => slot.day === dayKind);
  const slot = random.pick(todays.length > 0 ? todays : slots);
  return fillTemplate(replyPhrases[locale].labels.postingTimeText, {
    weekday: tehranWeekdayName(now, locale),
    from: toLocaleDigits(slot.from, locale),
    to: toLocaleDigits(slot.to, locale),
    reason: slot.reason[locale],
  });
}
