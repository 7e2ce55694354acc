import { and, eq, gte, inArray, notExists, sql } from "drizzle-orm";
import { allowancesFor } from "../../shared/plans";
import { aiProfileColumns, aiProfileFromRow } from "../account/service";
import { lockUntilCommit } from "../db/advisory-lock";
import { dailyContent, profiles, session, subscribers, user } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { tehranToday, tehranWeekStartDate } from "../period-starts";
import type { ServiceContext } from "../service-context";
import { subscriptionFromRow } from "../subscription/service";
import { dailyContentAccess } from "./access";
import { composeDailyContent } from "./compose";
import { loadCustomStyles } from "./custom-style";
import { composedValues } from "./service";

/** DESIGN d4 and issue 5: the morning job prepares content for users seen in the last 14 days. */
export const activeWithinDays = 14;
const dayMs = 86_400_000;

/**
 * Generates today's content for every active user who has none yet, in batches. Each batch runs in a
 * transaction under an advisory lock for the day, and the (user, date) unique key backs it up, so any
 * number of concurrent runs (several instances, a retry) still make exactly one row per user.
 */
export async function generateForActiveUsers(
  ctx: Pick<ServiceContext, "db">,
  input: { now: Date; batchSize?: number },
) {
  const { now, batchSize = 250 } = input;
  const { db } = ctx;
  const date = tehranToday(now);
  const weekStart = tehranWeekStartDate(now);
  const activeSince = new Date(now.getTime() - activeWithinDays * dayMs);
  let generated = 0;
  for (;;) {
    const batch = await withTransaction(db, async (tx) => {
      await lockUntilCommit(tx, `daily-content:${date}`);
      const users = await tx
        .select({
          userId: user.id,
          ...aiProfileColumns,
          subscribed: subscribers.subscribed,
          subscriptionTier: subscribers.subscriptionTier,
          subscriptionEnd: subscribers.subscriptionEnd,
          nextTier: subscribers.nextTier,
          tierUntil: subscribers.tierUntil,
          ideasThisWeek: sql<number>`(select coalesce(sum(d.ideas_granted), 0)::int from ${dailyContent} d
            where d.user_id = ${user.id} and d.content_date >= ${weekStart})`,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(subscribers, eq(subscribers.userId, user.id))
        .where(
          and(
            inArray(
              user.id,
              tx.selectDistinct({ userId: session.userId }).from(session).where(gte(session.updatedAt, activeSince)),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(dailyContent)
                .where(and(eq(dailyContent.userId, user.id), eq(dailyContent.contentDate, date))),
            ),
          ),
        )
        .orderBy(user.id)
        .limit(batchSize);
      if (users.length === 0) return { seen: 0, inserted: 0 };
      const customStyles = await loadCustomStyles({ db: tx }, { userIds: users.map((row) => row.userId) });
      const rows = users.map((row) => {
        const subscription = subscriptionFromRow(row, now);
        const used = allowancesFor(subscription).ideasPeriod === "week" ? row.ideasThisWeek : 0;
        // The morning job has no page to ask: it writes in the profile's preferred language.
        const profile = aiProfileFromRow(row);
        const { body, ideasGranted } = composeDailyContent({
          userId: row.userId,
          profile,
          access: dailyContentAccess(subscription, used),
          now,
          customStyle: customStyles.get(row.userId),
        });
        return {
          id: crypto.randomUUID(),
          userId: row.userId,
          contentDate: date,
          ...composedValues(body, profile.preferredLanguage),
          ideasGranted,
        };
      });
      const inserted = await tx
        .insert(dailyContent)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: dailyContent.id });
      return { seen: users.length, inserted: inserted.length };
    });
    generated += batch.inserted;
    if (batch.seen < batchSize) return { date, generated };
  }
}
