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
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
