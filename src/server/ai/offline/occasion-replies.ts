import type { Locale } from "../../../shared/locales";
import { tehranIsoDate } from "../../../shared/tehran-calendar";
import type { ChatRequest } from "../../integrations/ai/engine";
import {
  nearestOccasions,
  nextOccurrence,
  occasionDayLabel,
  type UpcomingOccasion,
  upcomingOccasions,
} from "../occasions/calendar";
import {
  calendarRequestRange,
  findOccasion,
  findOccasionIn,
  type Occasion,
  occasionPhrases,
  withoutOccasionWords,
} from "../occasions/occasions";
import { hashtagsFromTopic } from "./content-blocks";
import { escapeMarkdown, fillTemplate } from "./fill-template";
import { classifyMessage, type Intent } from "./intents";
import { canonicalText, cleanText, detectLocale, toLocaleDigits } from "./normalize-text";
import { bold, numbered, paragraphs } from "./reply-context";
import { createSeededRandom } from "./seeded-random";

type OccasionAnswer = "captions" | "ideas" | "hashtags" | "post";

// Requests answered as usual even when they name an occasion: a reply to a customer, a bio, a product page.
const answers: Partial<Record<Intent, OccasionAnswer>> = {
  caption: "captions",
  ideas: "ideas",
  hashtags: "hashtags",
  fallback: "post",
  greeting: "post",
  help: "post",
  thanks: "post",
};
// «مناسبت‌های این ماه؟», "ideas for the coming holidays"; «کپشن به مناسبت افتتاح کافه» is a caption.
const calendarIntents: ReadonlySet<Intent> = new Set(["fallback", "ideas", "help"]);
// How far back "one more" looks for the occasion request it continues (as the chat's other replies do).
const followUpReach = 3;
const captionCount = 3;
const ideaCount = { ideas: 5, post: 3 } as const;
const hashtagCount = 10;
const calendarDays = { week: 7, month: 30 } as const;
// Shown when the asked range holds no occasion.
const nearestShown = 3;

interface OccasionRequest {
  occasion: Occasion;
  answer: OccasionAnswer;
  /** The user's product or business, escaped for Markdown. */
  topic: string | null;
}

interface Composer {
  locale: Locale;
  seed: string;
  now: Date;
}

function readRequest(text: string): OccasionRequest | null {
  const cleaned = cleanText(text);
  const found = findOccasionIn(cleaned);
  if (!found) return null;
  const rest = classifyMessage(withoutOccasionWords(cleaned));
  const answer = answers[rest.intent];
  if (!answer) return null;
  return { occasion: found.occasion, answer, topic: rest.topic && escapeMarkdown(rest.topic) };
}

/**
 * "one more", «برای قنادی هم» after an occasion request: that request again, with the new subject if one
 * is named. `from` is the earlier request, which the answer's language and seed also follow.
 */
function continuedRequest(
  latest: string,
  earlierTurns: readonly string[],
): (OccasionRequest & { from: string }) | null {
  const message = classifyMessage(latest);
  if (message.intent !== "fallback" || (!message.isFollowUp && message.topic === null)) return null;
  const earlier = earlierTurns.slice(-followUpReach).findLast((turn) => findOccasion(turn) !== null);
  const asked = earlier === undefined ? null : readRequest(earlier);
  if (!earlier || !asked) return null;
  return { ...asked, topic: message.topic ? escapeMarkdown(message.topic) : asked.topic, from: earlier };
}

/** A phrase put inside a sentence: its slots filled, its first letter left as it is. */
function inline(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_slot, key: string) => values[key] ?? "");
}

export function whenText(daysAway: number, locale: Locale): string {
  const { when } = occasionPhrases[locale];
  if (daysAway < 0) return when.ongoing;
  if (daysAway === 0) return when.today;
  if (daysAway === 1) return when.tomorrow;
  return inline(when.inDays, { count: toLocaleDigits(String(daysAway), locale) });
}

function dateLine(next: UpcomingOccasion, locale: Locale): string {
  const phrases = occasionPhrases[locale];
  return fillTemplate(next.daysAway < 0 ? phrases.ongoingLine : phrases.dateLine, {
    occasion: next.occasion[locale].name,
    date: occasionDayLabel(next.date, locale),
    when: whenText(next.daysAway, locale),
  });
}

/** The occasion's templates with the user's subject, or the phrase that stands for it when none was named. */
function filled(templates: readonly string[], topic: string, emoji: () => string): string[] {
  return templates.map((template) => fillTemplate(template, { topic, emoji: emoji() }));
}

