import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import type { AdminStats } from "../../shared/admin";
import { tehranDayStart, tehranJalaliMonthStart } from "../../shared/tehran-calendar";
import type { Database } from "../db/client";
import { aiUsage, payments, sellerBots, subscribers, user, whatsappMessages } from "../db/schema";

const firstCount = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/**
 * 000 §7, §9 and DESIGN d11, d15: the month is the current Jalali month in Tehran and "today" began at
 * Tehran's midnight; revenue sums paid payments only (a refunded one no longer counts).
 */
export async function adminStats(ctx: { db: Database }, input: { now: Date }): Promise<AdminStats> {
  const { db } = ctx;
  const monthStart = tehranJalaliMonthStart(input.now);
  const dayStart = tehranDayStart(input.now);
  // Bounded by `now` too, so the figures are those of the moment asked about.
  const between = (column: Parameters<typeof gte>[0], start: Date) => and(gte(column, start), lte(column, input.now));
  const [users, subscribed, whatsappTotal, whatsappToday, revenue, bots, aiMessages] = await Promise.all([
    db.select({ n: count() }).from(user),
    // 000 §7 "subscribers count where subscribed": a plan that ended is not counted.
    db
      .select({ n: count() })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.subscribed, true),
          sql`(${subscribers.subscriptionEnd} is null or ${subscribers.subscriptionEnd} > ${input.now})`,
        ),
      ),
    db.select({ n: count() }).from(whatsappMessages),
    db.select({ n: count() }).from(whatsappMessages).where(between(whatsappMessages.createdAt, dayStart)),
    db
      .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(and(eq(payments.status, "paid"), between(payments.paidAt, monthStart))),
    db
      .select({ connected: count(), active: sql<number>`count(*) filter (where ${sellerBots.status} = 'active')::int` })
      .from(sellerBots),
    db.select({ n: count() }).from(aiUsage).where(between(aiUsage.createdAt, monthStart)),
  ]);
  return {
    users: firstCount(users),
    subscribers: firstCount(subscribed),
    whatsapp_messages: { total: firstCount(whatsappTotal), today: firstCount(whatsappToday) },
    revenue_this_month: Number(revenue[0]?.sum ?? 0),
    bots: { connected: bots[0]?.connected ?? 0, active: bots[0]?.active ?? 0 },
    ai_messages_this_month: firstCount(aiMessages),
  };
}
