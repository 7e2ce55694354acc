import { z } from "zod";
import { pageCursorSchema } from "./page-cursor";
import { nameText, typedText, withoutSpoofingCharacters } from "./text";

/** 000 §9: the title is the first 50 characters of the first message. */
export const conversationTitleLength = 50;
/** Longest message a user may send; the server refuses more with `message_too_long`. */
export const maxMessageLength = 4000;
export const maxTitleLength = 200;

export const chatRoleSchema = z.enum(["user", "assistant"]);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Message texts are catalogue keys (`chat.errors.*`), translated by the web client. */
export const messageContentSchema = typedText()
  .max(maxMessageLength, "messageTooLong")
  .refine((text) => text.trim().length > 0, "messageBlank");

export const sendChatMessageSchema = z.object({
  content: messageContentSchema,
  conversation_id: z.uuid().optional(),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

export const renameConversationSchema = z.object({
  title: nameText()
    .max(maxTitleLength, "titleTooLong")
    .refine((title) => title.trim().length > 0, "titleBlank"),
});

/**
 * 000 §4: a new conversation is titled with the message's first 50 characters, with an ellipsis if longer.
 * The message keeps its text; the title, like a renamed one, loses the characters that only spoof.
 */
export function titleFromMessage(message: string): string {
  const text = withoutSpoofingCharacters(message).trim().replace(/\s+/g, " ");
  const characters = Array.from(text);
  return characters.length > conversationTitleLength
    ? `${characters.slice(0, conversationTitleLength).join("")}…`
    : text;
}

/**
 * POST /api/chat/messages answers with server-sent events, in this order:
 * `start` once (the conversation, new or existing, and the saved user message), `delta` per piece of the
 * reply, then `done` (the saved assistant message and the refreshed conversation) or `error` (the
 * user's message stays saved; nothing of the reply is). A refusal before streaming (validation,
 * quota, rate limit, unknown conversation) is a plain JSON error with its status instead.
 */
export const chatStreamEventSchemas = {
  start: z.object({ conversation: conversationSchema, user_message: chatMessageSchema }),
  delta: z.object({ text: z.string() }),
  done: z.object({ message: chatMessageSchema, conversation: conversationSchema }),
  error: z.object({ code: z.string(), message: z.string() }),
} as const;
export type ChatStreamEvent = {
  [K in keyof typeof chatStreamEventSchemas]: { event: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[keyof typeof chatStreamEventSchemas];

/** The user's AI allowance now (DESIGN decision 5); `limit` and `remaining` are null when unlimited. */
export const aiQuotaSchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  period: z.enum(["day", "month"]),
  engine: z.enum(["offline", "openai-compatible"]),
});
export type AiQuota = z.infer<typeof aiQuotaSchema>;

/** 000 §7 ai-your: body message; reads ok, text, error. */
export const aiYourRequestSchema = z.object({ message: messageContentSchema });
export const aiYourResponseSchema = z.object({
  ok: z.boolean(),
  text: z.string(),
  error: z.string().optional(),
  engine: z.enum(["offline", "openai-compatible"]),
});
export type AiYourResponse = z.infer<typeof aiYourResponseSchema>;

/** Conversations and messages come in bounded pages: `limit` defaults to and may not exceed these. */
export const chatPageSizes = {
  conversations: { default: 50, max: 100 },
  messages: { default: 100, max: 200 },
} as const;

function pageQuerySchema(sizes: { default: number; max: number }) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(sizes.max).default(sizes.default),
    before: pageCursorSchema.optional(),
  });
}
export const conversationsQuerySchema = pageQuerySchema(chatPageSizes.conversations);
export const messagesQuerySchema = pageQuerySchema(chatPageSizes.messages);

/** A page of conversations, most recently updated first; `next_cursor` is null on the last page. */
export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** The newest messages before the cursor, shown oldest first; `next_cursor` leads to earlier ones. */
export const messagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  next_cursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
