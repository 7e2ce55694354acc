import { loadAiProfile } from "../account/service";
import type { ChatTurnDeps } from "../chat/chat-turn";
import { aiRateLimited } from "../chat/chat-turn";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import { reserveAiMessage } from "./quota-service";

/** 000 §7 ai-your: one message in, the whole reply out (the screen reveals it with a typewriter). */
export async function answerAiYour(options: { deps: ChatTurnDeps; userId: string; message: string }) {
  const { deps, userId, message } = options;
  const db: Database = deps.db;
  if (!deps.rateLimit.take(userId)) throw aiRateLimited();
  const now = new Date();
  const reservation = await reserveAiMessage({ db, userId, feature: "ai-your", now });
  const profile = await loadAiProfile(db, userId);
  let text = "";
  try {
    for await (const piece of deps.engine.streamChat({
      userId,
      profile,
      messages: [{ role: "user", content: message }],
      now,
    })) {
      text += piece;
    }
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "ai-your reply failed");
  }
  if (text.trim().length === 0) {
    await reservation.refund();
    throw new DomainError("ai_unavailable", 502, "error communicating with AI");
  }
  return { ok: true, text, engine: deps.engine.kind };
}
