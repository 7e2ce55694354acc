import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { botPlatforms } from "../../../shared/bots";
import { captionStyles } from "../../../shared/daily-content";
import { channelFailureReasons, channelPostStatuses, postSources } from "../../../shared/publishing";
import { user } from "./auth";
import { sellerBots } from "./bots";
import { dailyContent } from "./daily-content";
import { products } from "./products";

/**
 * DESIGN 28: a Telegram or Bale channel a seller linked to one of their bots, which must be an admin
 * allowed to post there (checked with getChat and getChatMember when linked). A channel is linked once
 * per bot; unlinking it (or deleting the bot) keeps the posts made there, their channel named by title.
 */
export const sellerChannels = pgTable(
  "seller_channels",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    /** The platform's id of the channel (`-100…`). */
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    title: text("title").notNull(),
    /** Without "@"; null for a private channel. */
    username: text("username"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("seller_channels_bot_chat").on(table.botId, table.chatId),
    index("seller_channels_user").on(table.userId, table.linkedAt),
  ],
);

/**
 * A post to a channel, published now or at `scheduled_at` by the job queue, once (issue 19). It keeps what
 * it needs to be read after its channel, bot or product is gone: the channel's title, the platform, the
 * product's name and code. `post_key` is the short, unguessable part of its deep link (`c{key}_{code}`).
 */
export const channelPosts = pgTable(
  "channel_posts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    channelId: text("channel_id").references(() => sellerChannels.id, { onDelete: "set null" }),
    channelTitle: text("channel_title").notNull(),
    platform: text("platform", { enum: botPlatforms }).notNull(),
    postKey: text("post_key").notNull(),
    source: text("source", { enum: postSources }).notNull(),
    dailyContentId: text("daily_content_id").references(() => dailyContent.id, { onDelete: "set null" }),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name"),
    productCode: text("product_code"),
    captionStyle: text("caption_style", { enum: captionStyles }),
    caption: text("caption").notNull(),
    hashtags: jsonb("hashtags").$type<string[]>().notNull().default([]),
    status: text("status", { enum: channelPostStatuses }).notNull().default("scheduled"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    /** Send attempts so far; after the last one a post that could not be sent is failed. */
    attempts: integer("attempts").notNull().default(0),
    /** When a publisher took the post: another instance leaves it alone until this lease runs out. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The message id the channel gave the post. */
    messageId: bigint("message_id", { mode: "number" }),
    failureReason: text("failure_reason", { enum: channelFailureReasons }),
    failureDetail: text("failure_detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("channel_posts_post_key").on(table.postKey),
    index("channel_posts_user_scheduled").on(table.userId, table.scheduledAt),
    // The sweep looks for scheduled posts that are due; the rest of the table is never scanned for it.
    index("channel_posts_due").on(table.scheduledAt).where(sql`${table.status} = 'scheduled'`),
  ],
);

/**
 * A buyer who opened a post's product in the bot through its button: counted once per buyer and post,
 * and the last one a buyer opened is the post an order of that product is credited to.
 */
export const channelPostOpens = pgTable(
  "channel_post_opens",
  {
    postId: text("post_id")
      .notNull()
      .references(() => channelPosts.id, { onDelete: "cascade" }),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    buyerChatId: bigint("buyer_chat_id", { mode: "number" }).notNull(),
    productId: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.buyerChatId] }),
    index("channel_post_opens_buyer").on(table.botId, table.buyerChatId, table.productId, table.openedAt),
  ],
);
