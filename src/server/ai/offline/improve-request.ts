import {
  type ChangeDirection,
  type ChangeKind,
  type ContentSubject,
  changeDirections,
  contentSubjects,
  improveCorpus,
  type ToneChange,
  toneChanges,
} from "./improve-corpus";
import { tidyTopic } from "./intents";
import { createKeywordMatcher, firstMatch, type KeywordMatch, type KeywordMatcher } from "./keyword-matcher";
import { canonicalText, cleanText, foldCase } from "./normalize-text";

export interface RequestedChange {
  kind: ChangeKind;
  /** What the new captions, ideas or hashtags are about, in the user's words. */
  topic: string | null;
}

const { tones, subjects, directions, clauseJoiners, topic: topicWords } = improveCorpus;

function matchersOf<K extends string>(keys: readonly K[], lists: Record<K, { stems: string[]; words: string[] }>) {
  return keys.map((key) => [key, createKeywordMatcher(lists[key])] as const);
}

const toneMatchers = matchersOf(toneChanges, tones);
const subjectMatchers = matchersOf(contentSubjects, subjects);
const directionMatchers = matchersOf(changeDirections, directions);
const fewerMatcher = createKeywordMatcher(directions.fewer);
// "about new year" is a subject, so "new" words do not end a topic; "more" and "fewer" words do.
const topicEnders: KeywordMatcher[] = [
  ...toneMatchers,
  ...subjectMatchers,
  ...directionMatchers.filter(([direction]) => direction !== "new"),
].map(([, matcher]) => matcher);

function alternation(words: string[]): string {
  return words
    .map((word) =>
      foldCase(cleanText(word))
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\s+/g, "[\\s\\u200C]+"),
    )
    .sort((a, b) => b.length - a.length)
    .join("|");
}

const wholeWord = (words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}\\u200C])(?:${alternation(words)})(?![\\p{L}\\p{N}])`, "gu");
const clauseBreak = new RegExp(`[.,!?؟،؛;:\\n]+|${wholeWord(clauseJoiners).source}`, "gu");
const markerPattern = wholeWord(topicWords.markers);
const subjectMarkerPattern = wholeWord(topicWords.subjectMarkers);
const stopSet = new Set(topicWords.stopWords.map(canonicalText));
const maxTopicWords = 6;
// "less formal" asks for the opposite tone.
const oppositeTone: Record<ToneChange, ToneChange> = {
  shorter: "longer",
  longer: "shorter",
  formal: "friendly",
  friendly: "formal",
};

/** The request cut at punctuation and at "and / و / also …": each part names its own change. */
function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  for (const separator of foldCase(text).matchAll(clauseBreak)) {
    clauses.push(text.slice(start, separator.index));
    start = separator.index + separator[0].length;
  }
  clauses.push(text.slice(start));
  return clauses.map((clause) => clause.trim()).filter((clause) => clause.length > 0);
}

function topicAfter(text: string): string | null {
  const words: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const word = raw.replace(/[«»"“”'‘’]/g, "");
    if (words.length === maxTopicWords || stopSet.has(canonicalText(word))) break;
    if (topicEnders.some((matcher) => matcher.find(word) !== null)) break;
    if (word.length > 0) words.push(word);
  }
  // The same noun phrase as a chat request's subject: no owner, no "فروش", no possessive ending.
  return tidyTopic(words);
}

/** "about Yalda night" anywhere; "captions for Yalda night" only right after what is to be rewritten. */
function topicOf(clause: string, firstSubjectEnd: number | null): string | null {
  const folded = foldCase(clause);
  const markers = [
    ...folded.matchAll(markerPattern),
    ...[...folded.matchAll(subjectMarkerPattern)].filter(
      (marker) => firstSubjectEnd !== null && marker.index >= firstSubjectEnd,
    ),
  ];
  for (const marker of markers) {
    const topic = topicAfter(clause.slice(marker.index + marker[0].length));
    if (topic) return topic;
  }
  return null;
}

function toneChangesOf(clause: string, fewer: KeywordMatch | null): { kind: ChangeKind; at: number }[] {
  return toneMatchers.flatMap(([tone, matcher]) => {
    const match = matcher.find(clause);
    if (!match) return [];
    const negated = fewer !== null && clause.slice(fewer.index + fewer.length, match.index).trim() === "";
    return [{ kind: negated ? oppositeTone[tone] : tone, at: match.index }];
  });
}

function subjectChange(
  subject: ContentSubject,
  direction: ChangeDirection | null,
  onlySubject: boolean,
): ChangeKind | null {
  switch (subject) {
    case "hashtags":
      if (direction === "more") return "moreHashtags";
      return direction === "fewer" ? "fewerHashtags" : "newHashtags";
    case "emoji":
      return direction === "fewer" ? "removeEmoji" : "addEmoji";
    case "ideas":
      return direction === "fewer" ? null : "newIdeas";
    case "captions":
      return onlySubject && (direction === "more" || direction === "new") ? "newCaptions" : null;
  }
}

function readClause(clause: string, inherited: ChangeDirection | null) {
  const direction = firstMatch(clause, directionMatchers);
  const named = subjectMatchers.flatMap(([subject, matcher]) => {
    const match = matcher.find(clause);
    return match ? [{ subject, match }] : [];
  });
  const tonesNamed = toneChangesOf(clause, fewerMatcher.find(clause));
  const effective = direction?.key ?? inherited;
  const firstSubjectEnd = named.length > 0 ? Math.min(...named.map(({ match }) => match.index + match.length)) : null;
  const topic = topicOf(clause, firstSubjectEnd);
  const changes: { kind: ChangeKind; at: number; topic: string | null }[] = tonesNamed.map(({ kind, at }) => ({
    kind,
    at,
    topic: null,
  }));
  for (const { subject, match } of named) {
    const onlySubject = named.length === 1 && tonesNamed.length === 0;
    const kind = subject === "captions" && topic ? "topicCaptions" : subjectChange(subject, effective, onlySubject);
    if (kind) changes.push({ kind, at: match.index, topic: subject === "emoji" ? null : topic });
  }
  const rewritesSomething = named.some(({ subject }) => subject !== "emoji");
  if (topic && !rewritesSomething) changes.push({ kind: "topicCaptions", at: clause.length, topic });
  changes.sort((a, b) => a.at - b.at);
  return { changes, direction: effective };
}

// Writing new captions replaces the old ones, so it comes before any change of tone or length.
const rewrites: ReadonlySet<ChangeKind> = new Set(["topicCaptions", "newCaptions", "variation"]);

/**
 * The changes a request asks for, in the order it names them, each once. A clause that names a
 * subject without saying how ("and hashtags") takes the direction of the clause before it.
 * A request that names nothing known asks for a fresh version of the captions.
 */
export function readImproveRequest(request: string): RequestedChange[] {
  const found: RequestedChange[] = [];
  let direction: ChangeDirection | null = null;
  for (const clause of clausesOf(cleanText(request))) {
    const reading = readClause(clause, direction);
    direction = reading.direction;
    for (const { kind, topic } of reading.changes) {
      if (!found.some((change) => change.kind === kind)) found.push({ kind, topic });
    }
  }
  if (found.length === 0) return [{ kind: "variation", topic: null }];
  // New captions about a topic already are new captions.
  const wanted = found.some(({ kind }) => kind === "topicCaptions")
    ? found.filter(({ kind }) => kind !== "newCaptions")
    : found;
  return [...wanted.filter(({ kind }) => rewrites.has(kind)), ...wanted.filter(({ kind }) => !rewrites.has(kind))];
}
