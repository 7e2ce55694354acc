import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, lt, max, or } from "drizzle-orm";
import { Api, GrammyError, HttpError, InputFile } from "grammy";
import type { Locale } from "../../shared/locales";
import type { OwnerAlertKind } from "../../shared/owner-chat";
import { roleMayUse } from "../../shared/staff";
import { formatCount } from "../../shared/toman";
import { orderEvents, orders, ownerAlerts, ownerChats, profiles, sellerBots } from "../db/schema";
import { storedBytes } from "../integrations/storage/file-storage";
import { itemsOf } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { alertMessage } from "./alert-message";
import type { AlertPace } from "./alert-pace";
import { alertOutcome } from "./alert-state";
import { chatRole } from "./owner-chats";
import { getOwnerSettings } from "./owner-settings";
import { ownerTexts } from "./owner-texts";
import { sendPersonAlerts } from "./person-alerts";
import { lowStockAfterOrder } from "./shop-report";

/** How long one sender holds a chat's alerts; it renews the hold as it goes, and a crashed one's runs out. */
export const sendingLeaseMs = 2 * 60_000;
/** Order events read at a time. */
const batchSize = 50;

type EventRow = typeof orderEvents.$inferSelect;

/** Which order events the owner is told of: what buyers and payments did, never what the seller did themselves. */
export function alertKindOf(event: Pick<EventRow, "kind" | "fromValue" | "toValue" | "actor">): OwnerAlertKind | null {
  if (event.actor === "seller") return null;
  if (event.kind === "created") return "new_order";
  if (event.kind === "receipt") return "receipt";
  if (event.kind === "payment" && event.toValue === "paid") return "paid";
  if (event.kind === "status" && event.toValue === "cancelled" && event.actor === "buyer") return "buyer_cancelled";
  return null;
}

/** The seller's language for what the bot tells them: their profile's. */
export async function sellerLocale(ctx: Pick<ServiceContext, "db">, sellerId: string): Promise<Locale> {
  const [profile] = await ctx.db
    .select({ language: profiles.preferredLanguage })
    .from(profiles)
    .where(eq(profiles.userId, sellerId));
  return profile?.language === "en" ? "en" : "fa";
}

/** Where the web opens the seller's orders. */
export const ordersUrlOf = (ctx: Pick<ServiceContext, "config">) => `${ctx.config.appUrl}/dashboard?tab=orders`;

/** The chat's hold, taken when free or run out; renewed by the holder as it goes. */
async function hold(ctx: Pick<ServiceContext, "db">, ownerChatId: string, now: Date, renewing = false) {
  const until = new Date(now.getTime() + sendingLeaseMs);
  const free = or(isNull(ownerChats.sendingUntil), lt(ownerChats.sendingUntil, now));
  const [chat] = await ctx.db
    .update(ownerChats)
    .set({ sendingUntil: until })
    .where(
      and(
        eq(ownerChats.id, ownerChatId),
        renewing ? undefined : free,
        isNull(ownerChats.unreachableSince),
        isNull(ownerChats.endedAt),
      ),
    )
    .returning();
  return chat;
}

const release = (ctx: Pick<ServiceContext, "db">, ownerChatId: string) =>
  ctx.db.update(ownerChats).set({ sendingUntil: null }).where(eq(ownerChats.id, ownerChatId));

const retryAfterMs = (error: unknown) =>
  error instanceof GrammyError && error.error_code === 429 ? (error.parameters.retry_after ?? 1) * 1000 : undefined;

/**
 * DESIGN 34: tells one owner chat, in order, every alert-worthy order event after the last one it was told. The
 * order events are the outbox (written in the transaction of the change), so an alert is never lost: the cursor
 * moves only after the platform took the message. One sender per chat holds it (a lease); sends keep the
 * platforms' pace, and a 429 waits its `retry_after` and sends the same alert again. A chat that blocked the bot
 * (403) is marked unreachable and skipped until its owner writes to the bot again.
 */
