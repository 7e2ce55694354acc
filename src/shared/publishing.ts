import { z } from "zod";
import { botPlatforms } from "./bots";
import { captionStyles } from "./daily-content";
import { latinDigits } from "./digits";
import { localeIds } from "./locales";
import { typedText } from "./text";

/**
 * Issue 19, DESIGN 28: a seller's Telegram or Bale channel, linked to one of their bots, and the posts the
 * bot publishes there now or at a chosen time. One place for the contracts the server and the web share.
 */

/** A channel as the seller types it: `@name`, `t.me/name`, `https://ble.ir/name`, or the `-100…` id. */
export const channelLimits = {
  /** Linked channels per seller, across their bots. */
  perSeller: 20,
  /** Hashtags on one post. */
  hashtags: 30,
  hashtagLength: 60,
  /** What Telegram and Bale show under a photo, and in a text message (INTEGRATIONS). */
  photoCaption: 1024,
  textMessage: 4096,
  /** How far ahead a post may be scheduled. */
  scheduleDaysAhead: 90,
  /** The longest span the calendar asks for at once (a month view with its edge weeks). */
  rangeDays: 45,
} as const;

/** A post due within this many seconds is published now: no plan's scheduling is needed for it. */
export const publishNowSlackSeconds = 60;

const channelUsername = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
const channelId = /^-100\d{5,15}$/;
const channelLink =
  /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me|ble\.ir)\/(?:s\/)?([A-Za-z][A-Za-z0-9_]{3,31})\/?$/i;

/**
 * The chat id the Bot API takes for what the seller typed (`@name` or `-100…`); null when it names no
 * public channel. Private invite links (`t.me/+…`) cannot be read by a bot, so they are refused too.
 */
export function channelChatIdFrom(input: string): string | null {
  const text = input.trim();
  if (channelId.test(text)) return text;
  const named = text.startsWith("@") ? text.slice(1) : (channelLink.exec(text)?.[1] ?? text);
  return channelUsername.test(named) ? `@${named}` : null;
}

/** An id the client names: never a control character (NUL breaks PostgreSQL text), else looked up and 404 when unknown. */
const idSchema = (required: string) => typedText().min(1, required);

export const linkChannelSchema = z.object({
  bot_id: idSchema("botRequired"),
  channel: z
    .string()
    .trim()
    .min(1, "channelRequired")
    .max(200, "channelFormat")
    .refine((value) => channelChatIdFrom(value) !== null, "channelFormat"),
});
export type LinkChannelInput = z.input<typeof linkChannelSchema>;

export const sellerChannelSchema = z.object({
  id: z.string(),
  bot_id: z.string(),
  bot_username: z.string(),
  platform: z.enum(botPlatforms),
  /** The platform's id of the channel (`-100…`), as a string: it does not fit a JS number safely everywhere. */
  chat_id: z.string(),
  title: z.string(),
  /** Without "@"; null for a private channel. */
  username: z.string().nullable(),
  /** `https://t.me/{username}` or `https://ble.ir/{username}`; null for a private channel. */
  link: z.string().nullable(),
  linked_at: z.string(),
});
export type SellerChannel = z.infer<typeof sellerChannelSchema>;
export const sellerChannelListSchema = z.object({ items: z.array(sellerChannelSchema) });

/**
 * Why the platform would not let the bot post, named so the seller knows what to fix: the bot is not in
 * the channel, is not an admin, or may not post; the channel does not exist; the token stopped working;
 * the platform did not answer; or it refused for a reason of its own (`detail` has its words); or the
 * post's product was deleted before it went out; or the bot was deactivated, or its seller blocked, by an
 * admin (DESIGN 27: such a bot posts nowhere).
 */
export const channelFailureReasons = [
  "bot_not_member",
  "bot_not_admin",
  "bot_cannot_post",
  "chat_not_found",
  "not_a_channel",
  "bot_token_invalid",
  "platform_unreachable",
  "refused",
  "product_gone",
  "bot_inactive",
] as const;
export type ChannelFailureReason = (typeof channelFailureReasons)[number];

export const channelPostStatuses = ["scheduled", "publishing", "published", "failed"] as const;
export type ChannelPostStatus = (typeof channelPostStatuses)[number];

export const postSources = ["daily_content", "product"] as const;
export type PostSource = (typeof postSources)[number];

