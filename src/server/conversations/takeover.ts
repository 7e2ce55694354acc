import { and, eq, isNull, sql } from "drizzle-orm";
import { type Conversation, type ConversationMessage, personTexts } from "../../shared/conversations";
import { botMessageLogs, conversations, user } from "../db/schema";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { announceConversation } from "./announce";
import { type ConversationRow, conversationOf, isTakenOver, takeoverEndsBefore } from "./conversation-rows";
import { buyerApiOf, sendToBuyer } from "./send-to-buyer";
import { readConversation } from "./thread";
import { linesOf } from "./thread-lines";

type Sending = Pick<ServiceContext, "db" | "events" | "logger" | "secrets" | "config">;
type Acting = { sellerId: string; actorId: string; conversationId: string; now: Date };

/**
 * A person holds the conversation from now: the assistant keeps quiet and the buyer is no longer waiting. Taken in
 * one conditional update, so of two people pressing at once one takes it and the other finds it held.
 */
async function holdFor(ctx: Pick<ServiceContext, "db">, row: ConversationRow, input: Acting) {
  if (isTakenOver(row, input.now)) return row;
  const free = sql`(${conversations.takenOverAt} is null or greatest(${conversations.takenOverAt}, ${conversations.lastHumanReplyAt}) <= ${takeoverEndsBefore(input.now).toISOString()}::timestamptz)`;
  const [held] = await ctx.db
    .update(conversations)
    .set({
      takenOverAt: input.now,
      takenOverBy: input.actorId,
      lastHumanReplyAt: null,
      buyerToldAt: null,
      wantsPersonSince: null,
    })
    .where(and(eq(conversations.id, row.id), free))
    .returning();
  if (held) return held;
  const [current] = await ctx.db.select().from(conversations).where(eq(conversations.id, row.id));
  return current ?? row;
}

/**
 * The buyer hears once per takeover, in their language, that a person answers them now. The telling is claimed
 * before the message goes (two replies at once tell it once) and given back if the platform refused it.
 */
async function tellBuyerOnce(
  ctx: Sending,
  row: ConversationRow,
  api: Awaited<ReturnType<typeof buyerApiOf>>,
  now: Date,
) {
  const [claimed] = await ctx.db
    .update(conversations)
    .set({ buyerToldAt: now })
    .where(and(eq(conversations.id, row.id), isNull(conversations.buyerToldAt)))
    .returning({ id: conversations.id });
  if (!claimed) return;
  const text = personTexts[row.buyerLocale].takenOver;
  try {
    await sendToBuyer(ctx, { api, conversationId: row.id, chatId: row.chatId, text, now });
  } catch (error) {
    await ctx.db.update(conversations).set({ buyerToldAt: null }).where(eq(conversations.id, row.id));
    throw error;
  }
  await ctx.db
    .insert(botMessageLogs)
    .values({ botId: row.botId, chatId: row.chatId, message: null, reply: text, createdAt: now });
}

/**
 * "Take over" (issue 37): the sales assistant stops answering this buyer until released, or 24 hours after the last
 * reply from a person, and the buyer is told a person is answering. Taking over what a person holds changes
 * nothing. A buyer who blocked the bot is still taken over: the conversation says they cannot be reached.
 */
export async function takeOver(ctx: Sending, input: Acting): Promise<Conversation> {
  const { conversation, bot } = await conversationOf(ctx, input);
  const api = await buyerApiOf(ctx, bot);
  const held = await holdFor(ctx, conversation, input);
  // Not told now (blocked, or the platform silent): the conversation says so, or the word goes before the first reply.
  await tellBuyerOnce(ctx, held, api, input.now).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
  });
  await announceConversation(ctx, { sellerId: input.sellerId, conversationId: conversation.id, change: "takeover" });
  return readConversation(ctx, input);
}

/** "Release": the sales assistant answers this buyer again. */
export async function release(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; conversationId: string; now: Date },
): Promise<Conversation> {
  const { conversation } = await conversationOf(ctx, input);
  await ctx.db
    .update(conversations)
    .set({ takenOverAt: null, takenOverBy: null })
    .where(eq(conversations.id, conversation.id));
  await announceConversation(ctx, { sellerId: input.sellerId, conversationId: conversation.id, change: "takeover" });
  return readConversation(ctx, input);
}

/**
 * The seller (or a member of staff) replies from the inbox: the bot sends it to the buyer and the thread shows who
 * sent it. A reply takes the conversation over (a person answering and the assistant answering too would talk past
 * each other), and the 24 hours run from it.
 */
export async function replyToBuyer(ctx: Sending, input: Acting & { text: string }): Promise<ConversationMessage> {
  const { conversation, bot } = await conversationOf(ctx, input);
  const api = await buyerApiOf(ctx, bot);
  const held = await holdFor(ctx, conversation, input);
  await tellBuyerOnce(ctx, held, api, input.now);
  const { chatId } = conversation;
  await sendToBuyer(ctx, { api, conversationId: conversation.id, chatId, text: input.text, now: input.now });
  const [logged] = await ctx.db
    .insert(botMessageLogs)
    .values({
      botId: conversation.botId,
      chatId,
      message: null,
      reply: input.text,
      sentByUserId: input.actorId,
      createdAt: input.now,
    })
    .returning();
  await ctx.db
    .update(conversations)
    .set({ lastHumanReplyAt: input.now, lastActivityAt: input.now, readThrough: input.now, wantsPersonSince: null })
    .where(eq(conversations.id, conversation.id));
  await announceConversation(ctx, { sellerId: input.sellerId, conversationId: conversation.id, change: "message" });
  const [actor] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, input.actorId));
  const [line] = logged ? linesOf({ ...logged, sentBy: actor?.name ?? null }) : [];
  if (!line) throw new Error("the reply was not logged");
  return line;
}
