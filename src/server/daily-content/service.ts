import { and, desc, eq, gte, sql } from "drizzle-orm";
import {
  type CaptionList,
  captionStyles,
  captionsOf,
  type DailyContent,
  type DailyContentAccess,
  type DailyContentBody,
  type DailyContentDay,
  type DailyContentHistory,
  emptyCaptions,
} from "../../shared/daily-content";
import type { Locale } from "../../shared/locales";
import { allowancesFor } from "../../shared/plans";
import { loadAiProfile } from "../account/service";
import { readThrough, statePart, type UserStateCache } from "../cache/user-state-cache";
import type { Database } from "../db/client";
import { isoTime, type JsonFields, jsonRow } from "../db/json-page";
import { namedStatement } from "../db/named-statement";
import { preparedQuery } from "../db/prepared";
import { dailyContent } from "../db/schema";
import { DomainError } from "../errors";
import { composeJson, JsonText, parseJsonText } from "../json-text";
import { tehranToday, tehranWeekStartDate } from "../period-starts";
import { getSubscriptionState } from "../subscription/service";
import { dailyContentAccess } from "./access";
import { composeDailyContent } from "./compose";
import { loadCustomStyle } from "./custom-style";

export type DailyContentRow = typeof dailyContent.$inferSelect;
/** Reads in a transaction pass no `userState`: they see the database, not this instance's cache. */
type DailyContentContext = { db: Database; userState?: UserStateCache };

/** Ideas granted since `since` and regenerations on `today` (ISO dates). */
const allowancePart = statePart<{ since: string; today: string; used: number; regenerated: number }>("dailyContent");
/** The content of the day the user asked for last (today, nearly always). */
const dayPart = statePart<{ date: string; content: JsonText<DailyContent | null> }>("dayContent", {
  textLength: (kept) => kept.content.text.length,
});

/** How many days the history lists, newest first. */
export const historyLength = 60;

export function contentBody(row: DailyContentRow): DailyContentBody {
  return {
    content_ideas: row.contentIdeas,
    captions: captionsOf(row.captions),
    trending_hashtags: row.trendingHashtags,
    viral_music: row.viralMusic,
    optimal_timing: row.optimalTiming,
  };
}

