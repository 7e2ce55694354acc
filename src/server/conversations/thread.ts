import { and, desc, eq, lt } from "drizzle-orm";
import { type Conversation, type ThreadPage, threadPageLength } from "../../shared/conversations";
import { botMessageLogs, conversations, user, whatsappReads } from "../db/schema";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { announceConversation } from "./announce";
import { conversationOf, takenOverUntil } from "./conversation-rows";
import { inboxItems } from "./inbox-items";
import { botThread } from "./inbox-threads";
import { linesOf } from "./thread-lines";
import { connectionOfShop } from "./whatsapp-numbers";

/** One of the shop's bot conversations as its thread's head shows it: the inbox's facts and who holds it. */
export async function readConversation(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; conversationId: string; now: Date },
): Promise<Conversation> {
  const { conversation } = await conversationOf(ctx, input);
  const thread = await botThread(ctx, { sellerId: input.sellerId, conversationId: conversation.id });
  const [item] = thread ? await inboxItems(ctx, { sellerId: input.sellerId, threads: [thread], now: input.now }) : [];
  if (!item) throw notFound("Conversation");
  const until = takenOverUntil(conversation);
  const holder = item.taken_over && conversation.takenOverBy ? await nameOf(ctx, conversation.takenOverBy) : null;
  return {
    ...item,
    conversation_id: conversation.id,
    taken_over_by: holder,
    taken_over_until: item.taken_over && until ? until.toISOString() : null,
  };
}

async function nameOf(ctx: Pick<ServiceContext, "db">, userId: string) {
  const [row] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? null;
}

/**
 * A page of the thread, newest lines first across pages and oldest first within one: what the buyer sent, what the
 * bot answered and what a person replied, from the bot's message log. `before` is the page before's cursor.
 */
export async function readThread(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; conversationId: string; before?: string },
): Promise<ThreadPage> {
  const { conversation } = await conversationOf(ctx, input);
  const rows = await ctx.db
    .select({
      id: botMessageLogs.id,
      message: botMessageLogs.message,
      reply: botMessageLogs.reply,
      sentByUserId: botMessageLogs.sentByUserId,
      sentBy: user.name,
      createdAt: botMessageLogs.createdAt,
    })
    .from(botMessageLogs)
    .leftJoin(user, eq(user.id, botMessageLogs.sentByUserId))
    .where(
      and(
        eq(botMessageLogs.botId, conversation.botId),
        eq(botMessageLogs.chatId, conversation.chatId),
        input.before ? lt(botMessageLogs.id, Number(input.before)) : undefined,
      ),
    )
    .orderBy(desc(botMessageLogs.id))
    .limit(threadPageLength + 1);
  const page = rows.slice(0, threadPageLength);
  const oldest = page.at(-1);
  return {
    items: page.reverse().flatMap(linesOf),
    next_cursor: rows.length > threadPageLength && oldest ? String(oldest.id) : null,
  };
}

/** The seller opened the conversation: what the buyer wrote so far is read. */
export async function markRead(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; conversationId: string; now: Date },
) {
  const { conversation } = await conversationOf(ctx, input);
  await ctx.db.update(conversations).set({ readThrough: input.now }).where(eq(conversations.id, conversation.id));
  await announceConversation(ctx, { sellerId: input.sellerId, conversationId: conversation.id, change: "read" });
}

/** The seller opened a WhatsApp conversation from the inbox: its customer's messages so far are read. */
export async function markWhatsappRead(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; connectionId: string; customerNumber: string; now: Date },
) {
  const connection = await connectionOfShop(ctx, input);
  const key = {
    sellerId: input.sellerId,
    phoneNumberId: connection.phoneNumberId,
    customerNumber: input.customerNumber,
  };
  await ctx.db
    .insert(whatsappReads)
    .values({ ...key, readThrough: input.now })
    .onConflictDoUpdate({
      target: [whatsappReads.sellerId, whatsappReads.phoneNumberId, whatsappReads.customerNumber],
      set: { readThrough: input.now },
    });
  await announceConversation(ctx, {
    sellerId: input.sellerId,
    conversationId: `whatsapp:${connection.phoneNumberId}:${input.customerNumber}`,
    change: "read",
  });
}
