import type { CaptionStyle } from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import { industries as profileIndustries } from "../../../shared/profile";
import bios from "../corpus/bios.json" with { type: "json" };
import businessTypes from "../corpus/business-types.json" with { type: "json" };
import captions from "../corpus/captions.json" with { type: "json" };
import conversation from "../corpus/conversation.json" with { type: "json" };
import customerReplies from "../corpus/customer-replies.json" with { type: "json" };
import goals from "../corpus/goals.json" with { type: "json" };
import hashtags from "../corpus/hashtags.json" with { type: "json" };
import automotive from "../corpus/industries/automotive.json" with { type: "json" };
import beauty from "../corpus/industries/beauty.json" with { type: "json" };
import consulting from "../corpus/industries/consulting.json" with { type: "json" };
import ecommerce from "../corpus/industries/ecommerce.json" with { type: "json" };
import education from "../corpus/industries/education.json" with { type: "json" };
import entertainment from "../corpus/industries/entertainment.json" with { type: "json" };
import fashion from "../corpus/industries/fashion.json" with { type: "json" };
import finance from "../corpus/industries/finance.json" with { type: "json" };
import food from "../corpus/industries/food.json" with { type: "json" };
import health from "../corpus/industries/health.json" with { type: "json" };
import manufacturing from "../corpus/industries/manufacturing.json" with { type: "json" };
import other from "../corpus/industries/other.json" with { type: "json" };
import realEstate from "../corpus/industries/real-estate.json" with { type: "json" };
import sports from "../corpus/industries/sports.json" with { type: "json" };
import technology from "../corpus/industries/technology.json" with { type: "json" };
import travel from "../corpus/industries/travel.json" with { type: "json" };
import intents from "../corpus/intents.json" with { type: "json" };
import interests from "../corpus/interests.json" with { type: "json" };
import music from "../corpus/music.json" with { type: "json" };
import productDescriptions from "../corpus/product-descriptions.json" with { type: "json" };
import replyPhrasesData from "../corpus/reply-phrases.json" with { type: "json" };
import topicIdeas from "../corpus/topic-ideas.json" with { type: "json" };
import type { DayKind, DayPart } from "./tehran-time";

// The corpus is imported, not read from disk, so it loads once with the module and survives bundling.
// Each annotation below makes tsc check a data file's shape against what the engine reads.

export type Localized<T> = Record<Locale, T>;

/** 000 §3: the industry options of a profile; the corpus has content for each. */
export const industryIds = profileIndustries;
export type IndustryId = (typeof industryIds)[number];

export interface KeywordList {
  stems: string[];
  words: string[];
}

export interface IndustryText {
  label: string;
  topics: string[];
  audience: string[];
  benefits: string[];
  emojis: string[];
  ideas: string[];
  hashtags: string[];
  bioLines: string[];
  productPoints: string[];
  delivery: string;
}

export interface PostingSlot {
  day: string;
  from: string;
  to: string;
  reason: Localized<string>;
}

export interface IndustryCorpus extends Localized<IndustryText> {
  keywords: Localized<string[]>;
  musicMoods: string[];
  postingSlots: PostingSlot[];
}

export const industries: Record<IndustryId, IndustryCorpus> = {
  technology,
  ecommerce,
  fashion,
  food,
  beauty,
  health,
  education,
  finance,
  "real-estate": realEstate,
  automotive,
  travel,
  sports,
  entertainment,
  consulting,
  manufacturing,
  other,
};

export const captionTemplates: Localized<Record<CaptionStyle, string[]>> = captions;

export const trendingHashtags: Localized<string[]> = hashtags.trending;
export const topicIdeaTemplates: Localized<string[]> = topicIdeas;

export interface Song {
  origin: string;
  moods: string[];
  name: Localized<string>;
  artist: Localized<string>;
}
export const songs: Song[] = music.songs;

export interface GoalKind {
  keywords: Localized<string[]>;
  ctas: Localized<string[]>;
  tip: Localized<string[]>;
}
export const goalKinds: Record<string, GoalKind> = goals.kinds;
export const defaultCtas: Localized<string[]> = goals.defaultCtas;

export const businessTypeLines: Record<string, Localized<{ bioLine: string; tip: string }>> = businessTypes;

export interface Interest {
  keywords: Localized<string[]>;
  tip: Localized<string>;
}
export const interestTips: Record<string, Interest> = interests;

export const bioTemplates: Localized<{ layouts: string[][]; ctas: string[] }> = bios;
export const productDescriptionTemplates: Localized<{ intros: string[]; closings: string[]; shortVersions: string[] }> =
  productDescriptions;

export const customerReplyKinds = ["price", "delivery", "complaint", "thanks", "options"] as const;
export type CustomerReplyKind = (typeof customerReplyKinds)[number];
export const customerReplyTemplates: Localized<Record<CustomerReplyKind, string[]>> = customerReplies;

export interface IntentVocabulary {
  intents: Record<string, KeywordList>;
  customerKinds: Record<CustomerReplyKind, KeywordList>;
  captionStyles: Record<CaptionStyle, KeywordList>;
  followUp: KeywordList;
  /** `leadWords`: what a request says it does with the subject ("فروش", "selling"), dropped before it. */
  topic: { markers: string[]; stopWords: string[]; trimWords: string[]; ownerWords: string[]; leadWords: string[] };
}
export const intentVocabulary: IntentVocabulary = intents;

export const contentIntents = [
  "caption",
  "ideas",
  "hashtags",
  "bio",
  "productDescription",
  "customerReply",
  "postingTime",
  "music",
] as const;
export type ContentIntent = (typeof contentIntents)[number];

export interface ConversationPhrases {
  defaultName: string;
  timeGreetings: Record<DayPart, string>;
  greetings: string[];
  intros: string[];
  helpHeading: string;
  helpIntros: string[];
  tryAsking: string;
  capabilities: Record<ContentIntent, { text: string; example: string }>;
  capabilityLine: string;
  thanks: string[];
  nextSteps: string[];
  fallbackIntros: string[];
  topicFallbackIntros: string[];
  fallbackOutro: string;
}
export const conversationPhrases: Localized<ConversationPhrases> = conversation;

export interface ReplyPhrases {
  headings: Record<ContentIntent, string>;
  topicSubject: string;
  industrySubject: string;
  styleHeadings: Record<CaptionStyle, string>;
  labels: Record<
    | "suggestedHashtags"
    | "industryTags"
    | "trendingTags"
    | "features"
    | "shortVersion"
    | "option"
    | "version"
    | "today"
    | "timeRange"
    | "timezoneNote"
    | "goalLine"
    | "postingLine"
    | "musicLine"
    | "songLine"
    | "postingTimeText",
    string
  >;
  dayKinds: Record<DayKind, string>;
  customerKinds: Record<CustomerReplyKind, string>;
  tips: Record<"caption" | "ideas" | "hashtags" | "bio" | "productDescription" | "postingTime" | "music", string[]> & {
    customer: Record<CustomerReplyKind, string[]>;
  };
}
export const replyPhrases: Localized<ReplyPhrases> = replyPhrasesData;
