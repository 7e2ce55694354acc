import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { InboxItem } from "../../shared/conversations";
import { orders } from "../db/schema";
import type { ServiceContext } from "../service-context";

type BuyerOrder = Pick<
  typeof orders.$inferSelect,
  "id" | "number" | "orderStatus" | "paymentStatus" | "botId" | "buyerChatId" | "buyerPhone"
>;

/** The shop's orders that match any of `which`, newest first, grouped by the conversation `owner` names. */
export async function buyersOrders(
  ctx: Pick<ServiceContext, "db">,
  sellerId: string,
  which: (SQL | undefined)[],
  owner: (order: BuyerOrder) => string | undefined,
) {
  const grouped = new Map<string, InboxItem["orders"]>();
  if (which.length === 0) return grouped;
  const rows = await ctx.db
    .select({
      id: orders.id,
      number: orders.number,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      botId: orders.botId,
      buyerChatId: orders.buyerChatId,
      buyerPhone: orders.buyerPhone,
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), or(...which)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  for (const row of rows) {
    const key = owner(row);
    if (!key) continue;
    const list = grouped.get(key) ?? [];
    list.push({ id: row.id, number: row.number, order_status: row.orderStatus, payment_status: row.paymentStatus });
    grouped.set(key, list);
  }
  return grouped;
}
