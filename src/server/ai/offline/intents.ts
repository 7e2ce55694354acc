import { type CaptionStyle, captionStyles } from "../../../shared/daily-content";
import {
  type ContentIntent,
  type CustomerReplyKind,
  contentIntents,
  customerReplyKinds,
  intentVocabulary,
} from "./corpus";
import { createKeywordMatcher, firstMatch, type KeywordMatch, type KeywordMatcher } from "./keyword-matcher";
import { canonicalText, cleanText, foldCase } from "./normalize-text";
import { isKnownNoun, productKindMatch, productKindOf, productKinds } from "./product-kinds";
import {
  audienceOf,
  type ComplaintIssue,
  complaintIssueOf,
  isGeneralSubject,
  placeIn,
  requestedCount,
  subjectStopWords,
  type Tone,
  toneOf,
  withoutOwnerEnding,
} from "./request-details";

export type Intent = ContentIntent | "greeting" | "help" | "thanks" | "fallback";

export interface ClassifiedMessage {
  intent: Intent;
  /** For a reply to a customer: what the customer asked about, when the message says. */
  customerKind: CustomerReplyKind | null;
  /** Caption styles the message names; empty means all three. */
  captionStyles: CaptionStyle[];
  /** The subject of the request in the user's own words ("کافه من", "my handmade jewelry"). */
  topic: string | null;
  /** "more", "یکی دیگه": the user wants another answer to the previous request. */
  isFollowUp: boolean;
  /** "۱۰ ایده", "3 captions": how many items the user asked for. */
  count: number | null;
  tone: Tone | null;
  /** An audience id of the corpus ("ادکلن مردانه" → "men"). */
  audience: string | null;
  /** "in Toronto", «ارسال به شهرستان». */
  place: string | null;
  /** For a complaint: what went wrong, when the message says. */
  complaintIssue: ComplaintIssue | null;
}

function matchersOf<K extends string>(keys: readonly K[], lists: Record<K, { stems: string[]; words: string[] }>) {
  return keys.map((key) => [key, createKeywordMatcher(lists[key])] as const);
}

const contentMatchers = matchersOf(contentIntents, intentVocabulary.intents);
const courtesyMatchers = matchersOf(["help", "thanks"] as const, intentVocabulary.intents);
const greetingMatcher = createKeywordMatcher(intentVocabulary.intents.greeting);
const customerKindMatchers = matchersOf(customerReplyKinds, intentVocabulary.customerKinds);
// "Thanks" is also how people open a message, so it names the customer's message only when nothing else does.
const customerQuestionMatchers = customerKindMatchers.filter(([kind]) => kind !== "thanks");
const captionStyleMatchers = matchersOf(captionStyles, intentVocabulary.captionStyles);
const followUpMatcher = createKeywordMatcher(intentVocabulary.followUp);
// Only these requests name their subject right beside the keyword ("کپشن کافه", "coffee shop caption").
const subjectBesideKeyword: ReadonlySet<Intent> = new Set([
  "caption",
  "ideas",
  "hashtags",
  "bio",
  "productDescription",
]);

