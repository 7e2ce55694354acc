import { eq } from "drizzle-orm";
import type { Api } from "grammy";
import { z } from "zod";
import type { Locale } from "../../shared/locales";
import { AiUnavailableError, type ChatRequest, composeChatReply } from "../ai/service";
import type { Config } from "../config";
import { telegramLogs } from "../db/schema";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { assistantTexts, localeOfLanguage } from "./assistant-texts";
import { assistantWebhookSecret } from "./webhook-secret";

/** The platform's own assistant bot (DESIGN 17), when TELEGRAM_BOT_TOKEN is set. */
export interface AssistantBot {
  token: string;
  apiRoot: string;
  webhookSecret: string;
}

export function assistantBotOf(config: Pick<Config, "assistantBot" | "appSecret">): AssistantBot | undefined {
  if (!config.assistantBot || !config.appSecret) return undefined;
  return { ...config.assistantBot, webhookSecret: assistantWebhookSecret(config.appSecret) };
}

/** The `ctx` of the assistant's answers: the service context's part they use, and the bot's own means. */
export type AssistantContext = Pick<ServiceContext, "db" | "ai" | "logger"> & {
  /** The bot's Bot API (grammY), at TELEGRAM_API_ROOT. */
  api: Api;
  /** Model answers per chat and minute: the platform pays for them, so one chat cannot run up the bill. */
  answers: PerUserRateLimit;
  /** Past that limit a chat is told once a minute, not once a message. */
  limitNotices: PerUserRateLimit;
};

/** A private text message, logged and not yet answered. */
export interface AssistantMessage {
  logId: number;
  chatId: number;
  text: string;
  fullName: string;
  locale: Locale;
}

const privateTextSchema = z.object({
  message: z.object({
    chat: z.object({ id: z.number().int(), type: z.literal("private") }),
    from: z
      .object({
        first_name: z.string().optional(),
        last_name: z.string().optional(),
        language_code: z.string().optional(),
      })
      .optional(),
    text: z.string().min(1),
  }),
});

/**
 * Logs a private chat's text message before anything answers it: `update_id` is unique, so an update
 * Telegram delivers again (or two instances receive) finds its row taken and is not answered twice.
 * Anything else (groups, channels, photos, edits) is left alone. Undefined: nothing to answer.
 */
export async function recordIncomingMessage(
  ctx: Pick<AssistantContext, "db">,
  input: { update: { update_id: number } },
): Promise<AssistantMessage | undefined> {
  const parsed = privateTextSchema.safeParse(input.update);
  if (!parsed.success) return undefined;
  const { chat, from, text } = parsed.data.message;
  const [row] = await ctx.db
    .insert(telegramLogs)
    .values({ updateId: input.update.update_id, chatId: chat.id, message: text })
    .onConflictDoNothing({ target: telegramLogs.updateId })
    .returning({ id: telegramLogs.id });
  if (!row) return undefined;
  const fullName = [from?.first_name, from?.last_name].filter(Boolean).join(" ");
  return { logId: row.id, chatId: chat.id, text, fullName, locale: localeOfLanguage(from?.language_code) };
}

/**
 * Answers a logged message in its chat and fills its row's reply with what was sent. A send that fails
 * leaves the reply empty: the row then says the person got nothing, and the update is not tried again.
 */
export async function answerMessage(ctx: AssistantContext, message: AssistantMessage): Promise<void> {
  const reply = await replyTo(ctx, message);
  if (reply === undefined) return;
  await ctx.api.sendMessage(message.chatId, reply);
  await ctx.db.update(telegramLogs).set({ reply }).where(eq(telegramLogs.id, message.logId));
}

const startCommand = /^\/start(@\w+)?(\s|$)/;

async function replyTo(ctx: AssistantContext, message: AssistantMessage): Promise<string | undefined> {
  const texts = assistantTexts[message.locale];
  if (startCommand.test(message.text)) return texts.welcome;
  const chat = String(message.chatId);
  if (!ctx.answers.take(chat)) return ctx.limitNotices.take(chat) ? texts.tooManyMessages : undefined;
  return fitMessage(await aiAnswer(ctx, message)) || texts.noAnswer;
}

/** How long a person waits for a model before the offline engine answers instead. */
const modelWaitMs = 30_000;

/** A free question, answered as ai-your answers one: the engine's chat reply to a single message. */
async function aiAnswer(ctx: AssistantContext, message: AssistantMessage): Promise<string> {
  const request: ChatRequest = {
    userId: `telegram:${message.chatId}`,
    profile: {
      fullName: message.fullName,
      industry: null,
      businessType: null,
      goals: null,
      interests: [],
      preferredLanguage: message.locale,
    },
    messages: [{ role: "user", content: message.text }],
    now: new Date(),
    signal: AbortSignal.timeout(modelWaitMs),
  };
  // A model takes seconds, so the person sees the bot typing; a nicety whose failure costs nothing.
  if (ctx.ai.kind !== "offline") await ctx.api.sendChatAction(message.chatId, "typing").catch(() => undefined);
  try {
    let text = "";
    for await (const piece of ctx.ai.streamChat(request)) text += piece;
    if (text.trim() !== "") return text;
  } catch (error) {
    if (!(error instanceof AiUnavailableError)) throw error;
    ctx.logger.warn({ err: error, chatId: message.chatId }, "the assistant bot's model failed; answered offline");
  }
  // Half an answer cut off by a failure is worse than a whole one from the offline engine.
  return composeChatReply(request);
}

/** Telegram refuses a text over 4,096 characters or an empty one. */
const messageLimit = 4096;

export function fitMessage(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= messageLimit) return trimmed;
  const cut = trimmed.slice(0, messageLimit);
  // A cut between the two halves of an emoji would send half a character.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
