import { z } from "zod";
import type { BuyerLocale } from "./bot-texts";
import { normalizeForMatch } from "./match-text";
import { orderStatuses } from "./orders";
import { paymentStatuses } from "./payments";
import { typedText } from "./text";
import { customerNumberSchema } from "./whatsapp";

/**
 * Issue 37: the shop's conversations with buyers, bots and WhatsApp numbers in one inbox, and a person taking a
 * buyer's conversation over from the sales assistant.
 */

/** Where a buyer writes from: one of the shop's bots, or one of its WhatsApp numbers. */
export const conversationChannels = ["telegram", "bale", "whatsapp"] as const;
export type ConversationChannel = (typeof conversationChannels)[number];

/** The sales assistant is quiet this long after a person's last reply, unless released sooner. */
export const takeoverHours = 24;
/** Conversations in a page of the inbox, and message lines in a page of a thread. */
export const inboxPageLength = 30;
export const threadPageLength = 30;
/** Telegram refuses a longer message. */
export const replyTextLimit = 4096;

/** Who said a line of a thread: the buyer, the bot (its catalogue and the sales assistant), or a person. */
export const conversationSpeakers = ["buyer", "bot", "person"] as const;

export const conversationMessageSchema = z.object({
  id: z.string(),
  from: z.enum(conversationSpeakers),
  /** A buyer's press of one of the bot's buttons is no words of theirs: shown as such. */
  kind: z.enum(["text", "button"]),
  text: z.string(),
  /** The name of the account that sent a person's reply. */
  sent_by: z.string().nullable(),
  at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
});

export const inboxItemSchema = z.object({
  /** `bot:<conversation id>` or `whatsapp:<number id>:<customer number>`: unique in the inbox. */
  key: z.string(),
  channel: z.enum(conversationChannels),
  /** The bot's or the WhatsApp number's name, and its @username or phone number. */
  channel_name: z.string(),
  channel_address: z.string(),
  buyer_name: z.string().nullable(),
  /** The buyer's @username in the bot, or their WhatsApp number. */
  buyer_handle: z.string().nullable(),
  last_message: conversationMessageSchema.nullable(),
  last_activity_at: z.string(),
  /** The buyer's messages since the seller last opened the conversation. */
  unread: z.number().int(),
  wants_person: z.boolean(),
  /** A person answers this buyer now: the sales assistant is quiet. */
  taken_over: z.boolean(),
  buyer_blocked: z.boolean(),
  /** The buyer's latest orders with the shop, and how many they made in all. */
  orders: z.array(conversationOrderSchema),
  order_count: z.number().int(),
  /** A bot conversation's id, which the thread, the reply and the takeover name. */
  conversation_id: z.string().nullable(),
  /** A WhatsApp conversation opens in the WhatsApp page, by its number and customer. */
  whatsapp: z.object({ connection_id: z.string(), customer_number: z.string() }).nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxFilters = ["all", "wants_person", "unread"] as const;
export type InboxFilter = (typeof inboxFilters)[number];

/** Where the next page of the inbox starts: the last conversation's activity time and key. */
export const inboxCursorSchema = z
  .string()
  .max(300)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_(bot|whatsapp):[0-9A-Za-z:-]{1,200}$/, "invalidCursor")
  .transform((cursor) => ({ at: cursor.slice(0, 24), key: cursor.slice(25) }))
  .refine(({ at }) => at >= "0001" && !Number.isNaN(Date.parse(at)), "invalidCursor");

export const inboxQuerySchema = z.object({
  filter: z.enum(inboxFilters).default("all"),
  cursor: inboxCursorSchema.optional(),
});

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  next_cursor: z.string().nullable(),
  /** Across the whole inbox: conversations with unread messages, and buyers waiting for a person. */
  counts: z.object({ unread: z.number().int(), wants_person: z.number().int() }),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const conversationSchema = inboxItemSchema.extend({
  conversation_id: z.string(),
  /** Who took it over, and until when the assistant stays quiet without a reply. */
  taken_over_by: z.string().nullable(),
  taken_over_until: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const threadQuerySchema = z.object({
  /** The older page: the `next_cursor` of the page before it. */
  before: z
    .string()
    .regex(/^\d{1,18}$/, "invalidCursor")
    .optional(),
});

export const threadPageSchema = z.object({
  /** Oldest first within the page; the page after holds older lines. */
  items: z.array(conversationMessageSchema),
  next_cursor: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

// Each message is a key of the conversations catalogue (`conversations.validation.*`).
export const conversationReplySchema = z.object({
  text: typedText().trim().min(1, "replyRequired").max(replyTextLimit, "replyTooLong"),
});
export type ConversationReplyValues = z.infer<typeof conversationReplySchema>;

export const whatsappReadSchema = z.object({
  connection_id: z.uuid(),
  customer_number: customerNumberSchema,
});

/** The callback data of the "Talk to a person" button the sales assistant offers. */
export const talkToPersonData = "talk-to-person";

const personWords = new Set(["اپراتور", "پشتیبان", "operator", "human"].map(normalizeForMatch));

/** A buyer's whole message asks for a person (issue 37), however it is spelled, spaced or cased. */
export const asksForPerson = (text: string) => personWords.has(normalizeForMatch(text));

/** What the bot tells the buyer about a person answering, in the buyer's language. */
export const personTexts: Record<
  BuyerLocale,
  { talkToPerson: string; queued: string; alreadyAnswering: string; takenOver: string }
> = {
  fa: {
    talkToPerson: "🙋 گفتگو با یک نفر",
    queued: "درخواستتان به فروشگاه رسید؛ یک نفر به‌زودی همین‌جا پاسخ شما را می‌دهد.",
    alreadyAnswering: "یک نفر از فروشگاه همین حالا با شماست و همین‌جا پاسخ می‌دهد.",
    takenOver: "از این پس یک نفر از فروشگاه همین‌جا پاسخ شما را می‌دهد.",
  },
  en: {
    talkToPerson: "🙋 Talk to a person",
    queued: "Your request reached the shop; a person will answer you here soon.",
    alreadyAnswering: "A person from the shop is with you now and will answer here.",
    takenOver: "A person from the shop is answering you here from now on.",
  },
};
