import { and, eq, sql } from "drizzle-orm";
import { captionsOf, type DailyContentBody, type DailyContentDay } from "../../shared/daily-content";
import { isLocale, type Locale } from "../../shared/locales";
import { loadAiProfile } from "../account/service";
import { dailyContent } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import { tehranToday } from "../period-starts";
import type { ServiceContext } from "../service-context";
import { composeDailyContent } from "./compose";
import { loadCustomStyle } from "./custom-style";
import { composedValues, contentNotFound, getDay, loadAccess } from "./service";

export const regenerationsUsedUp = (limit: number, plan: string) =>
  new DomainError("regenerations_used_up", 403, `Your plan allows ${limit} regenerations a day.`, {
    params: { limit, plan },
  });
export const pastDayLocked = () => new DomainError("past_day_locked", 409, "Only today's content can be regenerated.");

// A draw that happens to give the same ideas and captions as the content it replaces tries another seed;
// regeneration n draws rounds n × drawsToTry onwards, so no two regenerations share a seed.
const drawsToTry = 3;

type Draw = Pick<DailyContentBody, "content_ideas" | "captions">;
const sameDraw = (a: Draw, b: Draw) =>
  JSON.stringify([a.content_ideas, a.captions]) === JSON.stringify([b.content_ideas, b.captions]);

/**
 * Today's content again, from a new seed, within the plan's regenerations a day: it replaces the row,
 * saved edits included (the page asks first). Only the owner's row of today; the row stays locked while
 * it is counted and rewritten, so two requests at once cannot pass the limit.
 */
export async function regenerateToday(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; id: string; now: Date; locale?: Locale },
): Promise<DailyContentDay> {
  const { userId, id, now } = input;
  const date = tehranToday(now);
  await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(dailyContent)
      .where(and(eq(dailyContent.id, id), eq(dailyContent.userId, userId)))
      .for("update");
    if (!row) throw contentNotFound();
    if (row.contentDate !== date) throw pastDayLocked();
    const [access, profile, customStyle] = await Promise.all([
      loadAccess({ db: tx }, { userId, now }),
      loadAiProfile({ db: tx }, { userId }),
      loadCustomStyle({ db: tx }, { userId }),
    ]);
    const { limit } = access.regenerations;
    if (limit !== null && row.regenerations >= limit) throw regenerationsUsedUp(limit, access.plan);
    // The free week counts today's ideas once: a regeneration gives the same number again, not more.
    const before = { ...access, ideas: { ...access.ideas, used: access.ideas.used - row.ideasGranted } };
    const locale = input.locale ?? (isLocale(row.locale) ? row.locale : profile.preferredLanguage);
    const current: Draw = { content_ideas: row.contentIdeas, captions: captionsOf(row.captions) };
    const draw = (attempt: number) =>
      composeDailyContent({
        userId,
        profile,
        access: before,
        now,
        locale,
        customStyle,
        round: (row.regenerations + 1) * drawsToTry + attempt,
      });
    let composed = draw(0);
    for (let attempt = 1; attempt < drawsToTry && sameDraw(composed.body, current); attempt += 1)
      composed = draw(attempt);
    await tx
      .update(dailyContent)
      .set({
        ...composedValues(composed.body, locale),
        ideasGranted: composed.ideasGranted,
        regenerations: sql`${dailyContent.regenerations} + 1`,
        updatedAt: now,
      })
      .where(eq(dailyContent.id, row.id));
  });
  return getDay(ctx, { userId, now, date });
}