/** A hashtag as a post may carry it: `#`, then letters, digits, `_` or a zero-width non-joiner. */
export const hashtagSchema = z
  .string()
  .trim()
  .min(2, "hashtagFormat")
  .max(channelLimits.hashtagLength, "hashtagFormat")
  .regex(/^#[\p{L}\p{N}_\u200c]+$/u, "hashtagFormat");

const hashtagListSchema = z.array(hashtagSchema).max(channelLimits.hashtags, "tooManyHashtags");

/** The words of a post: a caption and its hashtags, joined under it when sent. */
const postWords = {
  caption: typedText().trim().min(1, "captionRequired").max(channelLimits.textMessage, "captionTooLong"),
  hashtags: hashtagListSchema.default([]),
};

/** `when` absent or null: publish now. Else an instant (ISO 8601 with offset), in Tehran's eyes on the web. */
const whenSchema = z.iso.datetime({ offset: true, message: "whenInvalid" }).nullable().optional();

export const createPostSchema = z.object({
  channel_id: idSchema("channelRequired"),
  source: z.enum(postSources),
  /** The day of daily content the words came from (source daily_content). */
  daily_content_id: idSchema("dailyContentRequired").optional(),
  /** The product the post sells (source product, or a daily content post that names one): photo and button. */
  product_id: idSchema("productRequired").optional(),
  caption_style: z.enum(captionStyles).optional(),
  ...postWords,
  scheduled_at: whenSchema,
});
export type CreatePostInput = z.input<typeof createPostSchema>;

/** A scheduled or failed post changed before it goes out: its words, its channel or its time. */
export const updatePostSchema = z
  .object({
    channel_id: idSchema("channelRequired"),
    caption: postWords.caption,
    // No default here: an edit that leaves the hashtags out keeps them.
    hashtags: hashtagListSchema,
    scheduled_at: whenSchema,
  })
  .partial();
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const postRangeQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

export const postResultsSchema = z.object({
  /** Buyers who opened the product in the bot through this post's button (each buyer once). */
  opens: z.number().int().nonnegative(),
  /** Orders it brought that were not cancelled. */
  orders: z.number().int().nonnegative(),
  /** Whole toman of those orders that are paid. */
  revenue: z.number().int().nonnegative(),
});
export type PostResults = z.infer<typeof postResultsSchema>;

export const channelPostSchema = z.object({
  id: z.string(),
  /** Null once the channel was unlinked; `channel_title` still names it. */
  channel_id: z.string().nullable(),
  channel_title: z.string(),
  platform: z.enum(botPlatforms),
  source: z.enum(postSources),
  daily_content_id: z.string().nullable(),
  product: z
    .object({ id: z.string().nullable(), name: z.string(), code: z.string(), image_url: z.string().nullable() })
    .nullable(),
  caption_style: z.enum(captionStyles).nullable(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  status: z.enum(channelPostStatuses),
  scheduled_at: z.string(),
  published_at: z.string().nullable(),
  /** The button's deep link into the bot; null for a post without a product. */
  link: z.string().nullable(),
  /** The message's address in a public channel, once published. */
  message_link: z.string().nullable(),
  attempts: z.number().int(),
  failure: z.object({ reason: z.enum(channelFailureReasons), detail: z.string().nullable() }).nullable(),
  results: postResultsSchema,
  created_at: z.string(),
});
export type ChannelPost = z.infer<typeof channelPostSchema>;
export const channelPostListSchema = z.object({ items: z.array(channelPostSchema) });

/** The AI engine's caption for a product post, in a caption style and a language. */
export const productCaptionRequestSchema = z.object({
  // Typed text: a control character (NUL) could not even be looked up in PostgreSQL.
  product_id: typedText().min(1, "productRequired"),
  caption_style: z.enum(captionStyles),
  locale: z.enum(localeIds),
});
export const productCaptionSchema = z.object({ caption: z.string(), hashtags: z.array(z.string()) });
export type ProductCaption = z.infer<typeof productCaptionSchema>;
/**
 * The most a product caption the AI engine writes may hold: under a photo (1,024 characters) it leaves
 * room for its hashtags and for the seller's own touches.
 */
export const productCaptionMaxLength = 700;

/** The text a channel shows: the caption, then its hashtags on their own line. */
export function postText(caption: string, hashtags: readonly string[]): string {
  return hashtags.length > 0 ? `${caption.trim()}\n\n${hashtags.join(" ")}` : caption.trim();
}

/**
 * The first "HH:MM" in daily content's suggested posting time ("Wednesday 19:00-21:00 …", in either
 * digits), as hours and minutes; null when it names none.
 */
export function suggestedPostingTime(optimalTiming: string): { hour: number; minute: number } | null {
  const match = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(latinDigits(optimalTiming));
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** A post's button opens its product in the bot as `/start c{postKey}_{code}`: the post is known, so is the product. */
export const postKeyLength = 8;

/** An order is credited to the post a buyer last opened its product from within this many days (decision 023). */
export const postAttributionDays = 7;
const postStartParamPattern = new RegExp(`^c([A-Za-z0-9]{${postKeyLength}})_([A-Za-z0-9_-]{1,50})$`);

export function postStartParam(postKey: string, productCode: string): string {
  return `c${postKey}_${productCode}`;
}

/** The post and product a `/start` payload names; null for any other payload (`p_{code}` included). */
export function parsePostStartParam(payload: string): { postKey: string; productCode: string } | null {
  const match = postStartParamPattern.exec(payload.trim());
  return match ? { postKey: match[1] ?? "", productCode: match[2] ?? "" } : null;
}
