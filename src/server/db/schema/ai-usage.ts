import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ai_usage_user_created").on(table.userId, table.createdAt)],
);