export async function sendOwnerAlerts(
  ctx: ServiceContext & { pace: AlertPace },
  input: { ownerChatId: string },
): Promise<{ sent: number }> {
  let chat = await hold(ctx, input.ownerChatId, new Date());
  if (!chat) return { sent: 0 };
  let sent = 0;
  try {
    const [bot] = await ctx.db.select().from(sellerBots).where(eq(sellerBots.id, chat.botId));
    if (!bot) return { sent };
    const api = new Api(ctx.secrets.open("bot-token", bot.sealedToken), {
      apiRoot: ctx.config.bots.apiRoots[bot.platform],
    });
    // DESIGN 35: a staff member's chat gets the alerts of their role; one no longer in the shop gets none.
    const role = await chatRole(ctx, chat);
    if (!role) return { sent };
    const locale = await sellerLocale(ctx, chat.sellerId);
    // Issue 37: buyers asking for a person, after the order events, with the same lease and pace (person-alerts.ts).
    const held = chat;
    const tellPersonRequests = (quiet: boolean) =>
      sendPersonAlerts(ctx, {
        chat: held,
        locale,
        quiet,
        api,
        send: (what, message) => paced(ctx, { chat: held, what }, message),
      });
    // The seller chose e-mail alone: the chat is told nothing, and its cursor keeps up so it never gets a backlog.
    if ((await getOwnerSettings(ctx, { userId: chat.sellerId })).alerts_by === "email") {
      await tellPersonRequests(true);
      const [last] = await ctx.db
        .select({ id: max(orderEvents.id) })
        .from(orderEvents)
        .where(eq(orderEvents.sellerId, chat.sellerId));
      await ctx.db
        .update(ownerChats)
        .set({ alertedThrough: Number(last?.id ?? chat.alertedThrough) })
        .where(eq(ownerChats.id, chat.id));
      return { sent };
    }
    for (;;) {
      const events = await ctx.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.sellerId, chat.sellerId), gt(orderEvents.id, chat.alertedThrough)))
        .orderBy(asc(orderEvents.id))
        .limit(batchSize);
      if (events.length === 0) {
        const people = await tellPersonRequests(!roleMayUse(role, "orders"));
        if (people.outcome === "unreachable") {
          await ctx.db.update(ownerChats).set({ unreachableSince: new Date() }).where(eq(ownerChats.id, chat.id));
        }
        return { sent: sent + people.sent };
      }
      for (const event of events) {
        const kind = alertKindOf(event);
        if (kind) {
          let delivered: SendOutcome = "skipped";
          if (roleMayUse(role, "orders")) delivered = await sendAlert(ctx, { api, chat, event, kind, locale });
          if (delivered === "sent") sent += 1;
          if (kind === "new_order" && delivered !== "unreachable" && roleMayUse(role, "catalog")) {
            delivered = await sendLowStock(ctx, { api, chat, orderId: event.orderId, locale });
          }
          if (delivered === "unreachable") {
            await ctx.db.update(ownerChats).set({ unreachableSince: new Date() }).where(eq(ownerChats.id, chat.id));
            return { sent };
          }
        }
        await ctx.db.update(ownerChats).set({ alertedThrough: event.id }).where(eq(ownerChats.id, chat.id));
        chat = { ...chat, alertedThrough: event.id };
      }
      const renewed = await hold(ctx, chat.id, new Date(), true);
      if (!renewed) return { sent };
    }
  } finally {
    await release(ctx, input.ownerChatId);
  }
}

type OwnerChatRow = typeof ownerChats.$inferSelect;

/** What one send to the owner chat came to; a 429 is waited out and sent again inside. */
type SendOutcome = "sent" | "skipped" | "unreachable";

/** Waits before the tries again after a network failure or a 5xx: a dropped connection, the platform's hiccup. */
const transientRetryMs = [500, 2000, 5000];

/**
 * Sends at the platforms' pace: a 429 waits its `retry_after` and the same message goes again; a 403 (the owner
 * blocked the bot) is "unreachable"; a 400 is logged and passed over, so one bad message never holds up the rest.
 * A network failure or a 5xx is tried again a few times (measured: under load a connection to the Bot API now and
 * then drops, and the chat's alerts then waited for the minute's sweep); one whose answer was lost may so come
 * twice, which beats an alert lost. Still failing, it throws: the sender stops and the sweep queues the chat again.
 */