const { markers, stopWords, trimWords, ownerWords, leadWords } = intentVocabulary.topic;
const markerPattern = new RegExp(
  `(?<![\\p{L}\\p{N}\\u200C])(?:${markers
    .map((marker) => foldCase(cleanText(marker)).replace(/\s+/g, "[\\s\\u200C]+"))
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);
const stopSet = new Set([...stopWords, ...subjectStopWords, ...markers].map(canonicalText));
const trimSet = new Set(trimWords.map(canonicalText));
const ownerSet = new Set(ownerWords.map(canonicalText));
const leadSet = new Set(leadWords.map(canonicalText));
const clauseEnd = /[.,!?؟،؛:;()«»"“”\n]/;
const maxTopicWords = 6;
const maxTopicLength = 48;

export function isOwnerWord(word: string): boolean {
  return ownerSet.has(canonicalText(word));
}

// Two-word product names ("آموزشگاه موسیقی", "music school") hold a word that alone would end a subject.
const productPairs = new Set(
  Object.values(productKinds)
    .flatMap((kind) => [...kind.keywords.fa, ...kind.keywords.en])
    .map(canonicalText)
    .filter((keyword) => keyword.split(" ").length === 2),
);

/** Whether `word` ends a subject; `beside` is the subject's word next to it, which may make a product name with it. */
function endsTopic(word: string, beside?: string, besideFirst = true): boolean {
  const canonical = canonicalText(word);
  if (stopSet.has(canonical)) return true;
  if (beside && productPairs.has(canonicalText(besideFirst ? `${beside} ${word}` : `${word} ${beside}`))) return false;
  return [...contentMatchers, ...customerKindMatchers].some(([, matcher]) => matcher.find(word) !== null);
}

// "پیجم", "صفحه‌مون": a filler word with a possessive ending is still a filler.
const possessiveEnding = / ?(?:ام|مان|مون|م)$/;

function isFiller(word: string): boolean {
  const canonical = canonicalText(word);
  return trimSet.has(canonical) || trimSet.has(canonical.replace(possessiveEnding, ""));
}

// "کافه‌ام", "سالن زیبایی‌مون": the subject without the owner's ending (only a joined one: "چرم" keeps its م).
const joinedPossessive = /\u200C(?:ام|ات|اش|مان|تان|شان|مون|تون|شون)$/;

/**
 * The subject as a noun phrase: fillers, the owner ("my", "من") and what the request does with it
 * ("فروش", "selling") are dropped from its edges, and a possessive ending from its words, so
 * "فروش شال دستباف" is «شال دستباف» and "my ceramics shop" is "ceramics shop".
 */
// "my bakery's sourdough bread": the thing after an English possessive, when it names a product.
const possessorEnding = /['’]s$/i;

export function tidyTopic(words: string[]): string | null {
  const possessor = words.findIndex((word, index) => index < words.length - 1 && possessorEnding.test(word));
  if (possessor >= 0 && productKindOf(words.slice(possessor + 1).join(" ")))
    return tidyTopic(words.slice(possessor + 1));
  let start = 0;
  let end = words.length;
  const edge = (word: string) => isFiller(word) || isOwnerWord(word);
  while (start < end && (edge(words[start]) || leadSet.has(canonicalText(words[start])))) start++;
  while (end > start && edge(words[end - 1])) end--;
  const kept = words.slice(start, end).map((word) => word.replace(joinedPossessive, ""));
  // The owner's ending sits on the phrase's last word: «شال و روسری دستبافم».
  if (kept.length > 0) kept[kept.length - 1] = withoutOwnerEnding(kept[kept.length - 1], isKnownNoun);
  if (kept.every(isOwnerWord) || !kept.some((word) => /\p{L}/u.test(word))) return null;
  const topic = kept.join(" ");
  return topic.length > maxTopicLength ? `${topic.slice(0, maxTopicLength).trimEnd()}…` : topic;
}

function wordsAfter(text: string): string[] {
  const clause = text.split(clauseEnd)[0];
  const words: string[] = [];
  for (const word of clause.split(/\s+/).filter(Boolean)) {
    if (endsTopic(word, words.at(-1)) || words.length === maxTopicWords) break;
    words.push(word);
  }
  return words;
}

function wordsBefore(text: string): string[] {
  const clauses = text.split(clauseEnd);
  const clause = clauses[clauses.length - 1];
  const words: string[] = [];
  for (const word of clause.split(/\s+/).filter(Boolean).reverse()) {
    if (endsTopic(word, words[0], false) || words.length === maxTopicWords) break;
    words.unshift(word);
  }
  return words;
}

/**
 * The subject after "برای / درباره / for / about", else the words beside the request's keyword. A subject
 * that only says where ("for the online store") gives way to one that says what.
 */
export function extractTopic(text: string, keyword?: KeywordMatch): string | null {
  const cleaned = cleanText(text);
  const candidates = [...foldCase(cleaned).matchAll(markerPattern)].map((marker) =>
    tidyTopic(wordsAfter(cleaned.slice(marker.index + marker[0].length))),
  );
  if (keyword) {
    candidates.push(
      tidyTopic(wordsAfter(cleaned.slice(keyword.index + keyword.length))) ??
        tidyTopic(wordsBefore(cleaned.slice(0, keyword.index))),
    );
  }
  const found = candidates.filter((topic): topic is string => topic !== null);
  return found.find((topic) => !isGeneralSubject(topic)) ?? found[0] ?? null;
}

const determiners = new Set(["the", "a", "an", "this", "that", "their", "his", "her", "its"]);

/**
 * The product a message mentions in passing («قیمت شال چنده», "how much the ceramic vase costs"): the
 * product word the corpus knows, with its modifiers, after it in Persian and before it in English.
 */
export function productPhraseIn(text: string): string | null {
  const cleaned = cleanText(text);
  const found = productKindMatch(cleaned);
  if (!found) return null;
  const before = cleaned.slice(0, found.index).split(/\s+/).filter(Boolean);
  const after = cleaned.slice(found.index).split(clauseEnd)[0].split(/\s+/).filter(Boolean);
  if (/\p{Script=Arabic}/u.test(after[0] ?? "")) return tidyTopic(wordsAfter(after.join(" ")));
  const head = after.slice(0, cleaned.slice(found.index, found.index + found.length).split(/\s+/).length);
  const modifiers: string[] = [];
  for (const word of before.reverse()) {
    const canonical = canonicalText(word);
    if (determiners.has(canonical) || isOwnerWord(word) || endsTopic(word) || modifiers.length === 3) break;
    modifiers.unshift(word);
  }
  return tidyTopic([...modifiers, ...head]);
}

function courtesyIntent(cleaned: string): Intent {
  const courtesy = firstMatch(cleaned, courtesyMatchers);
  if (courtesy) return courtesy.key;
  return greetingMatcher.find(cleaned) ? "greeting" : "fallback";
}

function customerKindOf(cleaned: string): CustomerReplyKind | null {
  return firstMatch(cleaned, customerQuestionMatchers)?.key ?? firstMatch(cleaned, customerKindMatchers)?.key ?? null;
}

function matchingKeys<K extends string>(text: string, matchers: ReadonlyArray<readonly [K, KeywordMatcher]>): K[] {
  return matchers.filter(([, matcher]) => matcher.find(text) !== null).map(([key]) => key);
}

/**
 * The request a message makes. A content request wins over courtesy ("سلام، یک کپشن…" is a caption
 * request); among content requests the one named first wins.
 */
export function classifyMessage(text: string): ClassifiedMessage {
  const cleaned = cleanText(text);
  const content = firstMatch(cleaned, contentMatchers);
  const intent = content?.key ?? courtesyIntent(cleaned);
  const customerKind = intent === "customerReply" ? customerKindOf(cleaned) : null;
  return {
    intent,
    customerKind,
    captionStyles: intent === "caption" ? matchingKeys(cleaned, captionStyleMatchers) : [],
    // A reply to a customer is about the product the customer asked about, not "for a customer".
    topic:
      intent === "customerReply"
        ? productPhraseIn(cleaned)
        : extractTopic(cleaned, subjectBesideKeyword.has(intent) ? content?.match : undefined),
    isFollowUp: content === null && followUpMatcher.find(cleaned) !== null,
    count: requestedCount(cleaned, (word) => contentMatchers.some(([, matcher]) => matcher.find(word) !== null)),
    tone: toneOf(cleaned),
    audience: audienceOf(cleaned),
    place: placeIn(cleaned),
    complaintIssue: customerKind === "complaint" ? complaintIssueOf(cleaned) : null,
  };
}
