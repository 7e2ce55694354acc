import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { supportMessageKinds } from "../../../shared/support";
import { user } from "./auth";

/** 001 §3 support message form, stored so it reaches the admin (DESIGN d7); a visitor's has no user. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: supportMessageKinds }).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_messages_created").on(sql`${table.createdAt} desc`)],
);
