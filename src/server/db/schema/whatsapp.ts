import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * 000 §3 whatsapp_messages, read by the admin panel (issue 15). The WhatsApp issue (17) connects sellers'
 * numbers and fills it; `user_id` is the seller whose number sent or received the message.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    fromNumber: text("from_number").notNull(),
    messageContent: text("message_content").notNull(),
    isIncoming: boolean("is_incoming").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("whatsapp_messages_created").on(sql`${table.createdAt} desc`)],
);