function hashtagsFor(occasion: Occasion, topic: string | null, locale: Locale): string {
  // A day of mourning carries its own tags only: no shop's tag beside it.
  const fromTopic = topic && occasion.mood !== "mournful" ? hashtagsFromTopic(topic) : [];
  const tags = [...new Set([...occasion[locale].hashtags, ...fromTopic])].slice(0, hashtagCount);
  return tags.map((tag) => `#${tag}`).join(" ");
}

function composeOccasion({ occasion, answer, topic }: OccasionRequest, { locale, seed, now }: Composer): string {
  const phrases = occasionPhrases[locale];
  const text = occasion[locale];
  const random = createSeededRandom(`${seed}|occasion|${occasion.id}`);
  const emoji = random.deck(text.emoji);
  const next = nextOccurrence(occasion, now);
  const heading = [
    fillTemplate(phrases.headings[answer], { occasion: text.name }),
    topic ? inline(phrases.forTopic, { topic }) : "",
  ].join(" ");
  const captions =
    answer === "captions" || answer === "post"
      ? filled(random.sample(text.captions, captionCount), topic ?? phrases.captionSubject, emoji)
      : [];
  const ideas =
    answer === "ideas" || answer === "post"
      ? filled(random.sample(text.ideas, ideaCount[answer]), topic ?? phrases.ideaSubject, emoji)
      : [];
  const section = (label: string, items: string[]) =>
    items.length > 0 ? [bold(label), ...numbered(items)].join("\n") : null;
  return paragraphs([
    bold(heading.trim()),
    next ? dateLine(next, locale) : null,
    section(phrases.labels.captions, captions),
    section(phrases.labels.ideas, ideas),
    `${bold(phrases.labels.hashtags)} ${hashtagsFor(occasion, topic, locale)}`,
    `💡 ${fillTemplate(random.pick(phrases.tips[occasion.mood]), { subject: topic ?? phrases.ideaSubject })}`,
    occasion.date.calendar === "hijri" ? phrases.dateNote : null,
  ]);
}

/** The occasions of the coming week or month, each with its day and one idea; the nearest when none. */
function composeCalendar(range: "week" | "month", { locale, seed, now }: Composer): string {
  const phrases = occasionPhrases[locale];
  const inRange = upcomingOccasions(now, calendarDays[range]);
  const shown = inRange.length > 0 ? inRange : nearestOccasions(now, nearestShown);
  const random = createSeededRandom(`${seed}|calendar`);
  const lines = shown.map((next) =>
    fillTemplate(phrases.upcomingLine, {
      occasion: next.occasion[locale].name,
      date: occasionDayLabel(next.date, locale),
      when: whenText(next.daysAway, locale),
      idea: fillTemplate(random.pick(next.occasion[locale].ideas), { topic: phrases.ideaSubject }),
    }),
  );
  const example = shown.find(({ daysAway }) => daysAway >= 0) ?? shown[0];
  return paragraphs([
    bold(fillTemplate(phrases.headings.upcoming, { range: phrases.ranges[range] })),
    inRange.length > 0 ? null : phrases.noneInRange,
    lines.map((line) => `- ${line}`).join("\n"),
    example ? fillTemplate(phrases.upcomingOutro, { example: example.occasion[locale].name }) : null,
    shown.some(({ occasion }) => occasion.date.calendar === "hijri") ? phrases.dateNote : null,
  ]);
}

/**
 * The chat's answer when the latest message names an occasion («برای شب یلدا یک پست برای کافه‌ام بنویس»)
 * or asks for the coming days' occasions; null leaves the message to the other replies. Like them, the same
 * user, Tehran day and request give the same answer.
 */
export function occasionChatReply(request: ChatRequest): string | null {
  const userTurns = request.messages.filter((turn) => turn.role === "user").map((turn) => turn.content);
  const latest = userTurns.at(-1) ?? "";
  const direct = readRequest(latest);
  const continued = direct ? null : continuedRequest(latest, userTurns.slice(0, -1));
  const asked = direct ?? continued;
  const earlier = continued?.from ?? "";
  const composer: Composer = {
    locale: detectLocale(latest, detectLocale(earlier, request.profile.preferredLanguage)),
    seed: [request.userId, tehranIsoDate(request.now), canonicalText(latest), canonicalText(earlier)].join("|"),
    now: request.now,
  };
  if (asked) return composeOccasion(asked, composer);
  const range = calendarRequestRange(cleanText(latest));
  return range && calendarIntents.has(classifyMessage(latest).intent) ? composeCalendar(range, composer) : null;
}
