import type { ChatStreamEvent, SendChatMessageInput } from "../../shared/chat";
import { loadAiProfile } from "../account/service";
import type { AiEngine } from "../ai/engine";
import type { PerUserRateLimit } from "../ai/per-user-rate-limit";
import { aiAllowance, refundAiMessage, spendAiMessage } from "../ai/quota-service";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import type { Logger } from "../logger";
import { saveAssistantReply, saveUserMessage } from "./service";

export interface ChatTurnDeps {
  db: Database;
  engine: AiEngine;
  rateLimit: PerUserRateLimit;
  logger: Logger;
}

export const aiRateLimited = () =>
  new DomainError("rate_limited", 429, "Too many AI requests; please wait a moment and try again.");

/**
 * Everything that can refuse a chat message happens here, before any streaming: the per-user rate limit,
 * the quota, the conversation's owner (saveUserMessage). Then the reply can stream.
 */
export async function prepareChatTurn(options: {
  deps: ChatTurnDeps;
  userId: string;
  input: SendChatMessageInput;
  now?: Date;
}) {
  const { deps, userId, input, now = new Date() } = options;
  const { db } = deps;
  if (!deps.rateLimit.take(userId)) throw aiRateLimited();
  const allowance = await aiAllowance({ db, userId, now });
  const profile = await loadAiProfile(db, userId);
  // One transaction spends the quota and saves the message: a refusal leaves nothing behind.
  const saved = await saveUserMessage({
    db,
    userId,
    conversationId: input.conversation_id,
    content: input.content,
    now,
    before: (tx) => spendAiMessage(tx, { userId, allowance, feature: "chat", now }),
  });
  const refund = () => refundAiMessage(db, saved.usageId);

  async function* events(signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    yield { event: "start", data: { conversation: saved.conversation, user_message: saved.userMessage } };
    let reply = "";
    try {
      for await (const piece of deps.engine.streamChat({
        userId,
        profile,
        messages: saved.history,
        now,
        signal,
      })) {
        if (signal.aborted) break;
        reply += piece;
        yield { event: "delta", data: { text: piece } };
      }
    } catch (error) {
      if (!signal.aborted) {
        deps.logger.warn({ err: error, userId }, "AI reply failed");
        await refund();
        yield { event: "error", data: { code: "ai_unavailable", message: "error connecting to your intelligence" } };
        return;
      }
    }
    if (reply.trim().length === 0) {
      await refund();
      if (!signal.aborted) yield { event: "error", data: { code: "empty_reply", message: "The reply was empty." } };
      return;
    }
    // A reply the user stopped is kept as far as it came: nothing shown to them is lost.
    const done = await saveAssistantReply({
      db,
      conversationId: saved.conversation.id,
      content: reply,
      retitleFrom: saved.isFirstMessage ? input.content : undefined,
      now: new Date(),
    });
    if (!signal.aborted) yield { event: "done", data: done };
  }

  return { events };
}
