import { date, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { Captions, DailyContentBody, MusicSuggestion } from "../../../shared/daily-content";
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
    /** Partial: a row written before a caption style existed lacks its key (read through captionsOf). */
    captions: jsonb("captions").$type<Partial<Captions>>().notNull(),
    trendingHashtags: jsonb("trending_hashtags").$type<string[]>().notNull(),
    viralMusic: jsonb("viral_music").$type<MusicSuggestion[]>().notNull(),
    optimalTiming: text("optimal_timing").notNull(),
    /** Ideas the plan gave this day, so edits never count against the free plan's weekly ideas. */
    ideasGranted: integer("ideas_granted").notNull(),
    /** Regenerations asked for this day, counted against the plan's daily limit (dailyRegenerations). */
    regenerations: integer("regenerations").notNull().default(0),
    /** What the engine last composed for the row, so an upgrade can tell the user's edits from its own text. */
    composed: jsonb("composed").$type<DailyContentBody>(),
    /** The language the content was composed in ("fa" or "en"); null on rows made before it was kept. */
    locale: text("locale"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("daily_content_user_date").on(table.userId, table.contentDate),
    index("daily_content_date").on(table.contentDate),
  ],
);
