import { and, desc, eq, isNotNull, type SQLWrapper, sql } from "drizzle-orm";
import { botLink } from "../../shared/bots";
import type { ShopSetup } from "../../shared/shop-setup";
import { orders, products, profiles, sellerBankCards, sellerBots, sellerPaymentGateways } from "../db/schema";
import { offeredForSale } from "../products/service";
import type { ServiceContext } from "../service-context";

const exists = (query: SQLWrapper) => sql<boolean>`exists (${query})`;

/** Issue 35: the first steps' state in one round trip (one statement of sub-queries, each on an index). */
export async function readShopSetup(ctx: Pick<ServiceContext, "db">, input: { userId: string }): Promise<ShopSetup> {
  const { userId } = input;
  const { db } = ctx;
  const [bots, [counts]] = await Promise.all([
    db
      .select({
        platform: sellerBots.platform,
        username: sellerBots.botUsername,
        answered: sql<boolean>`${sellerBots.lastActiveAt} is not null`,
      })
      .from(sellerBots)
      .where(eq(sellerBots.userId, userId))
      .orderBy(desc(sellerBots.connectedAt))
      .limit(1),
    db
      .select({
        products: db.$count(products, eq(products.userId, userId)),
        productsForSale: db.$count(products, offeredForSale(userId)),
        gateway: exists(
          db.select({ one: sql`1` }).from(sellerPaymentGateways).where(eq(sellerPaymentGateways.userId, userId)),
        ),
        cardToCard: exists(
          db
            .select({ one: sql`1` })
            .from(sellerBankCards)
            .where(
              and(
                eq(sellerBankCards.userId, userId),
                eq(sellerBankCards.isActive, true),
                isNotNull(sellerBankCards.sealedCardNumber),
              ),
            ),
        ),
        hasOrders: exists(db.select({ one: sql`1` }).from(orders).where(eq(orders.sellerId, userId))),
        dismissed: exists(
          db
            .select({ one: sql`1` })
            .from(profiles)
            .where(and(eq(profiles.userId, userId), isNotNull(profiles.shopSetupDismissedAt))),
        ),
      })
      .from(sql`(select 1) as one`),
  ]);
  const bot = bots[0];
  return {
    bot: bot ? { ...bot, link: botLink(bot.platform, bot.username) } : null,
    products: Number(counts?.products ?? 0),
    products_for_sale: Number(counts?.productsForSale ?? 0),
    gateway: counts?.gateway ?? false,
    card_to_card: counts?.cardToCard ?? false,
    has_orders: counts?.hasOrders ?? false,
    dismissed: counts?.dismissed ?? false,
  };
}

/** The seller closes the checklist; it stays closed on every device. */
export async function dismissShopSetup(ctx: Pick<ServiceContext, "db">, input: { userId: string; now: Date }) {
  await ctx.db.update(profiles).set({ shopSetupDismissedAt: input.now }).where(eq(profiles.userId, input.userId));
}
