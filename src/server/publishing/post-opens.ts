import { and, desc, eq, gte, sql } from "drizzle-orm";
import { postAttributionDays } from "../../shared/publishing";
import type { Database } from "../db/client";
import { channelPostOpens, channelPosts } from "../db/schema/publishing";

/** A buyer in a seller's bot: the chat that opened a post's product, or that orders one. */
interface BuyerInBot {
  sellerId: string;
  botId: string;
  buyerChatId: number;
  productId: string;
}

/**
 * A buyer tapped a post's button (decision 023): counted once per buyer and post, the latest tap and its
 * product remembered for the order that may follow. Only a post of this bot's seller is counted; a key
 * that names none (a deleted post, another seller's) records nothing. One statement, so a post deleted
 * meanwhile cannot make the insert fail.
 */
export async function recordPostOpen(
  db: Database,
  open: Omit<BuyerInBot, "productId"> & { postKey: string; productId: string | null; now: Date },
): Promise<void> {
  await db
    .insert(channelPostOpens)
    .select((qb) =>
      qb
        .select({
          postId: channelPosts.id,
          botId: sql<string>`${open.botId}`.as("bot_id"),
          buyerChatId: sql<number>`${open.buyerChatId}::bigint`.as("buyer_chat_id"),
          productId: sql<string | null>`${open.productId}`.as("product_id"),
          openedAt: sql<Date>`${open.now.toISOString()}::timestamptz`.as("opened_at"),
        })
        .from(channelPosts)
        .where(and(eq(channelPosts.postKey, open.postKey), eq(channelPosts.userId, open.sellerId))),
    )
    .onConflictDoUpdate({
      target: [channelPostOpens.postId, channelPostOpens.buyerChatId],
      set: {
        botId: sql`excluded.bot_id`,
        productId: sql`excluded.product_id`,
        openedAt: sql`excluded.opened_at`,
      },
    });
}

/**
 * The post an order of the bot is credited to: the one this buyer last opened this product from, in this
 * bot, within the attribution window; null when there is none (an order the seller types has no buyer chat).
 */
export async function creditedPost(db: Database, order: BuyerInBot & { now: Date }): Promise<string | null> {
  const since = new Date(order.now.getTime() - postAttributionDays * 24 * 60 * 60 * 1000);
  const [open] = await db
    .select({ postId: channelPostOpens.postId })
    .from(channelPostOpens)
    .innerJoin(channelPosts, eq(channelPosts.id, channelPostOpens.postId))
    .where(
      and(
        eq(channelPostOpens.botId, order.botId),
        eq(channelPostOpens.buyerChatId, order.buyerChatId),
        eq(channelPostOpens.productId, order.productId),
        gte(channelPostOpens.openedAt, since),
        eq(channelPosts.userId, order.sellerId),
      ),
    )
    .orderBy(desc(channelPostOpens.openedAt))
    .limit(1);
  return open?.postId ?? null;
}
