import { eq } from "drizzle-orm";
import { notSubscribed, type SubscriptionState } from "../../shared/subscription-state";
import type { Database } from "../db/client";
import { subscribers } from "../db/schema";

/** 000 §4 check-subscription: an end in the past means not subscribed; no end means no expiry (001 §3). */
export async function getSubscriptionState(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<SubscriptionState> {
  const { db, userId, now = new Date() } = options;
  const rows = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
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
