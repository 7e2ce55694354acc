import { eq } from "drizzle-orm";
import { Api } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import type { OrderChange } from "../../shared/orders";
import { fillTemplate } from "../../shared/templates";
import { formatCount, formatToman } from "../../shared/toman";
import { botAnswers } from "../bots/service";
import { orders, sellerBots } from "../db/schema";
import { itemsOf, lineText } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { writeChatState } from "./chat-state";
import { activeTemplate } from "./shop-templates";

/**
 * Issue 14: every change the seller makes to an order from a bot is told to its buyer in that chat, with
 * the seller's order_confirmation template when there is one (`{product_name}`, `{price}`, `{order_id}`
 * filled in). A rejected receipt asks for another and waits for it.
 */
export async function tellBuyer(ctx: ServiceContext, input: { orderId: string; change: OrderChange }) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order?.botId || order.buyerChatId === null) return;
  const [bot] = await ctx.db.select().from(sellerBots).where(eq(sellerBots.id, order.botId));
  if (!bot || !(await botAnswers(ctx, bot))) return;
  const locale: BuyerLocale = order.buyerLocale ?? "fa";
  const t = botTexts[locale];
  const number = formatCount(order.number, locale);
  const { change } = input;
  let text: string | undefined;
  if (change.kind === "payment") {
    text = change.to === "paid" ? t.paymentApproved(number) : t.receiptRejected(number);
    if (change.to === "failed") {
      await writeChatState(
        ctx.db,
        { botId: bot.id, chatId: order.buyerChatId },
        { step: "receipt", orderId: order.id },
      );
    }
  } else if (change.to === "confirmed") {
    const template = await activeTemplate(ctx.db, order.sellerId, "order_confirmation");
    text = template
      ? fillTemplate(template, {
          product_name: (await itemsOf(ctx.db, order.id)).map(lineText).join("، "),
          price: formatToman(order.total, locale),
          order_id: number,
        })
      : t.statusChanged.confirmed(number);
  } else if (change.to !== "new") {
    text = t.statusChanged[change.to](number);
  }
  if (!text) return;
  const api = new Api(ctx.secrets.open("bot-token", bot.sealedToken), {
    apiRoot: ctx.config.bots.apiRoots[bot.platform],
  });
  await api.sendMessage(order.buyerChatId, text);
}
