import { and, asc, eq, isNull } from "drizzle-orm";
import type { OwnerChat } from "../../shared/owner-chat";
import { roleMayUse, type ShopRole } from "../../shared/staff";
import { ownerChats, sellerBots } from "../db/schema";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { shopRoleOf } from "../staff/service";

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

/** Who asks: the owner and managers see and unlink every chat of the shop, other staff only their own (DESIGN 35). */
export interface ChatViewer {
  actorId: string;
  role: ShopRole;
}
const onlyTheirs = (viewer: ChatViewer) =>
  roleMayUse(viewer.role, "manager") ? undefined : eq(ownerChats.userId, viewer.actorId);

/** The accounts linked to one of the seller's bots, first linked first; another seller's bot is 404. */
export async function listOwnerChats(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; botId: string; viewer: ChatViewer },
): Promise<OwnerChat[]> {
  const bot = await sellersBot(ctx, input);
  const rows = await ctx.db
    .select()
    .from(ownerChats)
    .where(and(eq(ownerChats.botId, bot.id), isNull(ownerChats.endedAt), onlyTheirs(input.viewer)))
    .orderBy(asc(ownerChats.linkedAt), asc(ownerChats.id));
  return rows.map(toOwnerChat);
}

/** The account gets no more alerts, and its buttons and commands are a buyer's from now on. */
export async function unlinkOwnerChat(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; botId: string; ownerChatId: string; viewer: ChatViewer },
) {
  const removed = await ctx.db
    .delete(ownerChats)
    .where(
      and(
        eq(ownerChats.id, input.ownerChatId),
        eq(ownerChats.botId, input.botId),
        eq(ownerChats.sellerId, input.sellerId),
        onlyTheirs(input.viewer),
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

/**
 * A bot's owner chats by the platform account, read once per handling pass (the bot never treats them as buyers).
 * A removed member's chat is among them, ended, so its presses are answered "access ended".
 */
export async function ownerChatsOfBot(ctx: Pick<ServiceContext, "db">, input: { botId: string }) {
  const rows = await ctx.db.select().from(ownerChats).where(eq(ownerChats.botId, input.botId));
  return new Map(rows.map((row) => [row.platformUserId, row]));
}

/**
 * DESIGN 35: the role of the account whose chat it is, read afresh: the owner's own chat is the owner's; a staff
 * member's follows their membership, and a chat of one no longer in the shop is ended here (none).
 */
export async function chatRole(
  ctx: Pick<ServiceContext, "db">,
  chat: Pick<OwnerChatRow, "id" | "sellerId" | "userId" | "endedAt">,
): Promise<ShopRole | null> {
  if (chat.endedAt) return null;
  const role = await shopRoleOf(ctx, { userId: chat.userId, shopId: chat.sellerId });
  if (!role) await ctx.db.update(ownerChats).set({ endedAt: new Date() }).where(eq(ownerChats.id, chat.id));
  return role;
}

/** The owner wrote to the bot again (Start after unblocking it): alerts may go to them again. */
export async function markOwnerChatReachable(ctx: Pick<ServiceContext, "db">, input: { ownerChatId: string }) {
  await ctx.db.update(ownerChats).set({ unreachableSince: null }).where(eq(ownerChats.id, input.ownerChatId));
}
