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
  const row = rows[0];
  if (!row?.subscribed) return notSubscribed;
  if (row.subscriptionEnd && row.subscriptionEnd.getTime() <= now.getTime()) return notSubscribed;
  return {
    subscribed: true,
    subscription_tier: row.subscriptionTier,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
  };
}
