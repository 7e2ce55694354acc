import { and, count, inArray, ne, sql } from "drizzle-orm";
import type { PostResults } from "../../shared/publishing";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { channelPostOpens } from "../db/schema/publishing";

/**
 * What each post brought (issue 19): the buyers who opened its product through its button (one row per
 * buyer), the orders credited to it that were not cancelled, and the money of those already paid. Two
 * grouped queries whatever the number of posts, so a list of posts reads its results at once. Every asked
 * id is in the answer, with zeros when nothing came of it.
 */
export async function postResults(db: Database, input: { postIds: string[] }): Promise<Map<string, PostResults>> {
  const results = new Map<string, PostResults>(input.postIds.map((id) => [id, { opens: 0, orders: 0, revenue: 0 }]));
  if (input.postIds.length === 0) return results;
  const [opens, credited] = await Promise.all([
    db
      .select({ postId: channelPostOpens.postId, opens: count() })
      .from(channelPostOpens)
      .where(inArray(channelPostOpens.postId, input.postIds))
      .groupBy(channelPostOpens.postId),
    db
      .select({
        postId: orders.channelPostId,
        orders: count(),
        // A sum of bigint is numeric, which the driver hands over as a string.
        revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)`,
      })
      .from(orders)
      .where(and(inArray(orders.channelPostId, input.postIds), ne(orders.orderStatus, "cancelled")))
      .groupBy(orders.channelPostId),
  ]);
  for (const row of opens) {
    const entry = results.get(row.postId);
    if (entry) entry.opens = row.opens;
  }
  for (const row of credited) {
    const entry = row.postId === null ? undefined : results.get(row.postId);
    if (entry) {
      entry.orders = row.orders;
      entry.revenue = Number(row.revenue);
    }
  }
  return results;
}
