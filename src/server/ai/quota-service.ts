import { and, count, eq, gte, sql } from "drizzle-orm";
import { allowancesFor } from "../../shared/plans";
import type { SubscriptionState } from "../../shared/subscription-state";
import { tehranDayStart, tehranJalaliMonthStart } from "../../shared/tehran-calendar";
import { readThrough, statePart, type UserStateCache } from "../cache/user-state-cache";
import { lockUntilCommit } from "../db/advisory-lock";
import type { Database } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { type AiFeature, aiUsage } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import { periodStarts } from "../period-starts";
import type { ServiceContext } from "../service-context";
import { cachedSubscription, getSubscriptionState } from "../subscription/service";

export interface AiQuotaState {
  limit: number | null;
  used: number;
  remaining: number | null;
  period: "day" | "month";
}

export interface AiAllowance {
  limit: number | null;
  period: "day" | "month";
  since: Date;
}

type QuotaContext = { db: Database; userState?: UserStateCache };

/** What the user may spend in the current period (Tehran day or Jalali month). */
export async function aiAllowance(ctx: QuotaContext, input: { userId: string; now: Date }): Promise<AiAllowance> {
  return allowanceOf(await getSubscriptionState(ctx, input), input.now);
}

const dayStart = periodStarts(tehranDayStart, 36 * 3_600_000);
const monthStart = periodStarts(tehranJalaliMonthStart, 35 * 86_400_000);

function allowanceOf(subscription: SubscriptionState, now: Date): AiAllowance {
  const allowances = allowancesFor(subscription);
  const period = allowances.aiMessagesPeriod;
  return { limit: allowances.aiMessages, period, since: period === "day" ? dayStart(now) : monthStart(now) };
}

async function usedSince(db: Pick<Database, "select">, userId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ used: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, since)));
  return rows[0]?.used ?? 0;
}

const usedSinceQuery = preparedQuery((db) =>
  db
    .select({ used: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, sql.placeholder("userId")), gte(aiUsage.createdAt, sql.placeholder("since"))))
    .prepare("ai_usage_since"),
);

/** AI messages the user spent since `since` (epoch ms, the start of the current allowance period). */
const aiUsedPart = statePart<{ since: number; used: number }>("aiUsed");

/** Messages spent in the period, from this instance's cache when it has them (decision 024). */
async function cachedUsedSince(ctx: QuotaContext, userId: string, since: Date): Promise<number> {
  const spent = await readThrough(ctx.userState, userId, aiUsedPart, {
    load: async () => ({
      since: since.getTime(),
      used: (await usedSinceQuery(ctx.db).execute({ userId, since }))[0]?.used ?? 0,
    }),
    isCurrent: (cached) => cached.since === since.getTime(),
  });
  return spent.used;
}

const quotaOf = (allowance: AiAllowance, used: number): AiQuotaState => ({
  limit: allowance.limit,
  used,
  remaining: allowance.limit === null ? null : Math.max(0, allowance.limit - used),
  period: allowance.period,
});

/** DESIGN d5: free 3 a day (Tehran days), Eco 100 a (Jalali) month, Pro and Ultra unlimited. */
export async function getAiQuota(ctx: QuotaContext, input: { userId: string; now: Date }): Promise<AiQuotaState> {
  const allowance = await aiAllowance(ctx, input);
  return quotaOf(allowance, await cachedUsedSince(ctx, input.userId, allowance.since));
}

/**
 * The quota from the cache alone, and until when (epoch ms) it holds if nothing changes: the period's end or
 * the plan's next change. Undefined when this instance does not hold all of it (the fast path).
 */
export function cachedAiQuota(
  cache: UserStateCache,
  userId: string,
  now: Date,
): { quota: AiQuotaState; until: number } | undefined {
  const subscription = cachedSubscription(cache, userId, now);
  if (!subscription) return undefined;
  const allowance = allowanceOf(subscription.state, now);
  const used = cache.get(userId, aiUsedPart);
  if (used?.since !== allowance.since.getTime()) return undefined;
  const periodEnd = (allowance.period === "day" ? dayStart : monthStart).endOf(now);
  return { quota: quotaOf(allowance, used.used), until: Math.min(periodEnd, subscription.until) };
}

export const quotaExceeded = () =>
  new DomainError("quota_exceeded", 402, "You have used all the AI messages of your plan for now.");

/**
 * Spends one AI message inside the caller's transaction, or refuses with quota_exceeded. The count and
 * the spend happen under a per-user advisory lock, so concurrent requests cannot both take the last one.
 */
export async function spendAiMessage(
  ctx: { db: Transaction },
  input: { userId: string; allowance: AiAllowance; feature: AiFeature; now: Date },
): Promise<string> {
  const { userId, allowance, feature, now } = input;
  const tx = ctx.db;
  const usageId = crypto.randomUUID();
  await lockUntilCommit(tx, `ai-quota:${userId}`);
  if (allowance.limit !== null && (await usedSince(tx, userId, allowance.since)) >= allowance.limit) {
    throw quotaExceeded();
  }
  await tx.insert(aiUsage).values({ id: usageId, userId, feature, createdAt: now });
  return usageId;
}

/** Gives a spent message back when the AI call failed. */
export async function refundAiMessage(ctx: Pick<ServiceContext, "db">, input: { usageId: string }) {
  await ctx.db.delete(aiUsage).where(eq(aiUsage.id, input.usageId));
}

/**
 * Stores the tokens the model reported for a spent message (issue 15). A failed write is logged and
 * swallowed: the answer is already the user's, and the message stays spent with tokens unknown.
 */
export async function recordAiTokens(
  ctx: Pick<ServiceContext, "db" | "logger">,
  input: { usageId: string; tokens: number },
) {
  const { usageId, tokens } = input;
  try {
    await ctx.db.update(aiUsage).set({ tokens }).where(eq(aiUsage.id, usageId));
  } catch (error) {
    ctx.logger.warn({ err: error, usageId }, "AI tokens not recorded");
  }
}

/** Spends one AI message in a transaction of its own; `refund` gives it back. */
export async function reserveAiMessage(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; feature: AiFeature; now: Date },
) {
  const { userId, feature, now } = input;
  const allowance = await aiAllowance(ctx, { userId, now });
  const usageId = await withTransaction(ctx.db, (tx) =>
    spendAiMessage({ db: tx }, { userId, allowance, feature, now }),
  );
  return { usageId, refund: () => refundAiMessage(ctx, { usageId }) };
}
