import { eq } from "drizzle-orm";
import { Api } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import type { OrderChange } from "../../shared/orders";
import { reasonInLocale } from "../../shared/owner-chat";
import { fillTemplate } from "../../shared/templates";
import { formatCount, formatToman } from "../../shared/toman";
import { botAnswers } from "../bots/service";
import { orders, sellerBots } from "../db/schema";
import { buyerInvoiceUrl } from "../invoices/service";
import { itemsOf, lineText, parcelMessage } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { writeChatState } from "./chat-state";
import { withLink } from "./link-button";
import { activeTemplate } from "./shop-templates";

/**
 * Issue 14: every change the seller makes to an order from a bot is told to its buyer in that chat, with
 * the seller's order_confirmation template when there is one (`{product_name}`, `{price}`, `{order_id}`
 * filled in). A rejected receipt asks for another (issue 37: with the seller's reason) and waits for it. Issue 36: "shipped" and a new tracking code
 * carry the code and a button to the carrier's page; "delivered" is the seller's delivered template when active.
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
  // A shipped order with a code, or its new code, is told with the parcel; shipped without one in words only.
  const parcel =
    change.kind === "tracking" || (change.kind === "status" && change.to === "shipped")
      ? parcelMessage(
          change.kind === "tracking" ? t.trackingChanged(number) : t.statusChanged.shipped(number),
          order,
          locale,
        )
      : null;
  if (change.kind === "payment") {
    const reason = change.reason && reasonInLocale(change.reason, locale);
    text = change.to === "paid" ? t.paymentApproved(number) : t.receiptRejected(number, reason);
    if (change.to === "failed") {
      await writeChatState(
        ctx.db,
        { botId: bot.id, chatId: order.buyerChatId },
        { step: "receipt", orderId: order.id },
      );
    }
  } else if (change.kind === "status" && (change.to === "confirmed" || change.to === "delivered")) {
    const type = change.to === "confirmed" ? "order_confirmation" : "delivered";
    const template = await activeTemplate(ctx.db, order.sellerId, type);
    text = template
      ? fillTemplate(template, {
          product_name: (await itemsOf(ctx.db, order.id)).map(lineText).join("، "),
          price: formatToman(order.total, locale),
          order_id: number,
        })
      : t.statusChanged[change.to](number);
  } else if (change.kind === "status" && change.to !== "new") {
    text = t.statusChanged[change.to](number);
  }
  // DESIGN 33: the message that tells the buyer their order is paid carries its invoice (sent once: only the
  // pending→paid change, or the receipt approval that confirmed the order, is told).
  const paid = change.kind === "payment" ? change.to === "paid" : change.kind === "status" && change.paid === true;
  const invoice = paid ? await buyerInvoiceUrl(ctx, { orderId: order.id }) : undefined;
  if (!parcel && !text) return;
  const api = new Api(ctx.secrets.open("bot-token", bot.sealedToken), {
    apiRoot: ctx.config.bots.apiRoots[bot.platform],
  });
  if (parcel) {
    const keyboard = parcel.button ? { reply_markup: { inline_keyboard: [[parcel.button]] } } : {};
    await api.sendMessage(order.buyerChatId, parcel.html, { parse_mode: "HTML", ...keyboard });
  } else if (text) {
    const message = invoice ? withLink(text, { label: t.invoiceButton, url: invoice }) : { text, extra: {} };
    await api.sendMessage(order.buyerChatId, message.text, message.extra);
  }
}
