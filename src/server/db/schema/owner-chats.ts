import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  ownerAlertChannels,
  ownerAlertKinds,
  ownerAlertStates,
  ownerReportQuietDays,
} from "../../../shared/owner-chat";
import { user } from "./auth";
import { sellerBots } from "./bots";
import { orders } from "./orders";

/**
 * DESIGN 34: a one-time link (`/start owner_<token>`) that makes the Telegram or Bale account pressing Start the
 * shop's owner chat in that bot. Only the token's hash is kept; it is used once, within its minutes.
 */
export const ownerChatLinks = pgTable(
  "owner_chat_links",
  {
    id: text("id").primaryKey(),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The account that asked for the link (the owner or one of their staff): the chat is theirs, with their role. */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("owner_chat_links_token").on(table.tokenHash), index("owner_chat_links_bot").on(table.botId)],
);

/**
 * A private chat in a seller's bot that gets the shop's alerts and may use the owner's commands. Alerts are the
 * seller's order events after `alerted_through` (the order events are the outbox: written in the transaction of
 * the change they tell); `sending_until` is the lease of the one sender working through them.
 */
export const ownerChats = pgTable(
  "owner_chats",
  {
    id: text("id").primaryKey(),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The app's account whose chat it is (the owner or one of their staff): alerts and commands follow its role. */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Its staff member was removed: nothing is sent, and its buttons say why they do nothing. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The platform's user id of the account that pressed Start; in a private chat it is also the chat's id. */
    platformUserId: bigint("platform_user_id", { mode: "number" }).notNull(),
    /** The account's name and @username as the platform gave them when it linked. */
    name: text("name").notNull(),
    username: text("username"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last order event told to this chat (or already past when it linked). */
    alertedThrough: bigint("alerted_through", { mode: "number" }).notNull(),
    /** The last buyer's request for a person told to this chat (issue 37); only requests after it linked are told. */
    personAlertedThrough: bigint("person_alerted_through", { mode: "number" }).notNull().default(0),
    sendingUntil: timestamp("sending_until", { withTimezone: true }),
    /** The Tehran day (YYYY-MM-DD) of the last daily report this chat got: one a day, whatever the instances. */
    reportedOn: text("reported_on"),
    /** The platform refused this chat (the owner blocked the bot): nothing more is sent until they write again. */
    unreachableSince: timestamp("unreachable_since", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("owner_chats_bot_user").on(table.botId, table.platformUserId),
    index("owner_chats_seller").on(table.sellerId),
  ],
);

/**
 * One alert as sent: the message to edit when its buttons are pressed. Its random id is what the buttons carry
 * (DESIGN 34: never an action the server would trust from the callback data); what a press may do is decided
 * from this row, the pressing chat and the order as it is now.
 */
export const ownerAlerts = pgTable(
  "owner_alerts",
  {
    id: text("id").primaryKey(),
    ownerChatId: text("owner_chat_id")
      .notNull()
      .references(() => ownerChats.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order event it tells; none for an order the owner listed (/orders). */
    eventId: bigint("event_id", { mode: "number" }),
    kind: text("kind", { enum: ownerAlertKinds }).notNull(),
    /** What the message shows now: its buttons, or a question asked before acting, or the outcome. */
    state: text("state", { enum: ownerAlertStates }).notNull().default("open"),
    /**
     * The platform's id of the message in the owner chat, once it took it: the row is written first, so a press
     * that comes at once finds it (the press names its own message anyway).
     */
    messageId: bigint("message_id", { mode: "number" }),
    /** A photo's caption is edited with another method than a text's. */
    withPhoto: boolean("with_photo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("owner_alerts_chat_event").on(table.ownerChatId, table.eventId),
    index("owner_alerts_order").on(table.orderId, sql`${table.createdAt} desc`),
  ],
);

/**
 * Issue 37: the seller's choices for the owner alerts (to the bot's owner chats, by e-mail, or both) and the daily
 * report (its Tehran hour, and whether a day without orders gets one). The e-mail digest keeps its own cursor over
 * the seller's order events, as each owner chat does.
 */
export const ownerSettings = pgTable("owner_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  alertsBy: text("alerts_by", { enum: ownerAlertChannels }).notNull().default("bot"),
  reportHour: integer("report_hour").notNull().default(22),
  quietDays: text("quiet_days", { enum: ownerReportQuietDays }).notNull().default("one_line"),
  /** The last order event the e-mail digest told (or already past when e-mail was chosen). */
  emailedThrough: bigint("emailed_through", { mode: "number" }).notNull().default(0),
  /** The same for buyers' requests for a person (`person_requests`). */
  personEmailedThrough: bigint("person_emailed_through", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
