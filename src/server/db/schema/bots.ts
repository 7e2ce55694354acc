import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { botPlatforms, botStatuses, receiveProblems } from "../../../shared/bots";
import { user } from "./auth";
import { productMedia } from "./products";

/**
 * 001 §3 user_telegram_bots, for Telegram and Bale alike (DESIGN 20). The token is sealed (DESIGN 19);
 * a bot answers to one seller at a time, so its platform id is unique.
 */
export const sellerBots = pgTable(
  "seller_bots",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: botPlatforms }).notNull(),
    /** The id `getMe` gave; the same bot connected again is the same row's bot. */
    platformBotId: bigint("platform_bot_id", { mode: "number" }).notNull(),
    botUsername: text("bot_username").notNull(),
    botName: text("bot_name").notNull(),
    sealedToken: text("sealed_token").notNull(),
    /** SHA-256 of the webhook's secret token: enough to check the header, useless to anyone who reads it. */
    webhookSecretHash: text("webhook_secret_hash").notNull(),
    /** The token's masked form, kept so lists never open the sealed token. */
    maskedToken: text("masked_token").notNull(),
    /** Where the platform posts this bot's updates; null while the app has no public https address. */
    webhookUrl: text("webhook_url"),
    status: text("status", { enum: botStatuses }).notNull().default("active"),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** Buyers' messages this bot has handled, for the admin panel's bot list. */
    messageCount: integer("message_count").notNull().default(0),
    /** Why polling cannot take the bot's updates (DESIGN 40), shown to the seller; null while it can. */
    receiveProblem: text("receive_problem", { enum: receiveProblems }),
    receiveProblemSince: timestamp("receive_problem_since", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("seller_bots_platform_bot").on(table.platform, table.platformBotId),
    index("seller_bots_user_connected").on(table.userId, sql`${table.connectedAt} desc`),
  ],
);

/**
 * DESIGN 20: every update a platform posts to a bot's webhook, stored before the 200 that acknowledges
 * it; `(bot, update_id)` is unique, so a repeated delivery is stored once. The selling bot handles rows
 * and marks them handled.
 */
export const botUpdates = pgTable(
  "bot_updates",
  {
    id: text("id").primaryKey(),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    updateId: bigint("update_id", { mode: "number" }).notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a handler took it: another waits until this is older than the lease before trying again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** Handling attempts; an update that failed this many times is left for the log, not retried forever. */
    attempts: integer("attempts").notNull().default(0),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("bot_updates_bot_update").on(table.botId, table.updateId),
    index("bot_updates_unhandled").on(table.receivedAt).where(sql`${table.handledAt} is null`),
  ],
);

/**
 * Where a buyer is in a conversation with a seller's bot (issue 14: an order being taken), per chat, kept
 * in the database so a restart in the middle of an order loses nothing.
 */
export const botChats = pgTable(
  "bot_chats",
  {
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    state: jsonb("state").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.botId, table.chatId] })],
);

/**
 * One line per buyer message a seller's bot handled (issue 14): the chat, what the buyer sent and what
 * the bot answered, for the admin panel's Telegram log. Issue 37: a person's reply from the inbox is a line
 * of its own, with no buyer message and the account that sent it.
 */
export const botMessageLogs = pgTable(
  "bot_message_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    message: text("message"),
    reply: text("reply"),
    sentByUserId: text("sent_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bot_message_logs_bot").on(table.botId, table.id),
    index("bot_message_logs_chat").on(table.botId, table.chatId, table.id),
  ],
);

/**
 * DESIGN 20: a product photo is uploaded once per bot; the `file_id` the platform gave is sent from then
 * on (a file id belongs to the bot that uploaded it).
 */
export const botPhotos = pgTable(
  "bot_photos",
  {
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    mediaId: text("media_id")
      .notNull()
      .references(() => productMedia.id, { onDelete: "cascade" }),
    fileId: text("file_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.botId, table.mediaId] })],
);
