import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  type WhatsappMessageDetails,
  whatsappMessageSources,
  whatsappMessageStatuses,
  whatsappSendErrors,
} from "../../../shared/whatsapp";
import { user } from "./auth";

/**
 * A seller's WhatsApp Cloud API number (DESIGN 26). The token, the app secret and the verify token are
 * sealed (DESIGN 19); a number answers to one seller at a time, so its phone number id is unique.
 */
export const whatsappConnections = pgTable(
  "whatsapp_connections",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phoneNumberId: text("phone_number_id").notNull(),
    displayPhoneNumber: text("display_phone_number").notNull(),
    verifiedName: text("verified_name").notNull(),
    sealedAccessToken: text("sealed_access_token").notNull(),
    maskedAccessToken: text("masked_access_token").notNull(),
    /** Signs every webhook call (`X-Hub-Signature-256`), so it is opened for each one. */
    sealedAppSecret: text("sealed_app_secret").notNull(),
    maskedAppSecret: text("masked_app_secret").notNull(),
    sealedVerifyToken: text("sealed_verify_token").notNull(),
    autoReply: boolean("auto_reply").notNull().default(false),
    webhookVerifiedAt: timestamp("webhook_verified_at", { withTimezone: true }),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("whatsapp_connections_phone_number").on(table.phoneNumberId),
    index("whatsapp_connections_user").on(table.userId, table.connectedAt),
  ],
);

/**
 * 000 §3 whatsapp_messages: every message a seller's number received or sent. `from_number` is who wrote
 * it (the customer, or the seller's number); `customer_number` is the conversation it belongs to. Kept by
 * the number's id rather than the connection, so disconnecting and connecting again loses no conversation.
 * A message WhatsApp sent us is stored once per number (its `wamid` is unique on that number, so another
 * seller's webhook cannot take it first); one we sent is marked as WhatsApp reports it delivered or read.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    phoneNumberId: text("phone_number_id"),
    customerNumber: text("customer_number"),
    /** The customer's WhatsApp profile name, as the message that brought it said. */
    customerName: text("customer_name"),
    fromNumber: text("from_number").notNull(),
    /** The message as text (a location's name, address and map link, an order's items…), for any reader. */
    messageContent: text("message_content").notNull(),
    /** What a location, contact card, order or system message carries, for the page to lay out. */
    details: jsonb("details").$type<WhatsappMessageDetails>(),
    /** The customer's reaction to this message, and when they made it: a later one replaces it. */
    reaction: text("reaction"),
    reactedAt: timestamp("reacted_at", { withTimezone: true }),
    isIncoming: boolean("is_incoming").notNull(),
    /** WhatsApp's own id (`wamid.…`); null for a send that WhatsApp refused. */
    waMessageId: text("wa_message_id"),
    source: text("source", { enum: whatsappMessageSources }).notNull().default("customer"),
    status: text("status", { enum: whatsappMessageStatuses }).notNull().default("received"),
    sendError: text("send_error", { enum: whatsappSendErrors }),
    /** Incoming text waiting for the auto-reply: set when it was answered (or needed no answer). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** Taken by a handler until then; a crash leaves it to the retry after the lease. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("whatsapp_messages_created").on(sql`${table.createdAt} desc`),
    uniqueIndex("whatsapp_messages_number_wa_id").on(table.phoneNumberId, table.waMessageId),
    index("whatsapp_messages_conversation").on(
      table.userId,
      table.phoneNumberId,
      table.customerNumber,
      sql`${table.createdAt} desc`,
    ),
    index("whatsapp_messages_waiting")
      .on(table.phoneNumberId, table.createdAt)
      .where(sql`${table.handledAt} is null and ${table.isIncoming}`),
  ],
);
