import { loadAiProfile } from "../account/service";
import { DomainError } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { aiRateLimited } from "./ai-rate-limited";
import { recordAiTokens, reserveAiMessage } from "./quota-service";

/** 000 §7 ai-your: one message in, the whole reply out (the screen reveals it with a typewriter). */
export async function answerAiYour(
  ctx: Pick<ServiceContext, "db" | "userState" | "ai" | "logger"> & { rateLimit: PerUserRateLimit },
  input: { userId: string; message: string; now: Date },
) {
  const { userId, message, now } = input;
  const { db } = ctx;
  if (!ctx.rateLimit.take(userId)) throw aiRateLimited();
  const reservation = await reserveAiMessage(ctx, { userId, feature: "ai-your", now });
  const profile = await loadAiProfile({ db }, { userId });
  let text = "";
  let tokens: number | undefined;
  try {
    for await (const piece of ctx.ai.streamChat({
      userId,
      profile,
      messages: [{ role: "user", content: message }],
      now,
      onUsage: (reported) => {
        tokens = reported;
      },
    })) {
      text += piece;
    }
  } catch (error) {
    ctx.logger.warn({ err: error, userId }, "ai-your reply failed");
  }
  if (text.trim().length === 0) {
    await reservation.refund();
    throw new DomainError("ai_unavailable", 502, "error communicating with AI");
  }
  if (tokens !== undefined) await recordAiTokens(ctx, { usageId: reservation.usageId, tokens });
  return { ok: true, text, engine: ctx.ai.kind };
}
