import { and, count, eq, gte, sql } from "drizzle-orm";
import { allowancesFor } from "../../shared/plans";
import { tehranDayStart, tehranJalaliMonthStart } from "../../shared/tehran-calendar";
import type { Database } from "../db/client";
import { type AiFeature, aiUsage } from "../db/schema";
import { DomainError } from "../errors";
import { getSubscriptionState } from "../subscription/service";

export interface AiQuotaState {
  limit: number | null;
  used: number;
  remaining: number | null;
  period: "day" | "month";
}

async function allowanceNow(db: Database, userId: string, now: Date) {
  const subscription = await getSubscriptionState({ db, userId, now });
  const allowances = allowancesFor(subscription);
  const period = allowances.aiMessagesPeriod;
  const since = period === "day" ? tehranDayStart(now) : tehranJalaliMonthStart(now);
  return { limit: allowances.aiMessages, period, since };
}

async function usedSince(db: Pick<Database, "select">, userId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ used: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, since)));
  return rows[0]?.used ?? 0;
}

/** DESIGN d5: free 3 a day (Tehran days), Eco 100 a (Jalali) month, Pro and Ultra unlimited. */
export async function getAiQuota(options: { db: Database; userId: string; now?: Date }): Promise<AiQuotaState> {
  const { db, userId, now = new Date() } = options;
  const { limit, period, since } = await allowanceNow(db, userId, now);
  const used = await usedSince(db, userId, since);
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), period };
}

export const quotaExceeded = () =>
  new DomainError("quota_exceeded", 402, "You have used all the AI messages of your plan for now.");

/**
 * Spends one AI message, or refuses with quota_exceeded. The count and the spend happen under a per-user
 * advisory lock, so concurrent requests cannot both take the last message. `refund` gives it back when
 * the AI call fails.
 */
export async function reserveAiMessage(options: { db: Database; userId: string; feature: AiFeature; now?: Date }) {
  const { db, userId, feature, now = new Date() } = options;
  const { limit, since } = await allowanceNow(db, userId, now);
  const usageId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-quota:${userId}`}))`);
    if (limit !== null && (await usedSince(tx, userId, since)) >= limit) throw quotaExceeded();
    await tx.insert(aiUsage).values({ id: usageId, userId, feature, createdAt: now });
  });
  return {
    refund: async () => {
      await db.delete(aiUsage).where(eq(aiUsage.id, usageId));
    },
  };
}
