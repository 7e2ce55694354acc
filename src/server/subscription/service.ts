import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { type PaidPlan, planDurationDays } from "../../shared/plans";
import { notSubscribed, type SubscriptionState } from "../../shared/subscription-state";
import type { Database } from "../db/client";
import { payments, subscribers, user } from "../db/schema";
import type { Transaction } from "../db/transaction";

/** 000 §4 check-subscription: an end in the past means not subscribed; no end means no expiry (001 §3). */
export async function getSubscriptionState(
  ctx: { db: Database },
  input: { userId: string; now: Date },
): Promise<SubscriptionState> {
  const { userId, now } = input;
  const rows = await ctx.db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  return subscriptionFromRow(rows[0], now);
}

/** The state a subscribers row means at `now`; for queries that read many users at once. */
export function subscriptionFromRow(
  row: { subscribed: boolean | null; subscriptionTier: string | null; subscriptionEnd: Date | null } | undefined,
  now: Date,
): SubscriptionState {
  if (!row?.subscribed) return notSubscribed;
  if (row.subscriptionEnd && row.subscriptionEnd.getTime() <= now.getTime()) return notSubscribed;
  return {
    subscribed: true,
    subscription_tier: row.subscriptionTier,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
  };
}

/**
 * 001 §4: a paid plan makes the user a subscriber of its tier for 30 days; buying again while active
 * extends from the current end (an end in the past counts from now). Runs in the payment's transaction.
 */
export async function activatePlan(ctx: { db: Transaction }, input: { userId: string; plan: PaidPlan; now: Date }) {
  const { userId, plan, now } = input;
  const tx = ctx.db;
  const rows = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for("update");
  const current = rows[0];
  const activeEnd =
    current?.subscribed && current.subscriptionEnd && current.subscriptionEnd > now ? current.subscriptionEnd : now;
  const subscriptionEnd = new Date(activeEnd.getTime() + planDurationDays * 86_400_000);
  const values = { subscribed: true, subscriptionTier: plan.tier, subscriptionEnd, updatedAt: now };
  const emails = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  await tx
    .insert(subscribers)
    .values({ userId, email: emails[0]?.email ?? "", ...values })
    .onConflictDoUpdate({ target: subscribers.userId, set: values });
}

/**
 * Issue 15: a refunded payment takes back the days it bought that are not used yet. Plans chain (a purchase
 * while active extends from the current end), so each paid payment's window is found by replaying the
 * user's purchases in order (a purchase refunded earlier ends at its refund); the unused part of the
 * refunded one's window comes off the end. Runs in the refund's transaction, before the payment is marked
 * refunded.
 */
export async function takeBackRefundedPlan(
  ctx: { db: Transaction },
  input: { userId: string; paymentId: string; now: Date },
) {
  const { userId, paymentId, now } = input;
  const tx = ctx.db;
  const [current] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for("update");
  if (!current?.subscribed || !current.subscriptionEnd) return;
  const purchases = await tx
    .select({
      id: payments.id,
      paidAt: payments.paidAt,
      planType: payments.planType,
      status: payments.status,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ["paid", "refunded"]), isNotNull(payments.paidAt)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  let chainEnd = 0;
  let unusedMs = 0;
  for (const purchase of purchases) {
    const paidAt = purchase.paidAt?.getTime() ?? 0;
    const start = Math.max(chainEnd, paidAt);
    chainEnd = start + planDurationDays * 86_400_000;
    if (purchase.id === paymentId) unusedMs = Math.max(0, chainEnd - Math.max(start, now.getTime()));
    // An earlier refund took back what was unused then: that window stopped at its refund.
    else if (purchase.refundedAt) chainEnd = Math.max(start, Math.min(chainEnd, purchase.refundedAt.getTime()));
  }
  if (unusedMs === 0) return;
  const subscriptionEnd = new Date(current.subscriptionEnd.getTime() - unusedMs);
  const stillSubscribed = subscriptionEnd.getTime() > now.getTime();
  const remaining = purchases.filter((purchase) => purchase.id !== paymentId && purchase.status === "paid").at(-1);
  await tx
    .update(subscribers)
    .set({
      subscribed: stillSubscribed,
      subscriptionEnd: stillSubscribed ? subscriptionEnd : now,
      subscriptionTier: stillSubscribed ? (remaining?.planType ?? current.subscriptionTier) : null,
      updatedAt: now,
    })
    .where(eq(subscribers.userId, userId));
}
