import { sql } from "drizzle-orm";
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * 000 §3 telegram_logs: the platform's own assistant bot (DESIGN 17), one row per message it answered.
 * The update id is unique, so an update Telegram delivers twice is answered once.
 */
export const telegramLogs = pgTable(
  "telegram_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    updateId: bigint("update_id", { mode: "number" }).notNull(),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    message: text("message").notNull(),
    reply: text("reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("telegram_logs_update").on(table.updateId),
    index("telegram_logs_created").on(sql`${table.createdAt} desc`),
  ],
);
