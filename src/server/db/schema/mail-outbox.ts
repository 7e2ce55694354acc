import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Every e-mail the app sends or would send (DESIGN: the outbox without SMTP_URL; d7: "sent emails"). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** stored: no SMTP configured; sent or failed: the SMTP attempt's result. */
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_to_created").on(table.to, table.createdAt)],
);
