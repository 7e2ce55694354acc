import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Locale } from "../../shared/locales";
import { displayNumber } from "../../shared/whatsapp";
import {
  conversations,
  ownerChats,
  personRequests,
  sellerBots,
  whatsappConnections,
  whatsappMessages,
} from "../db/schema";
import { buttonUrlAllowed } from "../integrations/telegram/button-url";
import type { ServiceContext } from "../service-context";

type OwnerChatRow = typeof ownerChats.$inferSelect;
type Outcome = "sent" | "skipped" | "unreachable";
/** The sender's paced send to this chat (send-alerts.ts): the platforms' pace, 429s waited out, 403 unreachable. */
type PacedSend = (what: string, send: () => Promise<unknown>) => Promise<{ outcome: Outcome }>;

/** Requests read at a time. */
const batchSize = 50;
/** The buyer's words quoted in the alert; a long message is cut. */
const quotedLength = 300;

const channels = {
  telegram: { fa: "تلگرام", en: "Telegram" },
  bale: { fa: "بله", en: "Bale" },
  whatsapp: { fa: "واتساپ", en: "WhatsApp" },
} as const;

const texts: Record<
  Locale,
  { title: (buyer: string) => string; via: (channel: string) => string; said: (text: string) => string; open: string }
> = {
  fa: {
    title: (buyer) => `🙋 ${buyer} می‌خواهد با یک نفر گفتگو کند`,
    via: (channel) => `از: ${channel}`,
    said: (text) => `آخرین پیام: «${text}»`,
    open: "باز کردن گفتگو",
  },
  en: {
    title: (buyer) => `🙋 ${buyer} wants to talk to a person`,
    via: (channel) => `Via: ${channel}`,
    said: (text) => `Last message: “${text}”`,
    open: "Open the conversation",
  },
};

/** Where the web opens one conversation of the inbox. */
export const conversationUrlOf = (ctx: Pick<ServiceContext, "config">, conversationId: string) =>
  `${ctx.config.appUrl}/dashboard?tab=conversations&conversation=${conversationId}`;

/** Where the web opens a WhatsApp conversation: the WhatsApp page's thread, as the inbox's row does. */
const whatsappUrlOf = (ctx: Pick<ServiceContext, "config">, connectionId: string, customerNumber: string) =>
  `${ctx.config.appUrl}/adminto?${new URLSearchParams({ number: connectionId, chat: customerNumber })}`;

/**
 * Issue 37: the chat has buyers' requests for a person it was not told of (after its cursor, and made after it
 * linked: a chat linked today gets no backlog). For the minute's sweep, beside the order events.
 */
export const personAlertsBehind = sql`exists (select 1 from ${personRequests} where ${personRequests.sellerId} = ${ownerChats.sellerId} and ${personRequests.id} > ${ownerChats.personAlertedThrough} and ${personRequests.createdAt} > ${ownerChats.linkedAt})`;

/** A request as the alert needs it: a bot conversation's buyer and bot, or a WhatsApp customer and number. */
interface RequestRow {
  lastMessage: string;
  conversationId: string | null;
  buyerName: string | null;
  buyerUsername: string | null;
  chatId: number | null;
  platform: "telegram" | "bale" | null;
  botName: string | null;
  botUsername: string | null;
  customerNumber: string | null;
  customerName: string | null;
  connectionId: string | null;
  verifiedName: string | null;
  displayPhoneNumber: string | null;
}

/** Who asks, where they wrote, and the web's way to the conversation. */
function askerOf(ctx: Pick<ServiceContext, "config">, request: RequestRow, locale: Locale) {
  if (request.conversationId && request.platform) {
    const handle = request.buyerUsername ? `@${request.buyerUsername}` : null;
    return {
      buyer: [request.buyerName, handle].filter(Boolean).join(" ") || String(request.chatId),
      via: `${channels[request.platform][locale]} · ${request.botName} (@${request.botUsername})`,
      url: conversationUrlOf(ctx, request.conversationId),
    };
  }
  const customer = request.customerNumber ?? "";
  const number = request.verifiedName ? ` · ${request.verifiedName} (${request.displayPhoneNumber})` : "";
  return {
    buyer: [request.customerName, displayNumber(customer)].filter(Boolean).join(" "),
    via: `${channels.whatsapp[locale]}${number}`,
    // A number since disconnected has no thread to open; the inbox is the way in.
    url: request.connectionId
      ? whatsappUrlOf(ctx, request.connectionId, customer)
      : `${ctx.config.appUrl}/dashboard?tab=conversations`,
  };
}

