import { and, eq } from "drizzle-orm";
import { captionLists, captionsOf, type DailyContentBody } from "../../shared/daily-content";
import { isLocale } from "../../shared/locales";
import { loadAiProfile } from "../account/service";
import { dailyContent } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { createLogger } from "../logger";
import { tehranToday } from "../period-starts";
import type { ServiceContext } from "../service-context";
import { ideasToGrant } from "./access";
import { composeDailyContent } from "./compose";
import { loadCustomStyle } from "./custom-style";
import { contentBody, loadAccess, rowValues } from "./service";

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Today's content and what the plan now opens, merged: every idea stays (edited or not) and fresh ones
 * fill up to `ideas`; a section that was empty because the plan locked it (it was composed empty and
 * is still empty) gets the fresh one; the hashtags become the fresh ones only while the user left them
 * as composed. A section the user edited or emptied keeps what they made. `composed` is what the engine
 * wrote before (null on a row from before it was kept: then only empty sections are filled).
 * Answers the new content and the new `composed`, the engine's text of each section.
 */
export function mergeUpgrade(input: {
  stored: DailyContentBody;
  composed: DailyContentBody | null;
  fresh: DailyContentBody;
  ideas: number;
}): { body: DailyContentBody; composed: DailyContentBody } {
  const { stored, composed, fresh, ideas } = input;
  const was = composed ?? stored;
  const added = fresh.content_ideas
    .filter((idea) => !stored.content_ideas.includes(idea))
    .slice(0, Math.max(0, ideas - stored.content_ideas.length));
  const body: DailyContentBody = { ...stored, content_ideas: [...stored.content_ideas, ...added] };
  const engine: DailyContentBody = { ...was, content_ideas: [...was.content_ideas, ...added] };
  const captions = { ...stored.captions };
  const engineCaptions = { ...was.captions };
  for (const style of captionLists) {
    if (stored.captions[style].length === 0 && was.captions[style].length === 0) {
      captions[style] = fresh.captions[style];
      engineCaptions[style] = fresh.captions[style];
    }
  }
  body.captions = captions;
  engine.captions = engineCaptions;
  if (composed !== null && sameValue(stored.trending_hashtags, composed.trending_hashtags)) {
    body.trending_hashtags = fresh.trending_hashtags;
    engine.trending_hashtags = fresh.trending_hashtags;
  }
  if (stored.viral_music.length === 0 && was.viral_music.length === 0) {
    body.viral_music = fresh.viral_music;
    engine.viral_music = fresh.viral_music;
  }
  if (stored.optimal_timing === "" && was.optimal_timing === "") {
    body.optimal_timing = fresh.optimal_timing;
    engine.optimal_timing = fresh.optimal_timing;
  }
  return { body, composed: engine };
}

/**
 * Issue 18: today's content opened at once to the plan just bought or upgraded to, keeping what the user
 * made of it (mergeUpgrade). Nothing happens when today has no content yet: generating it later uses the
 * new plan anyway. Called after the payment's transaction has committed, so it sees the new plan.
 */
export async function upgradeTodayContent(ctx: Pick<ServiceContext, "db">, input: { userId: string; now: Date }) {
  const { userId, now } = input;
  await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(dailyContent)
      .where(and(eq(dailyContent.userId, userId), eq(dailyContent.contentDate, tehranToday(now))))
      .for("update");
    if (!row) return;
    const [access, profile, customStyle] = await Promise.all([
      loadAccess({ db: tx }, { userId, now }),
      loadAiProfile({ db: tx }, { userId }),
      loadCustomStyle({ db: tx }, { userId }),
    ]);
    // Today's own ideas are not spent before today's content: the plan's full day is what it may hold.
    const today = { ...access, ideas: { ...access.ideas, used: access.ideas.used - row.ideasGranted } };
    const locale = isLocale(row.locale) ? row.locale : profile.preferredLanguage;
    const fresh = composeDailyContent({ userId, profile, access: today, now, locale, customStyle }).body;
    const composed = row.composed ? { ...row.composed, captions: captionsOf(row.composed.captions) } : null;
    const ideas = Math.max(ideasToGrant(today), row.ideasGranted);
    const merged = mergeUpgrade({ stored: contentBody(row), composed, fresh, ideas });
    const added = merged.body.content_ideas.length - row.contentIdeas.length;
    await tx
      .update(dailyContent)
      .set({
        ...rowValues(merged.body),
        composed: merged.composed,
        ideasGranted: row.ideasGranted + added,
        updatedAt: now,
      })
      .where(eq(dailyContent.id, row.id));
  });
}

const log = createLogger("info").child({ component: "daily-content-upgrade" });

/** After a payment: the upgrade is a courtesy, so its failure is logged and never fails the payment. */
export async function upgradeTodayAfterPurchase(ctx: Pick<ServiceContext, "db">, input: { userId: string; now: Date }) {
  try {
    await upgradeTodayContent(ctx, input);
  } catch (error) {
    log.error({ err: error, userId: input.userId }, "today's content could not be upgraded to the new plan");
  }
}
