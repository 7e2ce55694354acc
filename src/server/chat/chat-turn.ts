import type { ChatStreamEvent, SendChatMessageInput } from "../../shared/chat";
import { loadAiProfile } from "../account/service";
import { aiAllowance, aiRateLimited, recordAiTokens, refundAiMessage, spendAiMessage } from "../ai/service";
import { withTransaction } from "../db/transaction";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { readHistory, saveAssistantReply, saveUserMessage } from "./service";

/**
 * Everything that can refuse a chat message happens here, before any streaming: the per-user rate limit,
 * the conversation's owner, the quota. The model is asked at once, and the user's message is saved while
 * it thinks, so saving adds nothing to the wait for the first word.
 */
export async function prepareChatTurn(
  ctx: Pick<ServiceContext, "db" | "userState" | "ai" | "logger"> & { rateLimit: PerUserRateLimit },
  { userId, message: input, now }: { userId: string; message: SendChatMessageInput; now: Date },
) {
  const { db } = ctx;
  if (!ctx.rateLimit.take(userId)) throw aiRateLimited();
  const allowance = await aiAllowance(ctx, { userId, now });
  const profile = await loadAiProfile({ db }, { userId });
  const history = input.conversation_id
    ? await readHistory(ctx, { userId, conversationId: input.conversation_id })
    : [];
  const usageId = await withTransaction(db, (tx) =>
    spendAiMessage({ db: tx }, { userId, allowance, feature: "chat", now }),
  );
  const refund = () => refundAiMessage(ctx, { usageId });

  let tokens: number | undefined;
  const stop = new AbortController();
  const pieces = ctx.ai
    .streamChat({
      userId,
      profile,
      messages: [...history, { role: "user", content: input.content }],
      now,
      signal: stop.signal,
      onUsage: (reported) => {
        tokens = reported;
      },
    })
    [Symbol.asyncIterator]();
  const firstPiece = pieces.next();
  // Observed below; this only keeps an early failure from counting as unhandled meanwhile.
  firstPiece.catch(() => {});

  const saved = await saveUserMessage(ctx, {
    userId,
    conversationId: input.conversation_id,
    content: input.content,
    now,
  }).catch(async (error: unknown) => {
    stop.abort();
    await refund();
    throw error;
  });

  async function* events(signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
    signal.addEventListener("abort", () => stop.abort(), { once: true });
    yield { event: "start", data: { conversation: saved.conversation, user_message: saved.userMessage } };
    let reply = "";
    try {
      for (let next = await firstPiece; !next.done; next = await pieces.next()) {
        if (signal.aborted) break;
        reply += next.value;
        yield { event: "delta", data: { text: next.value } };
      }
    } catch (error) {
      if (!signal.aborted) {
        ctx.logger.warn({ err: error, userId }, "AI reply failed");
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
    const done = await saveAssistantReply(ctx, {
      conversationId: saved.conversation.id,
      content: reply,
      retitleFrom: saved.isFirstMessage ? input.content : undefined,
      now: new Date(),
    });
    if (tokens !== undefined) await recordAiTokens(ctx, { usageId, tokens });
    if (!signal.aborted) yield { event: "done", data: done };
  }

  return { events };
}
