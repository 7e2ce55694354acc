import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { PlanPeriod } from "../../shared/plan-period";
import { type PaidPlan, paidTiers, planDurationDays, planForTier } from "../../shared/plans";
import { notSubscribed, type SubscriptionState } from "../../shared/subscription-state";
import { readThrough, statePart, type UserStateCache } from "../cache/user-state-cache";
import type { Database } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { payments, subscribers, user } from "../db/schema";
import type { SubscriberColumns } from "../db/schema/subscribers";
import type { Transaction } from "../db/transaction";
import type { ServiceContext } from "../service-context";
import { afterRefund, dayMs, type PlanPurchase, planPurchase, timelineAt, timelineColumns } from "./plan-timeline";
import { creditedDaysEnd, refuseWhileCreditIsHeld } from "./refund-credit";

/** 000 §4 check-subscription: an end in the past means not subscribed; no end means no expiry (001 §3). */
export async function getSubscriptionState(
  ctx: { db: Database; userState?: UserStateCache },
  input: { userId: string; now: Date },
): Promise<SubscriptionState> {
  return subscriptionFromRow(await subscriberRow(ctx, input.userId), input.now);
}

const subscriberQuery = preparedQuery((db) =>
  db
    .select({
      subscribed: subscribers.subscribed,
      subscriptionTier: subscribers.subscriptionTier,
      subscriptionEnd: subscribers.subscriptionEnd,
      nextTier: subscribers.nextTier,
      tierUntil: subscribers.tierUntil,
    })
    .from(subscribers)
    .where(eq(subscribers.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("subscriber_plan"),
);

/** The user's subscribers row as read; null when the user has none. */
const subscriberPart = statePart<SubscriberColumns | null>("subscriber");

/** The user's plan columns, from this instance's cache when it has them (decision 024). */
async function subscriberRow(
  ctx: { db: Database; userState?: UserStateCache },
  userId: string,
): Promise<SubscriberColumns | undefined> {
  const row = await readThrough(ctx.userState, userId, subscriberPart, {
    load: async () => (await subscriberQuery(ctx.db).execute({ userId }))[0] ?? null,
  });
  return row ?? undefined;
}

/**
 * The plan of `now` from the cache alone, and until when (epoch ms) it stays so with nothing written; undefined
 * when this instance does not hold it (the fast path).
 */
export function cachedSubscription(
  cache: UserStateCache,
  userId: string,
  now: Date,
): { state: SubscriptionState; until: number } | undefined {
  const row = cache.get(userId, subscriberPart);
  if (row === undefined) return undefined;
  return { state: subscriptionFromRow(row ?? undefined, now), until: subscriptionChangesAt(row, now) };
}

/**
 * The state a subscribers row means at `now`; for queries that read many users at once. With the waiting
 * plan's columns (decision 021) the tier is the one of `now`: a lower plan takes over at `tier_until`.
 */
export function subscriptionFromRow(row: SubscriberColumns | undefined, now: Date): SubscriptionState {
  if (!row?.subscribed) return notSubscribed;
  if (row.subscriptionEnd && row.subscriptionEnd.getTime() <= now.getTime()) return notSubscribed;
  const waitingTierStarted = row.nextTier && row.tierUntil && row.tierUntil.getTime() <= now.getTime();
  return {
    subscribed: true,
    subscription_tier: waitingTierStarted ? (row.nextTier ?? null) : row.subscriptionTier,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
  };
}

/**
 * When the state `subscriptionFromRow` works out from this row next changes with time alone (epoch ms): the
 * plan's end, or the waiting lower plan's start; never (Infinity) when neither is ahead.
 */
function subscriptionChangesAt(row: SubscriberColumns | null | undefined, now: Date): number {
  const ahead = [row?.subscriptionEnd, row?.nextTier ? row.tierUntil : null]
    .map((at) => at?.getTime() ?? Number.POSITIVE_INFINITY)
    .filter((at) => at > now.getTime());
  return Math.min(Number.POSITIVE_INFINITY, ...ahead);
}

/** The plan of `now` and the one waiting after it, with their dates (the dashboard, the profile). */
export async function getPlanPeriod(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; now: Date },
): Promise<PlanPeriod> {
  const rows = await ctx.db.select().from(subscribers).where(eq(subscribers.userId, input.userId)).limit(1);
  const timeline = timelineAt(rows[0], input.now);
  if (!timeline) return { current: null, next: null };
  return {
    current: { plan_id: planForTier(timeline.tier).id, until: timeline.tierUntil.toISOString() },
    next: timeline.nextTier
      ? {
          plan_id: planForTier(timeline.nextTier).id,
          from: timeline.tierUntil.toISOString(),
          until: timeline.end.toISOString(),
        }
      : null,
  };
}

/** What buying `plan` now would cost and bring (decision 021); the checkout's quote. */
export async function quotePlanPurchase(
  ctx: { db: Database | Transaction },
  input: { userId: string; plan: PaidPlan; now: Date },
): Promise<PlanPurchase> {
  const rows = await ctx.db.select().from(subscribers).where(eq(subscribers.userId, input.userId)).limit(1);
  return planPurchase(timelineAt(rows[0], input.now), input.plan, input.now);
}

/**
 * 001 §4 with decision 021: a paid plan makes the user a subscriber for 30 days: after the current end for
 * the same tier or a lower one (which then waits), from now for a higher one. Runs in the payment's
 * transaction; answers what the payment bought.
 */
export async function activatePlan(
  ctx: { db: Transaction },
  input: { userId: string; plan: PaidPlan; now: Date },
): Promise<PlanPurchase> {
  const { userId, plan, now } = input;
  const tx = ctx.db;
  const rows = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for("update");
  const purchase = planPurchase(timelineAt(rows[0], now), plan, now);
  const values = { ...timelineColumns(purchase.after, now), updatedAt: now };
  const emails = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  await tx
    .insert(subscribers)
    .values({ userId, email: emails[0]?.email ?? "", ...values })
    .onConflictDoUpdate({ target: subscribers.userId, set: values });
  return purchase;
}

/**
 * Issue 15: a refunded payment takes back the days it bought that are not used yet. A payment keeps its
 * days (decision 021); one from before that replays the user's chained purchases in order (a purchase
 * refunded earlier ends at its refund). The unused part comes off the stretch of its tier, and a refunded
 * upgrade gives back the same share of the plan it replaced, no further than the days that plan's payments
 * bought; a payment whose days a later upgrade still holds as credit is refused (decision 025). Runs in the
 * refund's transaction, before the payment is marked refunded.
 */
export async function takeBackRefundedPlan(
  ctx: { db: Transaction },
  input: { userId: string; paymentId: string; now: Date },
) {
  const { userId, paymentId, now } = input;
  const tx = ctx.db;
  const [current] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for("update");
  const purchases = await tx
    .select({
      id: payments.id,
      planId: payments.planId,
      status: payments.status,
      paidAt: payments.paidAt,
      planType: payments.planType,
      refundedAt: payments.refundedAt,
      startsAt: payments.startsAt,
      endsAt: payments.endsAt,
      credit: payments.credit,
      creditedTier: payments.creditedTier,
      creditedDays: payments.creditedDays,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ["paid", "refunded"]), isNotNull(payments.paidAt)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  let chainEnd = 0;
  for (const purchase of purchases) {
    const start = purchase.startsAt?.getTime() ?? Math.max(chainEnd, purchase.paidAt?.getTime() ?? 0);
    const end = purchase.endsAt?.getTime() ?? start + planDurationDays * dayMs;
    chainEnd = end;
    // An earlier refund took back what was unused then: that window stopped at its refund.
    if (purchase.id !== paymentId) {
      if (purchase.refundedAt) chainEnd = Math.max(start, Math.min(end, purchase.refundedAt.getTime()));
      continue;
    }
    refuseWhileCreditIsHeld(purchases, purchase);
    const tier = paidTiers.find((known) => known === purchase.planType);
    if (!tier) return;
    const unusedMs = Math.max(0, end - Math.max(start, now.getTime()));
    const creditedTier = paidTiers.find((known) => known === purchase.creditedTier) ?? null;
    const creditedMs = (purchase.creditedDays ?? 0) * dayMs;
    const share = end > start ? Math.round((creditedMs * unusedMs) / (end - start)) : 0;
    const restoredMs = Math.max(0, Math.min(share, creditedDaysEnd(purchases, purchase) - now.getTime()));
    const before = timelineAt(current, now);
    const after = afterRefund(before, { tier, unusedMs, creditedTier, restoredMs }, now);
    if (!before && !after) return;
    await tx
      .update(subscribers)
      .set({ ...timelineColumns(after, now), updatedAt: now })
      .where(eq(subscribers.userId, userId));
    return;
  }
}
export { ensureRoomInPlan, lockConnectionsOf } from "./plan-limit";
export type { PlanPurchase } from "./plan-timeline";
