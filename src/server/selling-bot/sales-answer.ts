import type { BuyerLocale } from "../../shared/bot-texts";
import {
  AiUnavailableError,
  asksAboutDiscount,
  asksOnlyWhatACardShows,
  mostRelevant,
  productsNamedIn,
  questionLocale,
  type SalesChannel,
  type SalesOrder,
  type SalesProduct,
  salesReplyOf,
} from "../ai/service";
import { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { productsForSale } from "./shop-catalog";
import { activeTemplate, discountAnswer } from "./shop-templates";

/** The engine is given this many of the shop's products, the most relevant to the question first. */
const productsPerAnswer = 40;
/**
 * Model answers per buyer chat and minute, in this process; past it the offline engine answers, so a buyer
 * who floods a bot or a number costs the seller no model calls.
 */
const modelAnswers = new PerUserRateLimit(6, 60_000);
/** How long a buyer waits for a model's answer before the offline engine answers. */
const modelWaitMs = 20_000;

export type ProductForSale = Awaited<ReturnType<typeof productsForSale>>[number];

/**
 * A product's own card (its figures from the database), or the engine's words; in the buyer's language. `helpless`:
 * the shop's data did not answer the question (the bot then offers a person, issue 37).
 */
export type SalesAnswer = { locale: BuyerLocale } & (
  | { kind: "card"; product: ProductForSale }
  | { kind: "text"; text: string; helpless: boolean }
);

export interface SalesQuestion {
  sellerId: string;
  shopName: string;
  /** The buyer's app language: the answer's when their words do not show one. */
  locale: BuyerLocale;
  /** The seller's bot, or WhatsApp (where there are no buttons, and orders go through the bot). */
  channel: SalesChannel;
  question: string;
  /** This buyer's own orders, newest first: never another buyer's. */
  orders: SalesOrder[];
  /** Who asks, for the model's rate limit: one chat of one bot, one customer of one number. */
  askerKey: string;
  /** Told before a model is asked, as a model takes seconds (the bot shows "typing"). */
  beforeModel?: () => Promise<void>;
}

const salesProductOf = (row: ProductForSale): SalesProduct => ({
  name: row.name,
  code: row.productCode,
  price: row.price,
  stock: row.stock,
  category: row.category,
  description: row.description,
});

/**
 * The sales assistant (issue 14, DESIGN 24), wherever the buyer writes from. A message that names one
 * product of this shop and asks only what its card shows (price, stock) gets the card; any other question
 * goes to the AI engine with this seller's products and this buyer's orders. When a model fails, is slow,
 * or this buyer asked too often, the offline engine answers, so the buyer is never left without one.
 */
export async function salesAnswer(
  ctx: Pick<ServiceContext, "db" | "ai" | "logger">,
  input: SalesQuestion,
): Promise<SalesAnswer> {
  const rows = await productsForSale(ctx.db, input.sellerId);
  const products = rows.map(salesProductOf);
  const named = productsNamedIn(input.question, products);
  const card = named.length === 1 && named[0] && asksOnlyWhatACardShows(input.question) ? named[0] : undefined;
  const cardRow = card && rows[products.indexOf(card)];
  const locale = questionLocale(input.question, products, input.locale);
  if (cardRow) return { kind: "card", product: cardRow, locale };
  // The seller's own words and code for "any discount?", from the database, without the model.
  const discount = asksAboutDiscount(input.question)
    ? await discountAnswer(ctx.db, input.sellerId, new Date())
    : undefined;
  if (discount) return { kind: "text", text: discount, locale, helpless: false };
  const support = await activeTemplate(ctx.db, input.sellerId, "support");
  const request = {
    shopName: input.shopName,
    locale,
    channel: input.channel,
    question: input.question,
    products: mostRelevant(input.question, products, productsPerAnswer),
    orders: input.orders,
    supportText: support ?? null,
    now: new Date(),
    // A buyer waits in a chat: a model slower than this is answered offline instead.
    signal: AbortSignal.timeout(modelWaitMs),
  };
  // The offline engine's judgement of whether the data answers the question stands for a model's answer too.
  const offline = salesReplyOf(request);
  if (ctx.ai.kind === "offline" || !modelAnswers.take(input.askerKey)) {
    return { kind: "text", ...offline, locale };
  }
  // Showing that an answer is coming is a nicety whose failure costs nothing.
  await input.beforeModel?.().catch(() => undefined);
  try {
    return { kind: "text", text: await ctx.ai.answerBuyer(request), helpless: offline.helpless, locale };
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    ctx.logger.warn({ err: error, seller: input.sellerId }, "the sales assistant's model failed; answered offline");
    return { kind: "text", ...offline, locale };
  }
}
