import { and, desc, eq, isNotNull, like, not } from "drizzle-orm";
import type { BuyerLocale } from "../../shared/bot-texts";
import { botMessageLogs, conversations, personRequests } from "../db/schema";
import { withTransaction } from "../db/transaction";
import type { ServiceContext } from "../service-context";
import { announceConversation } from "./announce";
import { isTakenOver } from "./conversation-rows";

/** A press of one of the bot's buttons, as the message log writes it (selling-bot/message-log.ts). */
export const buttonPrefix = "[button]";

/**
 * A buyer's update reached one of the shop's bots: their conversation is made or renewed (the name their chat app
 * gives now, their language, active now; writing again after blocking the bot means they can be reached again).
 * Says whether a person answers them now, so the sales assistant keeps quiet.
 */
export async function noteBuyer(
  ctx: Pick<ServiceContext, "db">,
  input: {
    sellerId: string;
    botId: string;
    chatId: number;
    name: string | null;
    username: string | null;
    locale: BuyerLocale;
    now: Date;
  },
): Promise<{ conversationId: string; takenOver: boolean }> {
  const seen = {
    buyerName: input.name,
    buyerUsername: input.username,
    buyerLocale: input.locale,
    lastActivityAt: input.now,
    buyerBlockedAt: null,
  };
  const [row] = await ctx.db
    .insert(conversations)
    .values({ id: crypto.randomUUID(), sellerId: input.sellerId, botId: input.botId, chatId: input.chatId, ...seen })
    .onConflictDoUpdate({ target: [conversations.botId, conversations.chatId], set: seen })
    .returning();
  if (!row) throw new Error("the conversation was not returned");
  return { conversationId: row.id, takenOver: isTakenOver(row, input.now) };
}

/** The buyer's last words to the bot before now (not a button press), for the owner's alert. */
async function lastWords(ctx: Pick<ServiceContext, "db">, key: { botId: string; chatId: number }) {
  const [row] = await ctx.db
    .select({ message: botMessageLogs.message })
    .from(botMessageLogs)
    .where(
      and(
        eq(botMessageLogs.botId, key.botId),
        eq(botMessageLogs.chatId, key.chatId),
        isNotNull(botMessageLogs.message),
        not(like(botMessageLogs.message, `${buttonPrefix}%`)),
      ),
    )
    .orderBy(desc(botMessageLogs.id))
    .limit(1);
  return row?.message ?? null;
}

/**
 * Issue 37: the buyer asked for a person (a keyword, or the assistant's button). The conversation is marked as
 * waiting and a request row is written in the same transaction: it is the outbox the owner chats' sender reads,
 * so the alert is never lost. A buyer already waiting, or already answered by a person, asks nothing new.
 */
export async function askForPerson(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; conversationId: string; said: string; now: Date },
): Promise<"queued" | "waiting" | "answering"> {
  const outcome = await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.sellerId, input.sellerId)))
      .for("update");
    if (!row) return "waiting" as const;
    if (isTakenOver(row, input.now)) return "answering" as const;
    if (row.wantsPersonSince) return "waiting" as const;
    const before = await lastWords({ db: tx }, row);
    await tx
      .update(conversations)
      .set({ wantsPersonSince: input.now, lastActivityAt: input.now })
      .where(eq(conversations.id, row.id));
    await tx.insert(personRequests).values({
      sellerId: input.sellerId,
      conversationId: row.id,
      lastMessage: before ?? input.said,
      createdAt: input.now,
    });
    return "queued" as const;
  });
  if (outcome === "queued") {
    await announceConversation(ctx, { ...input, change: "person_wanted" });
  }
  return outcome;
}

/** A buyer's message was handled and logged: the shop's open inboxes read it. */
export async function buyerMessageLogged(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; botId: string; chatId: number },
) {
  const [row] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.botId, input.botId), eq(conversations.chatId, input.chatId)));
  if (row) await announceConversation(ctx, { sellerId: input.sellerId, conversationId: row.id, change: "message" });
}

/** Marks a refusal by the platform (403): the buyer blocked the bot, until they write again. */
export const markBuyerBlocked = (ctx: Pick<ServiceContext, "db">, input: { conversationId: string; now: Date }) =>
  ctx.db.update(conversations).set({ buyerBlockedAt: input.now }).where(eq(conversations.id, input.conversationId));