/** The request's lines, as the owner chat and the e-mail digest tell it: who, where, what they last said. */
export function personRequestLines(ctx: Pick<ServiceContext, "config">, request: RequestRow, locale: Locale) {
  const t = texts[locale];
  const { buyer, via, url } = askerOf(ctx, request, locale);
  const quoted =
    request.lastMessage.length > quotedLength
      ? `${request.lastMessage.slice(0, quotedLength - 1)}…`
      : request.lastMessage;
  return { lines: [t.title(buyer), t.via(via), t.said(quoted)], url };
}

/** The alert: who asks, through which bot or number, what they last said, and the way to the conversation in the web. */
function personAlert(
  ctx: Pick<ServiceContext, "config">,
  request: RequestRow,
  locale: Locale,
): { text: string; keyboard?: InlineKeyboardMarkup } {
  const t = texts[locale];
  const { lines, url } = personRequestLines(ctx, request, locale);
  // The platform refuses a button to an address without a dot (an app on localhost): the link is written out.
  if (!buttonUrlAllowed(url)) return { text: [...lines, "", `${t.open}: ${url}`].join("\n") };
  return { text: lines.join("\n"), keyboard: { inline_keyboard: [[{ text: t.open, url }]] } };
}

/** A WhatsApp customer's name as their latest named message gave it. */
const customerName = sql<
  string | null
>`(select ${whatsappMessages.customerName} from ${whatsappMessages} where ${whatsappMessages.userId} = ${personRequests.sellerId} and ${whatsappMessages.phoneNumberId} = ${personRequests.phoneNumberId} and ${whatsappMessages.customerNumber} = ${personRequests.customerNumber} and ${whatsappMessages.customerName} is not null order by ${whatsappMessages.createdAt} desc limit 1)`;

/**
 * DESIGN 34 for issue 37's "wants a person": the owner chat's sender, holding the chat's lease, tells it each request
 * after its `person_alerted_through`, oldest first, at the same pace and with the same refusals as the order alerts
 * (`send`); the cursor moves only once the platform took the message, so a request is never lost. `quiet` (the seller
 * chose e-mail alone, or the chat's role handles no conversations) moves the cursor without a word.
 */
export async function sendPersonAlerts(
  ctx: Pick<ServiceContext, "db" | "config">,
  input: {
    chat: OwnerChatRow;
    locale: Locale;
    quiet: boolean;
    api: Api;
    send: PacedSend;
  },
): Promise<{ sent: number; outcome: Outcome }> {
  const { chat } = input;
  let through = chat.personAlertedThrough;
  let sent = 0;
  for (;;) {
    const requests = await personRequestsAfter(ctx, {
      sellerId: chat.sellerId,
      afterId: through,
      madeAfter: chat.linkedAt,
      limit: batchSize,
    });
    if (requests.length === 0) return { sent, outcome: "sent" };
    for (const request of requests) {
      if (!input.quiet) {
        const alert = personAlert(ctx, request, input.locale);
        const extra = alert.keyboard ? { reply_markup: alert.keyboard } : {};
        const { outcome } = await input.send(`person request ${request.id}`, () =>
          input.api.sendMessage(chat.platformUserId, alert.text, extra),
        );
        if (outcome === "unreachable") return { sent, outcome };
        if (outcome === "sent") sent += 1;
      }
      through = request.id;
      await ctx.db.update(ownerChats).set({ personAlertedThrough: through }).where(eq(ownerChats.id, chat.id));
    }
  }
}

/** The seller's requests for a person after `afterId` (and made after `madeAfter`), oldest first, as alerts tell them. */
export function personRequestsAfter(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; afterId: number; madeAfter?: Date; limit: number },
) {
  return ctx.db
    .select({
      id: personRequests.id,
      conversationId: personRequests.conversationId,
      lastMessage: personRequests.lastMessage,
      buyerName: conversations.buyerName,
      buyerUsername: conversations.buyerUsername,
      chatId: conversations.chatId,
      platform: sellerBots.platform,
      botName: sellerBots.botName,
      botUsername: sellerBots.botUsername,
      customerNumber: personRequests.customerNumber,
      customerName,
      connectionId: whatsappConnections.id,
      verifiedName: whatsappConnections.verifiedName,
      displayPhoneNumber: whatsappConnections.displayPhoneNumber,
    })
    .from(personRequests)
    .leftJoin(conversations, eq(conversations.id, personRequests.conversationId))
    .leftJoin(sellerBots, eq(sellerBots.id, conversations.botId))
    .leftJoin(
      whatsappConnections,
      and(
        eq(whatsappConnections.userId, personRequests.sellerId),
        eq(whatsappConnections.phoneNumberId, personRequests.phoneNumberId),
      ),
    )
    .where(
      and(
        eq(personRequests.sellerId, input.sellerId),
        gt(personRequests.id, input.afterId),
        input.madeAfter ? gt(personRequests.createdAt, input.madeAfter) : undefined,
      ),
    )
    .orderBy(asc(personRequests.id))
    .limit(input.limit);
}
