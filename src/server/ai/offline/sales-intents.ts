import { latinDigits } from "../../../shared/digits";
import { intentVocabulary } from "./corpus";
import { createKeywordMatcher } from "./keyword-matcher";
import { cleanText } from "./normalize-text";
import { type SalesTopic, salesTopics, salesVocabulary } from "./sales-corpus";

export type SalesIntent = SalesTopic | "greeting" | "thanks";

const matchers = [
  ...salesTopics.map((topic) => [topic, createKeywordMatcher(salesVocabulary.intents[topic])] as const),
  ["greeting", createKeywordMatcher(intentVocabulary.intents.greeting)] as const,
  ["thanks", createKeywordMatcher(intentVocabulary.intents.thanks)] as const,
];

/** Everything a buyer's message asks or says: «سلام، قیمت شال چنده؟» greets and asks a price. */
export function salesIntentsOf(question: string): Set<SalesIntent> {
  const cleaned = cleanText(question);
  return new Set(matchers.filter(([, matcher]) => matcher.find(cleaned) !== null).map(([intent]) => intent));
}

const whatACardShows: ReadonlySet<SalesIntent> = new Set(["greeting", "thanks", "price", "stock"]);

/** A message that asks nothing a product's card does not answer: its price, whether it is in stock, or just the product. */
export function asksOnlyWhatACardShows(question: string): boolean {
  return [...salesIntentsOf(question)].every((intent) => whatACardShows.has(intent));
}

/** A buyer asking whether there is a discount or a code («تخفیف دارید؟», "any coupon?"). */
export const asksAboutDiscount = (question: string): boolean => salesIntentsOf(question).has("discount");

// «سفارش ۱۲», «سفارش شماره ۳», "order #12"; not «سفارش ۲ تا» (an order of two).
const orderNumber =
  /(?:سفارش|order)\s*(?:شمارهٔ|شماره|number|no\.?)?\s*#?\s*(\d{1,9})(?!\d)(?!\s*(?:تا|عدد|دونه|دانه|pcs|items?|x)(?!\p{L}))/iu;

/** The order number a message asks about, if it names one. */
export function orderNumberIn(question: string): number | null {
  const match = orderNumber.exec(latinDigits(cleanText(question)));
  return match?.[1] ? Number(match[1]) : null;
}