export function toDailyContent(row: DailyContentRow): DailyContent {
  return {
    id: row.id,
    content_date: row.contentDate,
    ...contentBody(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The free plan counts its ideas by the Iranian week (Saturday on); the paid plans by the day. */
export function ideasPeriodStart(period: "day" | "week", now: Date): string {
  return period === "week" ? tehranWeekStartDate(now) : tehranToday(now);
}

const accessQuery = preparedQuery((db) =>
  db
    .select({
      used: sql<number>`coalesce(sum(${dailyContent.ideasGranted}), 0)::int`,
      regenerated: sql<number>`coalesce(sum(${dailyContent.regenerations}) filter (where ${dailyContent.contentDate} = ${sql.placeholder("today")}), 0)::int`,
    })
    .from(dailyContent)
    .where(
      and(eq(dailyContent.userId, sql.placeholder("userId")), gte(dailyContent.contentDate, sql.placeholder("since"))),
    )
    .prepare("daily_content_access"),
);

export async function loadAccess(
  ctx: DailyContentContext,
  input: { userId: string; now: Date },
): Promise<DailyContentAccess> {
  const { userId, now } = input;
  const subscription = await getSubscriptionState(ctx, { userId, now });
  const since = ideasPeriodStart(allowancesFor(subscription).ideasPeriod, now);
  const today = tehranToday(now);
  const spent = await readThrough(ctx.userState, userId, allowancePart, {
    load: async () => {
      const [row] = await accessQuery(ctx.db).execute({ userId, since, today });
      return { since, today, used: row?.used ?? 0, regenerated: row?.regenerated ?? 0 };
    },
    isCurrent: (cached) => cached.since === since && cached.today === today,
  });
  return dailyContentAccess(subscription, spent.used, spent.regenerated);
}

/** A day's content as the API shows it, written by the database: the same keys and values as `toDailyContent`. */
const contentFields = {
  id: dailyContent.id,
  content_date: sql`to_char(${dailyContent.contentDate}, 'YYYY-MM-DD')`,
  content_ideas: dailyContent.contentIdeas,
  // As captionsOf: every list, the row's own or an empty one (a jsonb merge: building the object list by list
  // was most of this read's cost on PostgreSQL, measured). The keys come in jsonb's order, not the lists'.
  captions: sql`${sql.raw(`'${JSON.stringify(emptyCaptions())}'::jsonb`)} || ${dailyContent.captions}`,
  trending_hashtags: dailyContent.trendingHashtags,
  viral_music: dailyContent.viralMusic,
  optimal_timing: dailyContent.optimalTiming,
  created_at: isoTime(dailyContent.createdAt),
  updated_at: isoTime(dailyContent.updatedAt),
} satisfies JsonFields<DailyContent>;

const contentOfDay = namedStatement<{ userId: string; date: string }>("daily_content_of_day", () =>
  jsonRow({
    fields: contentFields,
    table: dailyContent,
    where: and(
      eq(dailyContent.userId, sql.placeholder("userId")),
      eq(dailyContent.contentDate, sql.placeholder("date")),
    ),
  }),
);

export const contentNotFound = () => new DomainError("not_found", 404, "No such daily content of this user.");
export const contentChanged = () =>
  new DomainError("content_changed", 409, "The content changed meanwhile; reload and try again.");

/** The user's own row, or not_found: another user's id answers exactly like a missing one. */
export async function ownedRow(
  ctx: DailyContentContext,
  input: { userId: string; id: string },
): Promise<DailyContentRow> {
  const { userId, id } = input;
  const rows = await ctx.db
    .select()
    .from(dailyContent)
    .where(and(eq(dailyContent.id, id), eq(dailyContent.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw contentNotFound();
  return row;
}

/**
 * A day's content, or null when there is none, with today's allowance: as the database wrote it (issue 20). The
 * day asked for last is kept with the user's state: daily content opens with today on every visit.
 */
export async function readDay(
  ctx: DailyContentContext,
  input: { userId: string; date: string; now: Date },
): Promise<JsonText<DailyContentDay>> {
  const { userId, date } = input;
  const [day, access] = await Promise.all([
    readThrough(ctx.userState, userId, dayPart, {
      load: async () => ({
        date,
        content: JsonText.of<DailyContent | null>((await contentOfDay(ctx.db, { userId, date }))?.[0], "null"),
      }),
      isCurrent: (kept) => kept.date === date,
    }),
    loadAccess(ctx, input),
  ]);
  return composeJson<DailyContentDay>({ date, content: day.content, access });
}

export async function getDay(
  ctx: DailyContentContext,
  input: { userId: string; date: string; now: Date },
): Promise<DailyContentDay> {
  return parseJsonText(await readDay(ctx, input));
}

export async function listDays(ctx: DailyContentContext, input: { userId: string }): Promise<DailyContentHistory> {
  const rows = await ctx.db
    .select({
      id: dailyContent.id,
      contentDate: dailyContent.contentDate,
      ideas: sql<number>`jsonb_array_length(${dailyContent.contentIdeas})::int`,
    })
    .from(dailyContent)
    .where(eq(dailyContent.userId, input.userId))
    .orderBy(desc(dailyContent.contentDate))
    .limit(historyLength);
  return { days: rows.map((row) => ({ id: row.id, content_date: row.contentDate, ideas: row.ideas })) };
}

/**
 * DESIGN d4: at most one row per user and day; a second generate (or the morning job) returns the first.
 * `locale` is the page's interface language; without it the profile's preferred language.
 */
export async function generateToday(
  ctx: DailyContentContext,
  input: { userId: string; now: Date; locale?: Locale },
): Promise<{ day: DailyContentDay; created: boolean }> {
  const { userId, now } = input;
  const { db } = ctx;
  const date = tehranToday(now);
  const existing = await getDay(ctx, { userId, now, date });
  if (existing.content) return { day: existing, created: false };
  const [access, profile, customStyle] = await Promise.all([
    loadAccess(ctx, input),
    loadAiProfile(ctx, { userId }),
    loadCustomStyle(ctx, { userId }),
  ]);
  const locale = input.locale ?? profile.preferredLanguage;
  const { body, ideasGranted } = composeDailyContent({ userId, profile, access, now, locale, customStyle });
  const inserted = await db
    .insert(dailyContent)
    .values({ id: crypto.randomUUID(), userId, contentDate: date, ...composedValues(body, locale), ideasGranted })
    .onConflictDoNothing({ target: [dailyContent.userId, dailyContent.contentDate] })
    .returning({ id: dailyContent.id });
  return { day: await getDay(ctx, { userId, now, date }), created: inserted.length > 0 };
}

export function rowValues(body: DailyContentBody) {
  return {
    contentIdeas: body.content_ideas,
    captions: body.captions,
    trendingHashtags: body.trending_hashtags,
    viralMusic: body.viral_music,
    optimalTiming: body.optimal_timing,
  };
}

/** The columns of content the engine wrote: the content, and a copy that later tells the user's edits apart. */
export function composedValues(body: DailyContentBody, locale: Locale) {
  return { ...rowValues(body), composed: body, locale };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A section the plan does not open may keep what it already holds, or be emptied, but never gain new content. */
export function gainsLockedContent(stored: DailyContentBody, next: DailyContentBody, access: DailyContentAccess) {
  const gains = (value: unknown, storedValue: unknown, empty: boolean) => !empty && !sameValue(value, storedValue);
  const lockedStyles: CaptionList[] = captionStyles.filter((style) => !access.caption_styles.includes(style));
  if (!access.custom_style) lockedStyles.push("custom");
  return (
    lockedStyles.some((style) =>
      gains(next.captions[style], stored.captions[style], next.captions[style].length === 0),
    ) ||
    (!access.viral_music && gains(next.viral_music, stored.viral_music, next.viral_music.length === 0)) ||
    (!access.optimal_timing && gains(next.optimal_timing, stored.optimal_timing, next.optimal_timing === ""))
  );
}

export async function updateContent(
  ctx: DailyContentContext,
  input: { userId: string; id: string; body: DailyContentBody; now: Date },
): Promise<DailyContent> {
  const { userId, id, body, now } = input;
  const row = await ownedRow(ctx, { userId, id });
  if (gainsLockedContent(contentBody(row), body, await loadAccess(ctx, { userId, now }))) {
    throw new DomainError("feature_locked", 403, "Your plan does not include one of the sections you changed.");
  }
  return saveBody(ctx, { row, body, now });
}

/**
 * Saves over `row`; with `ifUnchanged`, only while the row still is what was read (optimistic concurrency:
 * the stored updated_at, to the millisecond a Date holds, must be the one read), else content_changed.
 */
export async function saveBody(
  ctx: DailyContentContext,
  input: { row: DailyContentRow; body: DailyContentBody; now: Date; ifUnchanged?: boolean },
) {
  const { row, body, now, ifUnchanged = false } = input;
  const unchanged = sql`date_trunc('milliseconds', ${dailyContent.updatedAt}) = ${sql.param(row.updatedAt, dailyContent.updatedAt)}`;
  const updated = await ctx.db
    .update(dailyContent)
    .set({ ...rowValues(body), updatedAt: now })
    .where(and(eq(dailyContent.id, row.id), eq(dailyContent.userId, row.userId), ifUnchanged ? unchanged : undefined))
    .returning();
  const saved = updated[0];
  if (!saved) throw ifUnchanged ? contentChanged() : contentNotFound();
  return toDailyContent(saved);
}
export { upgradeTodayAfterPurchase } from "./upgrade";
