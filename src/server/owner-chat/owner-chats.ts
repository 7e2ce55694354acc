import { and, asc, eq } from "drizzle-orm";
import type { OwnerChat } from "../../shared/owner-chat";
import { ownerChats, sellerBots } from "../db/schema";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";

export type OwnerChatRow = typeof ownerChats.$inferSelect;

const toOwnerChat = (row: OwnerChatRow): OwnerChat => ({
  id: row.id,
  name: row.name,
  username: row.username,
  linked_at: row.linkedAt.toISOString(),
  unreachable: row.unreachableSince !== null,
});

/** One of the seller's bots; another seller's is as good as missing (404). */
export async function sellersBot(ctx: Pick<ServiceContext, "db">, input: { sellerId: string; botId: string }) {
  const [bot] = await ctx.db
    .select()
    .from(sellerBots)
    .where(and(eq(sellerBots.id, input.botId), eq(sellerBots.userId, input.sellerId)));
  if (!bot) throw notFound("Bot");
  return bot;
}

/** The accounts linked to one of the seller's bots, first linked first; another seller's bot is 404. */
export async function listOwnerChats(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; botId: string },
): Promise<OwnerChat[]> {
  const bot = await sellersBot(ctx, input);
  const rows = await ctx.db
    .select()
    .from(ownerChats)
    .where(eq(ownerChats.botId, bot.id))
    .orderBy(asc(ownerChats.linkedAt), asc(ownerChats.id));
  return rows.map(toOwnerChat);
}

/** The account gets no more alerts, and its buttons and commands are a buyer's from now on. */
export async function unlinkOwnerChat(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; botId: string; ownerChatId: string },
) {
  const removed = await ctx.db
    .delete(ownerChats)
    .where(
      and(
        eq(ownerChats.id, input.ownerChatId),
        eq(ownerChats.botId, input.botId),
        eq(ownerChats.sellerId, input.sellerId),
      ),
    )
    .returning({ id: ownerChats.id });
  if (removed.length === 0) throw notFound("Linked chat");
}

/** The owner chat of this bot that this platform account is, if it is one. */
export async function ownerChatOf(
  ctx: Pick<ServiceContext, "db">,
  input: { botId: string; platformUserId: number },
): Promise<OwnerChatRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(ownerChats)
    .where(and(eq(ownerChats.botId, input.botId), eq(ownerChats.platformUserId, input.platformUserId)));
  return row;
}

/** A bot's owner chats by the platform account, read once per handling pass (the bot never treats them as buyers). */
export async function ownerChatsOfBot(ctx: Pick<ServiceContext, "db">, input: { botId: string }) {
  const rows = await ctx.db.select().from(ownerChats).where(eq(ownerChats.botId, input.botId));
  return new Map(rows.map((row) => [row.platformUserId, row]));
}

/** The owner wrote to the bot again (Start after unblocking it): alerts may go to them again. */
export async function markOwnerChatReachable(ctx: Pick<ServiceContext, "db">, input: { ownerChatId: string }) {
  await ctx.db.update(ownerChats).set({ unreachableSince: null }).where(eq(ownerChats.id, input.ownerChatId));
}
