import { date, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { Captions, MusicSuggestion } from "../../../shared/daily-content";
import { user } from "./auth";

/** 000 §3 daily_content, personal (DESIGN d4): one row per user and Tehran day, never two. */
export const dailyContent = pgTable(
  "daily_content",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contentDate: date("content_date", { mode: "string" }).notNull(),
    contentIdeas: jsonb("content_ideas").$type<string[]>().notNull(),
    captions: jsonb("captions").$type<Captions>().notNull(),
    trendingHashtags: jsonb("trending_hashtags").$type<string[]>().notNull(),
    viralMusic: jsonb("viral_music").$type<MusicSuggestion[]>().notNull(),
    optimalTiming: text("optimal_timing").notNull(),
    /** Ideas the plan gave this day, so edits never count against the free plan's weekly ideas. */
    ideasGranted: integer("ideas_granted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("daily_content_user_date").on(table.userId, table.contentDate),
    index("daily_content_date").on(table.contentDate),
  ],
);
