import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ticketPriorities, ticketStatuses } from "../../../shared/tickets";
import { user } from "./auth";

/** 001 §3 tickets, stored and answered (DESIGN d7). The number is what the user is told and searches by. */
export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ticketStatuses }).notNull().default("open"),
    priority: text("priority", { enum: ticketPriorities }).notNull().default("medium"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }),
    /** Support's first reply: the counters' average response time is measured to it. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  },
  (table) => [
    index("tickets_user_created").on(table.userId, sql`${table.createdAt} desc`),
    index("tickets_created").on(sql`${table.createdAt} desc`),
  ],
);

/** One message of a ticket's thread, from the user or from support. */
export const ticketReplies = pgTable(
  "ticket_replies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    fromSupport: boolean("from_support").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ticket_replies_ticket").on(table.ticketId, table.id)],
);
