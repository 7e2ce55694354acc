import type { Locale } from "../../../shared/locales";
import type { AiProfile } from "../../integrations/ai/engine";
import { type ReplyPhrases, replyPhrases } from "./corpus";
import { fillTemplate } from "./fill-template";
import type { ClassifiedMessage } from "./intents";
import { industryText } from "./profile-context";
import { createSeededRandom, type SeededRandom } from "./seeded-random";

/** Everything a reply is composed from; `profile.industry` is already the request's industry. */
export interface ReplyContext {
  locale: Locale;
  profile: AiProfile;
  /** The request's subject, escaped for Markdown. */
  topic: string | null;
  seed: string;
  now: Date;
  message: ClassifiedMessage;
}

export function phrasesFor(context: ReplyContext): ReplyPhrases {
  return replyPhrases[context.locale];
}

export function randomFor(context: ReplyContext, part: string): SeededRandom {
  return createSeededRandom(`${context.seed}|${part}`);
}

/** «the topic» when the user named one, else the industry ("حوزه‌ی غذا و نوشیدنی"). */
export function subjectOf(context: ReplyContext): string {
  const phrases = phrasesFor(context);
  return context.topic
    ? fillTemplate(phrases.topicSubject, { topic: context.topic })
    : fillTemplate(phrases.industrySubject, { label: industryText(context.profile, context.locale).label });
}

export function bold(text: string): string {
  return `**${text}**`;
}

export function numbered(items: readonly string[]): string[] {
  return items.map((item, index) => `${index + 1}. ${item}`);
}

/** A blockquote whose lines stay lines (two trailing spaces are a Markdown hard break). */
export function quoted(lines: readonly string[]): string {
  return lines.map((line) => `> ${line}`).join("  \n");
}

export function paragraphs(blocks: ReadonlyArray<string | null>): string {
  return blocks.filter((block): block is string => Boolean(block)).join("\n\n");
}
