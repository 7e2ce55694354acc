import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Locale } from "../../shared/locales";
import { conversations, ownerChats, personRequests, sellerBots } from "../db/schema";
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

const platforms = { telegram: { fa: "تلگرام", en: "Telegram" }, bale: { fa: "بله", en: "Bale" } } as const;

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

/**
 * Issue 37: the chat has buyers' requests for a person it was not told of (after its cursor, and made after it
 * linked: a chat linked today gets no backlog). For the minute's sweep, beside the order events.
 */
export const personAlertsBehind = sql`exists (select 1 from ${personRequests} where ${personRequests.sellerId} = ${ownerChats.sellerId} and ${personRequests.id} > ${ownerChats.personAlertedThrough} and ${personRequests.createdAt} > ${ownerChats.linkedAt})`;

/** The alert: who asks, through which bot, what they last said, and the way to the conversation in the web. */
function personAlert(
  ctx: Pick<ServiceContext, "config">,
  request: {
    conversationId: string;
    lastMessage: string;
    buyerName: string | null;
    buyerUsername: string | null;
    chatId: number;
    platform: "telegram" | "bale";
    botName: string;
    botUsername: string;
  },
  locale: Locale,
): { text: string; keyboard?: InlineKeyboardMarkup } {
  const t = texts[locale];
  const buyer =
    [request.buyerName, request.buyerUsername ? `@${request.buyerUsername}` : null].filter(Boolean).join(" ") ||
    String(request.chatId);
  const quoted =
    request.lastMessage.length > quotedLength
      ? `${request.lastMessage.slice(0, quotedLength - 1)}…`
      : request.lastMessage;
  const lines = [
    t.title(buyer),
    t.via(`${platforms[request.platform][locale]} · ${request.botName} (@${request.botUsername})`),
    t.said(quoted),
  ];
  const url = conversationUrlOf(ctx, request.conversationId);
  // The platform refuses a button to an address without a dot (an app on localhost): the link is written out.
  if (!buttonUrlAllowed(url)) return { text: [...lines, "", `${t.open}: ${url}`].join("\n") };
  return { text: lines.join("\n"), keyboard: { inline_keyboard: [[{ text: t.open, url }]] } };
}

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
    const requests = await ctx.db
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
      })
      .from(personRequests)
      .innerJoin(conversations, eq(conversations.id, personRequests.conversationId))
      .innerJoin(sellerBots, eq(sellerBots.id, conversations.botId))
      .where(
        and(
          eq(personRequests.sellerId, chat.sellerId),
          gt(personRequests.id, through),
          gt(personRequests.createdAt, chat.linkedAt),
        ),
      )
      .orderBy(asc(personRequests.id))
      .limit(batchSize);
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
