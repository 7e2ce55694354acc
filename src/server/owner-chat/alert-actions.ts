import { and, eq } from "drizzle-orm";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { OrderChange } from "../../shared/orders";
import type { OwnerAlertState } from "../../shared/owner-chat";
import { orders, ownerAlerts, ownerChats } from "../db/schema";
import { DomainError } from "../errors";
import { changeOrderStatus, decideReceipt, itemsOf } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { type AlertVerb, alertMessage } from "./alert-message";
import { alertActionable, alertOutcome } from "./alert-state";
import { ownerTexts } from "./owner-texts";
import { ordersUrlOf, sellerLocale } from "./send-alerts";

export interface AlertPress {
  /** Said in the small notice the platform shows for a pressed button. */
  notice?: string;
  /** The alert's message (the one pressed) as it should read now. */
  edit?: { withPhoto: boolean; text: string; keyboard: InlineKeyboardMarkup };
  /** The order changed: its buyer is told, as after the same change on the web. */
  told?: { orderId: string; change: OrderChange };
}

/** A change the order's rules refused because it moved on meanwhile (409): the alert then says where it is now. */
const refusedAsChanged = (error: unknown) => error instanceof DomainError && error.status === 409;

/**
 * An owner alert's button (DESIGN 34). The data names only the alert's row; the press acts only when the pressing
 * account is that alert's linked chat in this bot, and then with the same services, rules and transitions as the
 * web. A change that cannot be undone asks again first; an order that moved on elsewhere is said, not acted on.
 */
export async function pressAlertButton(
  ctx: Pick<ServiceContext, "db" | "events" | "logger" | "config">,
  input: { botId: string; platformUserId: number; alertId: string; verb: AlertVerb; now: Date },
): Promise<AlertPress> {
  const [found] = await ctx.db
    .select({ alert: ownerAlerts, chat: ownerChats })
    .from(ownerAlerts)
    .innerJoin(ownerChats, eq(ownerChats.id, ownerAlerts.ownerChatId))
    .where(eq(ownerAlerts.id, input.alertId));
  const locale = found ? await sellerLocale(ctx, found.chat.sellerId) : "fa";
  const t = ownerTexts[locale];
  if (!found || found.chat.botId !== input.botId || found.chat.platformUserId !== input.platformUserId) {
    return { notice: t.notYours };
  }
  const { alert, chat } = found;
  const sellerId = chat.sellerId;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, alert.orderId), eq(orders.sellerId, sellerId)));
  if (!order) return { notice: t.notYours };
  let state: OwnerAlertState = alert.state;
  let outcome: string | undefined;
  let told: AlertPress["told"];
  const { verb, now } = input;
  try {
    if (!alertActionable(alert.kind, order)) {
      state = "done";
    } else if (verb === "cancel") {
      state = "asking_cancel";
    } else if (verb === "reject") {
      state = "asking_reject";
    } else if (verb === "back") {
      state = "open";
    } else if (verb === "confirm" || verb === "cancel!") {
      const to = verb === "confirm" ? "confirmed" : "cancelled";
      await changeOrderStatus(ctx, { sellerId, id: order.id, to, actor: "seller", now });
      state = "done";
      outcome = to === "confirmed" ? t.outcome.confirmed : t.outcome.cancelled;
      told = { orderId: order.id, change: { kind: "status", to } };
    } else if (verb === "approve" || verb === "reject!") {
      const decision = verb === "approve" ? "approve" : "reject";
      const decided = await decideReceipt(ctx, { sellerId, id: order.id, decision, now });
      state = "done";
      outcome = decision === "approve" ? t.outcome.approved : t.outcome.rejected;
      told = { orderId: order.id, change: decided.told };
    }
  } catch (error) {
    if (!refusedAsChanged(error)) throw error;
    state = "done";
  }
  const [reread] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  const current = reread ?? order;
  if (told === undefined) {
    outcome ??= alertOutcome({ kind: alert.kind, order: current, locale });
    if (outcome) state = "done";
  }
  await ctx.db.update(ownerAlerts).set({ state }).where(eq(ownerAlerts.id, alert.id));
  const message = alertMessage({
    kind: alert.kind,
    state,
    alertId: alert.id,
    order: current,
    items: alert.kind === "new_order" ? await itemsOf(ctx.db, order.id) : [],
    locale,
    ordersUrl: ordersUrlOf(ctx),
    outcome,
  });
  return {
    notice: outcome,
    edit: { withPhoto: alert.withPhoto, ...message },
    told,
  };
}
