import { and, desc, eq, inArray } from "drizzle-orm";
import type { InboxItem } from "../../shared/conversations";
import { botMessageLogs, conversations, orders, sellerBots, user } from "../db/schema";
import type { ServiceContext } from "../service-context";
import { buyersOrders } from "./buyer-orders";
import { isTakenOver } from "./conversation-rows";
import { type InboxEntry, ordersShown } from "./inbox-entry";
import type { Thread } from "./inbox-threads";
import { linesOf } from "./thread-lines";
import { whatsappConversations } from "./whatsapp-items";

type Db = Pick<ServiceContext, "db">;

/** The page's conversations in its order, each with what the inbox shows of it. */
export async function inboxItems(
  ctx: Db,
  input: { sellerId: string; threads: Thread[]; now: Date },
): Promise<InboxItem[]> {
  const botIds = input.threads.flatMap((thread) => (thread.key.startsWith("bot:") ? [thread.key.slice(4)] : []));
  const numbers = input.threads.flatMap((thread) => {
    const [kind, phoneNumberId, customerNumber] = thread.key.split(":");
    return kind === "whatsapp" && phoneNumberId && customerNumber ? [{ phoneNumberId, customerNumber }] : [];
  });
  const [bots, whatsapp] = await Promise.all([
    botConversations(ctx, input.sellerId, botIds, input.now),
    whatsappConversations(ctx, input.sellerId, numbers, input.now),
  ]);
  return input.threads.flatMap((thread) => {
    const item = bots.get(thread.key) ?? whatsapp.get(thread.key);
    return item ? [{ ...item, last_activity_at: thread.at, unread: thread.unread }] : [];
  });
}

async function botConversations(ctx: Db, sellerId: string, ids: string[], now: Date) {
  const found = new Map<string, InboxEntry>();
  if (ids.length === 0) return found;
  const rows = await ctx.db
    .select({ conversation: conversations, bot: sellerBots })
    .from(conversations)
    .innerJoin(sellerBots, eq(sellerBots.id, conversations.botId))
    .where(and(eq(conversations.sellerId, sellerId), inArray(conversations.id, ids)));
  const lastLines = await ctx.db
    .selectDistinctOn([botMessageLogs.botId, botMessageLogs.chatId], {
      conversationId: conversations.id,
      id: botMessageLogs.id,
      message: botMessageLogs.message,
      reply: botMessageLogs.reply,
      sentByUserId: botMessageLogs.sentByUserId,
      sentBy: user.name,
      createdAt: botMessageLogs.createdAt,
    })
    .from(botMessageLogs)
    .innerJoin(
      conversations,
      and(eq(conversations.botId, botMessageLogs.botId), eq(conversations.chatId, botMessageLogs.chatId)),
    )
    .leftJoin(user, eq(user.id, botMessageLogs.sentByUserId))
    .where(inArray(conversations.id, ids))
    .orderBy(botMessageLogs.botId, botMessageLogs.chatId, desc(botMessageLogs.id));
  const lastOf = new Map(lastLines.map((line) => [line.conversationId, linesOf(line).at(-1) ?? null]));
  const ordersOf = await buyersOrders(
    ctx,
    sellerId,
    rows.map(({ conversation }) =>
      and(eq(orders.botId, conversation.botId), eq(orders.buyerChatId, conversation.chatId)),
    ),
    (order) =>
      rows.find(({ conversation }) => conversation.botId === order.botId && conversation.chatId === order.buyerChatId)
        ?.conversation.id,
  );
  for (const { conversation, bot } of rows) {
    const bought = ordersOf.get(conversation.id) ?? [];
    found.set(`bot:${conversation.id}`, {
      key: `bot:${conversation.id}`,
      channel: bot.platform,
      channel_name: bot.botName,
      channel_address: `@${bot.botUsername}`,
      buyer_name: conversation.buyerName,
      buyer_handle: conversation.buyerUsername ? `@${conversation.buyerUsername}` : null,
      last_message: lastOf.get(conversation.id) ?? null,
      wants_person: conversation.wantsPersonSince !== null,
      taken_over: isTakenOver(conversation, now),
      buyer_blocked: conversation.buyerBlockedAt !== null,
      orders: bought.slice(0, ordersShown),
      order_count: bought.length,
      conversation_id: conversation.id,
      whatsapp: null,
    });
  }
  return found;
}
