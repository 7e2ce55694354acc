import { AiUnavailableError, type SalesOrder, type SalesProduct, type SalesRequest } from "../ai/engine";
import { productsNamedIn } from "../ai/offline/product-match";
import { asksOnlyWhatACardShows } from "../ai/offline/sales-intents";
import { mostRelevant } from "../ai/offline/sales-needs";
import { composeSalesReply } from "../ai/offline/sales-reply";
import { PerUserRateLimit } from "../ai/per-user-rate-limit";
import { productCard } from "./product-card";
import { buyerOrders, productsForSale } from "./shop-catalog";
import { activeTemplate } from "./shop-templates";
import { localeOf, type ShopContext } from "./storefront-context";

/** The engine is given this many of the shop's products, the most relevant to the question first. */
const productsPerAnswer = 40;
/** And this many of the buyer's orders, newest first. */
const ordersPerAnswer = 10;
/**
 * Model answers per buyer chat and minute, in this process; past it the offline engine answers, so a buyer
 * who floods a bot costs the seller no model calls.
 */
const modelAnswers = new PerUserRateLimit(6, 60_000);
/** How long a buyer waits for a model's answer before the offline engine answers. */
const modelWaitMs = 20_000;
/** Telegram refuses a longer message. */
const messageLimit = 4096;

type QuestionContext = ShopContext & { message: { text: string }; chat: { id: number } };
type ProductRow = Awaited<ReturnType<typeof productsForSale>>[number];

const salesProductOf = (row: ProductRow): SalesProduct => ({
  name: row.name,
  code: row.productCode,
  price: row.price,
  stock: row.stockQuantity,
  category: row.category,
  description: row.description,
});

/** This buyer's orders through this bot, as the engine reads them. */
async function ordersOf(ctx: QuestionContext): Promise<SalesOrder[]> {
  const rows = await buyerOrders(ctx.shop.db, { botId: ctx.shop.botId, chatId: ctx.chat.id }, ordersPerAnswer);
  return rows.map((order) => ({
    number: order.number,
    productName: order.productName,
    quantity: order.quantity,
    amount: order.amount,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt,
  }));
}

/** The engine's answer; when a model fails, the offline engine's, so the buyer is never left without one. */
async function answerFrom(ctx: QuestionContext, request: SalesRequest): Promise<string> {
  if (ctx.shop.ai.kind !== "offline" && !modelAnswers.take(`${ctx.shop.botId}:${ctx.chat.id}`)) {
    return composeSalesReply(request);
  }
  // A model takes seconds, so the buyer sees the bot typing; that is a nicety whose failure costs nothing.
  if (ctx.shop.ai.kind !== "offline") await ctx.replyWithChatAction("typing").catch(() => undefined);
  try {
    return await ctx.shop.ai.answerBuyer(request);
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    ctx.shop.logger.warn({ err: error, botId: ctx.shop.botId }, "the sales assistant's model failed; answered offline");
    return composeSalesReply(request);
  }
}

/**
 * Anything else a buyer writes (issue 14, DESIGN 24). A message that names one product of this shop and
 * asks only what its card shows (price, stock) gets the card, figures from the database and an order
 * button; any other question goes to the AI engine with this seller's products and this buyer's orders.
 */
export async function answerQuestion(ctx: QuestionContext) {
  const locale = localeOf(ctx);
  const question = ctx.message.text;
  const rows = await productsForSale(ctx.shop.db, ctx.shop.sellerId);
  const products = rows.map(salesProductOf);
  const named = productsNamedIn(question, products);
  const card = named.length === 1 && named[0] && asksOnlyWhatACardShows(question) ? named[0] : undefined;
  const cardRow = card && rows[products.indexOf(card)];
  if (cardRow) return productCard(ctx, locale, cardRow);
  const [mine, support] = await Promise.all([ordersOf(ctx), activeTemplate(ctx.shop.db, ctx.shop.sellerId, "support")]);
  const answer = await answerFrom(ctx, {
    shopName: ctx.shop.name,
    locale,
    question,
    products: mostRelevant(question, products, productsPerAnswer),
    orders: mine,
    supportText: support ?? null,
    now: new Date(),
    // A buyer waits in a chat: a model slower than this is answered offline instead.
    signal: AbortSignal.timeout(modelWaitMs),
  });
  await ctx.reply(answer.slice(0, messageLimit));
}
