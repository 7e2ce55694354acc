import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** 000 §3, 001 §3 subscribers: user_id is the conflict key; an empty end means no expiry. */
export const subscribers = pgTable("subscribers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  subscribed: boolean("subscribed").notNull().default(false),
  subscriptionTier: text("subscription_tier"),
  subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
  /**
   * Decision 021: a lower plan bought while a higher one is active waits for it. Until `tier_until` the
   * tier is `subscription_tier`, from then `next_tier`, until `subscription_end`; no job flips it.
   */
  nextTier: text("next_tier"),
  tierUntil: timestamp("tier_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The plan columns of a user's subscribers row, as a left join reads them (null when there is no row). */
export interface SubscriberColumns {
  subscribed: boolean | null;
  subscriptionTier: string | null;
  subscriptionEnd: Date | null;
  nextTier: string | null;
  tierUntil: Date | null;
}
