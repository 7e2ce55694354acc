import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const aiFeatures = ["chat", "ai-your", "improve"] as const;
export type AiFeature = (typeof aiFeatures)[number];

/** One row per AI message a user spends (DESIGN d5): the quota counts them, whatever screen sent them. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    feature: text("feature", { enum: aiFeatures }).notNull(),
    /** Tokens the model reported for this message; null with the offline engine, which has none. */
    tokens: integer("tokens"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ai_usage_user_created").on(table.userId, table.createdAt),
    // The admin panel counts everyone's messages this month.
    index("ai_usage_created").on(table.createdAt),
  ],
);
