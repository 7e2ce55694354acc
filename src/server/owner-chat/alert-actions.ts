import { and, eq } from "drizzle-orm";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Locale } from "../../shared/locales";
import { type OrderChange, receiptDecisionSchema } from "../../shared/orders";
import type { OwnerAlertState } from "../../shared/owner-chat";
import { roleMayUse } from "../../shared/staff";
import { orders, ownerAlerts, ownerChats } from "../db/schema";
import { DomainError } from "../errors";
import { changeOrderStatus, decideReceipt, itemsOf, type OrderRow } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { recordShopAction } from "../staff/service";
import { type AlertVerb, alertMessage, presetOfVerb } from "./alert-message";
import { alertActionable, alertOutcome } from "./alert-state";
import { chatRole } from "./owner-chats";
import { clearOwnerStep, type OwnerChatKey, readOwnerStep, writeOwnerStep } from "./owner-steps";
import { ownerTexts } from "./owner-texts";
import { ordersUrlOf, sellerLocale } from "./send-alerts";

export interface AlertPress {
  /** Said in the small notice the platform shows for a pressed button. */
  notice?: string;
  /** The alert's message as it should read now; `messageId` is its own, once the platform gave it. */
  edit?: { withPhoto: boolean; text: string; keyboard: InlineKeyboardMarkup; messageId: number | null };
  /** The order changed: its buyer is told, as after the same change on the web. */
  told?: { orderId: string; change: OrderChange };
  /** Ship was pressed on a confirmed order: `/ship N` starts for it. */
  ship?: { orderId: string };
}

type AlertRow = typeof ownerAlerts.$inferSelect;

/** A change the order's rules refused because it moved on meanwhile (409): the alert then says where it is now. */
const refusedAsChanged = (error: unknown) => error instanceof DomainError && error.status === 409;

/**
 * An owner alert's button (DESIGN 34). The data names only the alert's row; the press acts only when the pressing
 * account is that alert's linked chat in this bot, and then with the same services, rules and transitions as the
 * web. A change that cannot be undone asks again first (a rejection asks why: a preset reason, or one typed, which
 * comes back here as `reason`); an order that moved on elsewhere is said, not acted on.
 */
export async function pressAlertButton(
  ctx: Pick<ServiceContext, "db" | "events" | "logger" | "config">,
  input: { botId: string; platformUserId: number; alertId: string; verb: AlertVerb; reason?: string; now: Date },
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
  // DESIGN 35: the role of whoever's chat it is, as it is now: a removed member's buttons do nothing and say why.
  const role = await chatRole(ctx, chat);
  if (!role) return { notice: t.accessEnded };
  if (!roleMayUse(role, "orders")) return { notice: t.roleRefused };
  const sellerId = chat.sellerId;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, alert.orderId), eq(orders.sellerId, sellerId)));
  if (!order) return { notice: t.notYours };
  if (input.verb === "ship" && order.orderStatus === "confirmed") return { ship: { orderId: order.id } };
  const acted = await applyVerb(ctx, {
    alert,
    order,
    verb: input.verb,
    reason: input.reason,
    actorUserId: chat.userId,
    locale,
    now: input.now,
  });
  let { state, outcome } = acted;
  const { told } = acted;
  // Something changed: the shop's activity names whose chat did it, as for the web's routes (DESIGN 35).
  if (told) {
    const action = input.verb === "confirm" || input.verb === "cancel!" ? "changeOrderStatus" : "decideOrderReceipt";
    await recordShopAction(ctx, { shopId: sellerId, actorId: chat.userId, action, subjectId: order.id });
  }
  const [reread] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
  const current = reread ?? order;
  if (told === undefined) {
    outcome ??= alertOutcome({ kind: alert.kind, order: current, locale });
    if (outcome) state = "done";
  }
  await ctx.db.update(ownerAlerts).set({ state }).where(eq(ownerAlerts.id, alert.id));
  const key = { botId: chat.botId, chatId: chat.platformUserId };
  await followReasonStep(ctx, key, { alertId: alert.id, state, now: input.now });
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
    edit: { withPhoto: alert.withPhoto, messageId: alert.messageId, ...message },
    told,
  };
}

