import {
  captionStyles,
  type DailyContentAccess,
  type DailyContentBody,
  dailyContentBodySchema,
  type ImproveContentResponse,
} from "../../shared/daily-content";
import { loadAiProfile } from "../account/service";
import { aiRateLimited, recordAiTokens, reserveAiMessage } from "../ai/service";
import { DomainError } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { contentBody, loadAccess, ownedRow, saveBody } from "./service";

/** 000 §8: what the user is told when the assistant could not improve the content. */
const improvementFailed = () =>
  new DomainError("ai_unavailable", 502, "Unfortunately, an error occurred in content improvement. Please try again.");

/**
 * The AI may rewrite what the plan opens, never more: locked sections keep what they held, and it
 * cannot hand out more ideas than the day already has (the plan decided that number).
 */
export function withinPlan(stored: DailyContentBody, improved: DailyContentBody, access: DailyContentAccess) {
  const captions = { ...improved.captions };
  for (const style of captionStyles) {
    if (!access.caption_styles.includes(style)) captions[style] = stored.captions[style];
  }
  // An engine that leaves the custom list out (it reads as empty) has not emptied it: it stays as it was.
  if (!access.custom_style || improved.captions.custom.length === 0) captions.custom = stored.captions.custom;
  return {
    content_ideas: improved.content_ideas.slice(0, stored.content_ideas.length),
    captions,
    trending_hashtags: improved.trending_hashtags,
    viral_music: access.viral_music ? improved.viral_music : stored.viral_music,
    optimal_timing: access.optimal_timing ? improved.optimal_timing : stored.optimal_timing,
  };
}

/**
 * 000 §7 ai-content-generator, improve_content: one AI message of the plan; the result is saved at once,
 * unless the content changed while the AI was thinking (409 content_changed, the message refunded).
 */
export async function improveDailyContent(
  ctx: Pick<ServiceContext, "db" | "userState" | "ai" | "logger"> & { rateLimit: PerUserRateLimit },
  input: { userId: string; id: string; request: string; now: Date },
): Promise<ImproveContentResponse> {
  const { userId, id, request, now } = input;
  if (!ctx.rateLimit.take(userId)) throw aiRateLimited();
  const row = await ownedRow(ctx, { userId, id });
  const reservation = await reserveAiMessage(ctx, { userId, feature: "improve", now });
  const stored = contentBody(row);
  let improved: { content: DailyContentBody; reply: string };
  let tokens: number | undefined;
  try {
    const profile = await loadAiProfile(ctx, { userId });
    const onUsage = (reported: number) => {
      tokens = reported;
    };
    const answer = await ctx.ai.improveContent({ userId, profile, content: stored, request, now, onUsage });
    improved = { content: dailyContentBodySchema.parse(answer.content), reply: answer.reply };
  } catch (error) {
    ctx.logger.warn({ err: error, userId }, "content improvement failed");
    await reservation.refund();
    throw improvementFailed();
  }
  const access = await loadAccess(ctx, { userId, now });
  // The user may have edited the content while the AI was thinking: their edit wins, and the message is given back.
  const saved = await saveBody(ctx, {
    row,
    body: withinPlan(stored, improved.content, access),
    now,
    ifUnchanged: true,
  }).catch(async (error: unknown) => {
    await reservation.refund();
    throw error;
  });
  if (tokens !== undefined) await recordAiTokens(ctx, { usageId: reservation.usageId, tokens });
  return { success: true, improved_content: saved, reply: improved.reply, engine: ctx.ai.kind };
}
