import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CaptionStyle } from "../../../shared/daily-content";
import { user } from "./auth";

/** Ultra's own caption style (decision 022): at most one per user; the texts are checked by customCaptionStyleSchema. */
export const customCaptionStyles = pgTable("custom_caption_styles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  baseStyle: text("base_style").$type<CaptionStyle>().notNull(),
  length: text("length").$type<"short" | "medium" | "long">().notNull(),
  emoji: text("emoji").$type<"none" | "few" | "many">().notNull(),
  opening: text("opening").notNull().default(""),
  signature: text("signature").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