/** What the verb does to the alert and its order: the alert's next state, and what was done. */
async function applyVerb(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: {
    alert: AlertRow;
    order: OrderRow;
    verb: AlertVerb;
    reason?: string;
    /** Whose chat pressed it: the order's history names them (DESIGN 35). */
    actorUserId: string;
    locale: Locale;
    now: Date;
  },
): Promise<{ state: OwnerAlertState; outcome?: string; told?: AlertPress["told"] }> {
  const { alert, order, verb, now, actorUserId } = input;
  const t = ownerTexts[input.locale];
  const sellerId = order.sellerId;
  try {
    if (!alertActionable(alert.kind, order)) return { state: "done" };
    if (verb === "cancel") return { state: "asking_cancel" };
    if (verb === "reject") return { state: "asking_reject" };
    if (verb === "reason") return { state: "asking_reason" };
    if (verb === "back") return { state: "open" };
    if (verb === "confirm" || verb === "cancel!") {
      const to = verb === "confirm" ? "confirmed" : "cancelled";
      await changeOrderStatus(ctx, { sellerId, id: order.id, to, actor: "seller", actorUserId, now });
      const outcome = to === "confirmed" ? t.outcome.confirmed : t.outcome.cancelled;
      return { state: "done", outcome, told: { orderId: order.id, change: { kind: "status", to } } };
    }
    if (verb === "approve" || verb === "reject!" || presetOfVerb(verb)) {
      const decision = verb === "approve" ? "approve" : "reject";
      const preset = presetOfVerb(verb);
      const reason = preset ? t.rejectReasons[preset] : input.reason;
      const decided = await decideReceipt(ctx, { sellerId, id: order.id, decision, reason, actorUserId, now });
      const rejected = reason ? t.outcome.rejectedFor(reason) : t.outcome.rejected;
      const outcome = decision === "approve" ? t.outcome.approved : rejected;
      return { state: "done", outcome, told: { orderId: order.id, change: decided.told } };
    }
  } catch (error) {
    if (!refusedAsChanged(error)) throw error;
    return { state: "done" };
  }
  return { state: alert.state };
}

/** "Another reason" waits for the owner's next message; any other press of that alert stops waiting. */
async function followReasonStep(
  ctx: Pick<ServiceContext, "db">,
  key: OwnerChatKey,
  input: { alertId: string; state: OwnerAlertState; now: Date },
) {
  if (input.state === "asking_reason") {
    await writeOwnerStep(ctx, key, { step: "owner_reject_reason", alertId: input.alertId }, input.now);
    return;
  }
  const { step } = await readOwnerStep(ctx, key, input.now);
  if (step?.step === "owner_reject_reason" && step.alertId === input.alertId) await clearOwnerStep(ctx, key);
}

/**
 * The reason the owner typed after "Another reason": judged as the web's is (the shared contract: one line, at
 * most 200 characters, no control characters); refused, it is asked again (`retry`), else the receipt is rejected
 * with it as that alert's press would.
 */
export async function answerRejectReason(
  ctx: Pick<ServiceContext, "db" | "events" | "logger" | "config">,
  input: { botId: string; platformUserId: number; sellerId: string; alertId: string; text: string; now: Date },
): Promise<AlertPress & { retry?: string }> {
  const parsed = receiptDecisionSchema.safeParse({ decision: "reject", reason: input.text });
  const reason = parsed.success ? parsed.data.reason : undefined;
  if (!reason) {
    const t = ownerTexts[await sellerLocale(ctx, input.sellerId)];
    const message = parsed.success ? "reasonRequired" : parsed.error.issues[0]?.message;
    const known = Object.entries(t.reasonInvalid).find(([key]) => key === message);
    await writeOwnerStep(
      ctx,
      { botId: input.botId, chatId: input.platformUserId },
      { step: "owner_reject_reason", alertId: input.alertId },
      input.now,
    );
    return { retry: known?.[1] ?? t.reasonInvalid.invalidCharacters };
  }
  const { botId, platformUserId, alertId, now } = input;
  return pressAlertButton(ctx, { botId, platformUserId, alertId, verb: "reject!", reason, now });
}
