import improve from "../corpus/improve.json" with { type: "json" };
import type { KeywordList, Localized } from "./corpus";

// The words and phrases of the daily-content improve assistant. Like corpus.ts, the data is
// imported, and the annotation makes tsc check the file's shape against what the engine reads.

export const toneChanges = ["shorter", "longer", "formal", "friendly"] as const;
export type ToneChange = (typeof toneChanges)[number];

export const contentSubjects = ["captions", "hashtags", "emoji", "ideas"] as const;
export type ContentSubject = (typeof contentSubjects)[number];

export const changeDirections = ["more", "fewer", "new"] as const;
export type ChangeDirection = (typeof changeDirections)[number];

export type ChangeKind =
  | ToneChange
  | "addEmoji"
  | "removeEmoji"
  | "moreHashtags"
  | "fewerHashtags"
  | "newHashtags"
  | "newIdeas"
  | "newCaptions"
  | "topicCaptions"
  | "variation";

export interface ImproveReplyPhrases {
  /** "Done: I {changes}." */
  summary: string;
  listJoiner: string;
  lastJoiner: string;
  about: string;
  done: Record<ChangeKind, string>;
  skipped: Record<ChangeKind, string>;
  /** Why a caption change did nothing when the plan gives no captions. */
  noCaptions: string;
  closing: string;
  hint: string;
}

export interface ImproveCorpus {
  tones: Record<ToneChange, KeywordList>;
  subjects: Record<ContentSubject, KeywordList>;
  directions: Record<ChangeDirection, KeywordList>;
  clauseJoiners: string[];
  /** `subjectMarkers` ("for") name a topic only right after captions, ideas or hashtags. */
  topic: { markers: string[]; subjectMarkers: string[]; stopWords: string[] };
  /** Informal → formal; `endings` are the possessive endings after a half-space ("کافه‌مون"). */
  formal: { words: Record<string, string>; endings: Record<string, string> };
  friendlyOpeners: Localized<string[]>;
  extraEmojis: string[];
  detailSentences: Localized<string[]>;
  /** Sentences that lengthen a caption once every benefit was said. */
  extraDetails: Localized<string[]>;
  replies: Localized<ImproveReplyPhrases>;
}

export const improveCorpus: ImproveCorpus = improve;