async function paced<T>(
  ctx: Pick<ServiceContext, "logger"> & { pace: AlertPace },
  input: { chat: OwnerChatRow; what: string },
  send: () => Promise<T>,
): Promise<{ outcome: SendOutcome; result?: T }> {
  const chatKey = `${input.chat.botId}:${input.chat.platformUserId}`;
  let failures = 0;
  for (;;) {
    await ctx.pace.turn(input.chat.botId, chatKey);
    try {
      return { outcome: "sent", result: await send() };
    } catch (error) {
      const wait = retryAfterMs(error);
      if (wait !== undefined) {
        ctx.pace.holdChat(chatKey, wait);
        continue;
      }
      if (error instanceof GrammyError && error.error_code === 403) return { outcome: "unreachable" };
      if (error instanceof GrammyError && error.error_code === 400) {
        ctx.logger.warn({ err: error, ownerChatId: input.chat.id, what: input.what }, "an owner alert was refused");
        return { outcome: "skipped" };
      }
      const transient = error instanceof HttpError || (error instanceof GrammyError && error.error_code >= 500);
      const pause = transient ? transientRetryMs[failures] : undefined;
      if (pause === undefined) throw error;
      failures += 1;
      ctx.logger.warn({ err: error, ownerChatId: input.chat.id, what: input.what }, "an owner alert is tried again");
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The order's lines that left a variant at or under its threshold, each told in a line of its own. */
async function sendLowStock(
  ctx: ServiceContext & { pace: AlertPace },
  input: { api: Api; chat: OwnerChatRow; orderId: string; locale: Locale },
): Promise<SendOutcome> {
  const t = ownerTexts[input.locale];
  for (const variant of await lowStockAfterOrder(ctx, { orderId: input.orderId })) {
    const text =
      variant.stock <= 0
        ? t.soldOutAlert(variant.name, variant.code)
        : t.lowStockAlert(variant.name, variant.code, formatCount(variant.stock, input.locale));
    const { outcome } = await paced(ctx, { chat: input.chat, what: "low stock" }, () =>
      input.api.sendMessage(input.chat.platformUserId, text),
    );
    if (outcome === "unreachable") return outcome;
  }
  return "sent";
}

/** One alert to the chat, its row written first so its buttons work the moment it arrives. */
async function sendAlert(
  ctx: ServiceContext & { pace: AlertPace },
  input: { api: Api; chat: OwnerChatRow; event: EventRow; kind: OwnerAlertKind; locale: Locale },
): Promise<SendOutcome> {
  const { api, chat, event, kind, locale } = input;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, event.orderId));
  if (!order) return "skipped";
  const alertId = randomUUID();
  const outcome = alertOutcome({ kind, order, locale });
  const message = alertMessage({
    kind,
    state: outcome ? "done" : "open",
    alertId,
    order,
    items: kind === "new_order" ? await itemsOf(ctx.db, order.id) : [],
    locale,
    ordersUrl: ordersUrlOf(ctx),
    outcome,
  });
  const photo = kind === "receipt" && order.receiptKey ? await storedBytes(ctx.storage, order.receiptKey) : undefined;
  const row = { id: alertId, state: outcome ? ("done" as const) : ("open" as const), withPhoto: photo !== undefined };
  // Written before the message goes, so its buttons work the moment it arrives. Told again after a crash before
  // the cursor moved: the newer message is the one whose buttons act.
  await ctx.db
    .insert(ownerAlerts)
    .values({ ...row, ownerChatId: chat.id, orderId: order.id, eventId: event.id, kind })
    .onConflictDoUpdate({ target: [ownerAlerts.ownerChatId, ownerAlerts.eventId], set: row });
  const options = { reply_markup: message.keyboard };
  const { outcome: delivered, result } = await paced<{ message_id: number }>(
    ctx,
    { chat, what: `event ${event.id}` },
    () =>
      photo
        ? api.sendPhoto(chat.platformUserId, new InputFile(photo, "receipt.webp"), {
            caption: message.text.slice(0, 1024),
            ...options,
          })
        : api.sendMessage(chat.platformUserId, message.text, options),
  );
  if (result) await ctx.db.update(ownerAlerts).set({ messageId: result.message_id }).where(eq(ownerAlerts.id, alertId));
  return delivered;
}
