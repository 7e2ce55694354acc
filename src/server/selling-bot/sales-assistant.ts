import { InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { personTexts, talkToPersonData } from "../../shared/conversations";
import type { SalesOrder } from "../ai/service";
import { productCard } from "./product-card";
import { salesAnswer } from "./sales-answer";
import { buyerOrders, productForSale } from "./shop-catalog";
import { localeOf, type ShopContext } from "./storefront-context";

/** And this many of the buyer's orders, newest first. */
const ordersPerAnswer = 10;
/** Telegram refuses a longer message. */
const messageLimit = 4096;

type QuestionContext = ShopContext & { message: { text: string }; chat: { id: number } };

/** This buyer's orders through this bot, as the engine reads them. */
async function ordersOf(ctx: QuestionContext): Promise<SalesOrder[]> {
  const rows = await buyerOrders(ctx.shop.db, { botId: ctx.shop.botId, chatId: ctx.chat.id }, ordersPerAnswer);
  return rows.map((order) => ({
    number: order.number,
    items: order.lines,
    amount: order.total,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt,
  }));
}

/** Anything else a buyer writes to the bot (issue 14, DESIGN 24): the sales assistant's card or words. */
export async function answerQuestion(ctx: QuestionContext) {
  const locale = localeOf(ctx);
  const answer = await salesAnswer(ctx.shop, {
    sellerId: ctx.shop.sellerId,
    shopName: ctx.shop.name,
    locale,
    channel: { kind: "bot" },
    question: ctx.message.text,
    orders: await ordersOf(ctx),
    askerKey: `${ctx.shop.botId}:${ctx.chat.id}`,
    beforeModel: async () => {
      await ctx.replyWithChatAction("typing");
    },
  });
  if (answer.kind === "card") {
    // Read again with its variants: the card offers each of them.
    const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { id: answer.product.id });
    return product ? productCard(ctx, answer.locale, product) : ctx.reply(botTexts[answer.locale].productGone);
  }
  // Issue 37: what the shop's data cannot answer, a person may: the answer offers one.
  const offer = answer.helpless ? { reply_markup: personButton(answer.locale) } : {};
  await ctx.reply(answer.text.slice(0, messageLimit), offer);
}

const personButton = (locale: BuyerLocale) =>
  new InlineKeyboard().text(personTexts[locale].talkToPerson, talkToPersonData);
