import { eq } from "drizzle-orm";
import { type PaidPlan, planDurationDays } from "../../shared/plans";
import { notSubscribed, type SubscriptionState } from "../../shared/subscription-state";
import type { Database } from "../db/client";
import { subscribers, user } from "../db/schema";
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
