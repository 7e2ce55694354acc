import { eq } from "drizzle-orm";
import type { PaidTier } from "../../shared/plans";
import type { Database } from "../db/client";
import { subscribers } from "../db/schema";

/** Makes a user a subscriber of `tier` until `days` from now (negative: a lapsed one). */
export async function subscribe(db: Database, userId: string, tier: PaidTier, days = 30) {
  await db
    .update(subscribers)
    .set({ subscribed: true, subscriptionTier: tier, subscriptionEnd: new Date(Date.now() + days * 86_400_000) })
    .where(eq(subscribers.userId, userId));
}
