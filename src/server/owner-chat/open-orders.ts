import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Locale } from "../../shared/locales";
import { orders, ownerAlerts } from "../db/schema";
import { itemsOf, type OrderRow } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { alertMessage } from "./alert-message";
import type { OwnerChatRow } from "./owner-chats";
import { ownerTexts } from "./owner-texts";
import { ordersUrlOf } from "./send-alerts";

/** Orders that still wait for the seller: new ones (to confirm) and confirmed ones (to ship). */
const openStatuses = ["new", "confirmed"] as const;
/** Orders shown per /orders page, each its own message with its buttons. */
const openOrdersPage = 5;

/** `/orders`: the shop's open orders, newest first, a page at a time, and how many there are in all. */
export async function openOrders(ctx: Pick<ServiceContext, "db">, input: { sellerId: string; offset: number }) {
  const open = and(eq(orders.sellerId, input.sellerId), inArray(orders.orderStatus, [...openStatuses]));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(open)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(openOrdersPage)
      .offset(input.offset),
    ctx.db.select({ count: count() }).from(orders).where(open),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * An open order as an alert of the list: a new one with its Confirm and Cancel, a confirmed one told as it is. Its
 * row is written before the message goes, so the buttons work the moment it arrives; `listedOrderSent` adds the
 * message's id.
 */
export async function listedOrderMessage(
  ctx: Pick<ServiceContext, "db" | "config">,
  input: { chat: OwnerChatRow; order: OrderRow; locale: Locale },
): Promise<{ alertId: string; text: string; keyboard: InlineKeyboardMarkup }> {
  const alertId = randomUUID();
  const t = ownerTexts[input.locale];
  const outcome = input.order.orderStatus === "new" ? undefined : t.statusLine(t.statuses[input.order.orderStatus]);
  const message = alertMessage({
    kind: "new_order",
    state: outcome ? "done" : "open",
    alertId,
    order: input.order,
    items: await itemsOf(ctx.db, input.order.id),
    locale: input.locale,
    ordersUrl: ordersUrlOf(ctx),
    outcome,
  });
  await ctx.db.insert(ownerAlerts).values({
    id: alertId,
    ownerChatId: input.chat.id,
    orderId: input.order.id,
    eventId: null,
    kind: "new_order",
    state: outcome ? "done" : "open",
  });
  return { alertId, ...message };
}

/** The listed order's message went: its id, as an alert's. */
export async function listedOrderSent(ctx: Pick<ServiceContext, "db">, input: { alertId: string; messageId: number }) {
  await ctx.db.update(ownerAlerts).set({ messageId: input.messageId }).where(eq(ownerAlerts.id, input.alertId));
}
