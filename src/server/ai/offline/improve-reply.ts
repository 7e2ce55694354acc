import type { Locale } from "../../../shared/locales";
import { escapeMarkdown, fillTemplate } from "./fill-template";
import { type ChangeKind, improveCorpus } from "./improve-corpus";
import type { RequestedChange } from "./improve-request";
import { toLocaleDigits } from "./normalize-text";

export interface ChangeOutcome {
  change: RequestedChange;
  /** False when there was nothing to do: no captions, no emoji to remove, no tags left to add… */
  changed: boolean;
  /** The number of hashtags after the change. */
  hashtagTotal: number;
  /** Zero when the plan gives no captions, which is then the reason a caption change did nothing. */
  captionTotal: number;
}

const captionChanges: ReadonlySet<ChangeKind> = new Set([
  "shorter",
  "longer",
  "formal",
  "friendly",
  "addEmoji",
  "removeEmoji",
  "newCaptions",
  "topicCaptions",
  "variation",
]);
const persianLetter = /(?=\p{L})\p{Script=Arabic}/u;

/** The reply speaks the request's language: Persian when it has Persian letters, else English. */
export function replyLocale(request: string): Locale {
  return persianLetter.test(request) ? "fa" : "en";
}

// Not fillTemplate: a phrase here sits inside a sentence, so its first letter keeps its case.
function fillPhrase(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (_placeholder, key: string) => values[key] ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

function joinList(items: string[], locale: Locale): string {
  const { listJoiner, lastJoiner } = improveCorpus.replies[locale];
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(listJoiner)}${lastJoiner}${items[items.length - 1]}`;
}

/** What changed, as the assistant's chat reply; what could not change is said too, never hidden. */
export function composeImproveReply(outcomes: ChangeOutcome[], locale: Locale): string {
  const phrases = improveCorpus.replies[locale];
  const phraseOf = ({ change, hashtagTotal }: ChangeOutcome, from: Record<ChangeKind, string>) =>
    fillPhrase(from[change.kind], {
      total: toLocaleDigits(String(hashtagTotal), locale),
      about: change.topic ? fillPhrase(phrases.about, { topic: escapeMarkdown(change.topic) }) : "",
    });
  const skippedPhrase = (outcome: ChangeOutcome) =>
    captionChanges.has(outcome.change.kind) && outcome.captionTotal === 0
      ? phrases.noCaptions
      : phraseOf(outcome, phrases.skipped);
  const done = outcomes.filter((outcome) => outcome.changed);
  const variations = done.filter(({ change }) => change.kind === "variation");
  const listed = done
    .filter(({ change }) => change.kind !== "variation")
    .map((outcome) => phraseOf(outcome, phrases.done));
  const skipped = new Set(
    outcomes.filter((outcome) => !outcome.changed).map((outcome) => `${skippedPhrase(outcome)}.`),
  );
  return [
    ...variations.map((outcome) => `${phraseOf(outcome, phrases.done)}.`),
    ...(listed.length > 0 ? [fillTemplate(phrases.summary, { changes: joinList(listed, locale) })] : []),
    ...skipped,
    listed.length > 0 ? phrases.closing : phrases.hint,
  ].join(" ");
}
