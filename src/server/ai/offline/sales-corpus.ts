import needs from "../corpus/sales-needs.json" with { type: "json" };
import replies from "../corpus/sales-replies.json" with { type: "json" };
import vocabulary from "../corpus/sales-vocabulary.json" with { type: "json" };
import type { KeywordList, Localized } from "./corpus";

// The sales assistant's words and phrases (issue 14). Like corpus.ts, the data is imported, and each
// annotation makes tsc check a data file's shape against what the engine reads.

/** What a buyer may ask besides greeting and thanking (those come from intents.json). */
export const salesTopics = [
  "price",
  "stock",
  "recommend",
  "delivery",
  "orders",
  "howToOrder",
  "contact",
  "catalog",
  /** Issue 36: answered with the seller's discount template and the code it names, when there is one. */
  "discount",
] as const;
export type SalesTopic = (typeof salesTopics)[number];

export interface SalesVocabulary {
  intents: Record<SalesTopic, KeywordList>;
  /** Words that say nothing about which product is meant ("for", "برای"). */
  stopWords: string[];
}
export const salesVocabulary: SalesVocabulary = vocabulary;

/** A need a buyer may name ("a gift for my mother"): the words that ask it, and what in a catalog fits it. */
export interface BuyerNeed {
  id: string;
  asks: string[];
  categories: string[];
  productWords: string[];
}
export const buyerNeeds: BuyerNeed[] = needs.needs;

export interface SalesPhrases {
  hello: string;
  greeting: string;
  thanks: string;
  productLine: string;
  inStock: string;
  stockLeft: string;
  soldOut: string;
  orderHint: string;
  partlyNamed: string;
  inCategory: string;
  suggestions: string;
  noFit: string;
  catalog: string;
  more: string;
  listJoiner: string;
  delivery: string;
  deliveryUnknown: string;
  contact: string;
  contactUnknown: string;
  howToOrder: string;
  orderNotFound: string;
  askSeller: string;
}
export const salesPhrases: Localized<SalesPhrases> = replies;
