import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { sellerBots } from "./bots";

/**
 * Issue 37: a buyer's conversation with one of the shop's bots, as the seller's inbox knows it: who the buyer is
 * (as their chat app names them), what the seller last read, and whether a person answers them now. What was said
 * is in `bot_message_logs` (the buyer's messages, the bot's and a person's answers); WhatsApp's conversations are
 * their messages' own, with a row of what the seller read (`whatsapp_reads`) and of a person's part in them
 * (`whatsapp_takeovers`) once there is one.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    /** The buyer's name and @username as their chat app gave them with their last message. */
    buyerName: text("buyer_name"),
    buyerUsername: text("buyer_username"),
    buyerLocale: text("buyer_locale", { enum: ["fa", "en"] })
      .notNull()
      .default("fa"),
    /** The buyer's latest message or a person's reply: the inbox is ordered by it. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's messages after this are unread. */
    readThrough: timestamp("read_through", { withTimezone: true }),
    /** A person took the conversation over: the sales assistant is quiet until released, or 24 hours after the last reply. */
    takenOverAt: timestamp("taken_over_at", { withTimezone: true }),
    takenOverBy: text("taken_over_by").references(() => user.id, { onDelete: "set null" }),
    lastHumanReplyAt: timestamp("last_human_reply_at", { withTimezone: true }),
    /** When the buyer was told a person is answering them, once per takeover. */
    buyerToldAt: timestamp("buyer_told_at", { withTimezone: true }),
    /** The buyer asked for a person and no person has answered yet. */
    wantsPersonSince: timestamp("wants_person_since", { withTimezone: true }),
    /** The platform refused a message to this buyer (403: they blocked the bot); cleared when they write again. */
    buyerBlockedAt: timestamp("buyer_blocked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("conversations_bot_chat").on(table.botId, table.chatId),
    index("conversations_seller_activity").on(table.sellerId, sql`${table.lastActivityAt} desc`, table.id),
  ],
);

/**
 * Issue 37: a buyer asked for a person (a keyword, or the assistant's "Talk to a person" button). The rows are the
 * outbox of the owner chats' "wants a person" alerts: written in the transaction that marks the conversation, told
 * to each owner chat after its `person_alerted_through` by the same paced sender as the order events. A request
 * names a bot conversation, or a WhatsApp one by its number and customer (which has no row of its own).
 */
export const personRequests = pgTable(
  "person_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    phoneNumberId: text("phone_number_id"),
    customerNumber: text("customer_number"),
    /** What the buyer last wrote before asking (or the asking words themselves), for the alert. */
    lastMessage: text("last_message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("person_requests_seller").on(table.sellerId, table.id),
    check(
      "person_requests_one_conversation",
      sql`(${table.conversationId} is not null and ${table.phoneNumberId} is null and ${table.customerNumber} is null) or (${table.conversationId} is null and ${table.phoneNumberId} is not null and ${table.customerNumber} is not null)`,
    ),
  ],
);

/** Issue 37: what the seller last read of a WhatsApp conversation (its messages are `whatsapp_messages`). */
export const whatsappReads = pgTable(
  "whatsapp_reads",
  {
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phoneNumberId: text("phone_number_id").notNull(),
    customerNumber: text("customer_number").notNull(),
    readThrough: timestamp("read_through", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.phoneNumberId, table.customerNumber] })],
);

/**
 * Issue 37: a person's part in a WhatsApp conversation (its messages are `whatsapp_messages`), as `conversations`
 * holds it for a bot's: who took it over from the number's auto-reply (until released, or 24 hours after the last
 * reply), whether the customer was told, and whether they wait for a person. Made when one of those first happens.
 */
export const whatsappTakeovers = pgTable(
  "whatsapp_takeovers",
  {
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phoneNumberId: text("phone_number_id").notNull(),
    customerNumber: text("customer_number").notNull(),
    takenOverAt: timestamp("taken_over_at", { withTimezone: true }),
    takenOverBy: text("taken_over_by").references(() => user.id, { onDelete: "set null" }),
    lastHumanReplyAt: timestamp("last_human_reply_at", { withTimezone: true }),
    /** When the customer was told a person is answering them, once per takeover. */
    customerToldAt: timestamp("customer_told_at", { withTimezone: true }),
    /** The customer asked for a person and no person has answered yet. */
    wantsPersonSince: timestamp("wants_person_since", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.phoneNumberId, table.customerNumber] })],
);
