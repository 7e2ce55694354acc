import { and, eq, inArray } from "drizzle-orm";
import type { CustomCaptionStyle, CustomCaptionStyleState } from "../../shared/custom-caption-style";
import { captionsOf, dailyContentSizes } from "../../shared/daily-content";
import { isLocale } from "../../shared/locales";
import { allowancesFor } from "../../shared/plans";
import { loadAiProfile } from "../account/service";
import { composeCustomCaptions, contentSeed } from "../ai/service";
import type { Database } from "../db/client";
import { customCaptionStyles, dailyContent } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import { tehranToday } from "../period-starts";
import { getSubscriptionState } from "../subscription/service";

type Context = { db: Database };
type StyleRow = typeof customCaptionStyles.$inferSelect;

export const customStyleLocked = () =>
  new DomainError("feature_locked", 403, "Your plan does not include a custom caption style.", {
    params: { plan: "ultra" },
  });

function toStyle(row: StyleRow): CustomCaptionStyle {
  const { name, baseStyle, length, emoji, opening, signature } = row;
  return { name, base_style: baseStyle, length, emoji, opening, signature };
}

/** The user's own caption style, or null (decision 022). */
export async function loadCustomStyle(ctx: Context, input: { userId: string }): Promise<CustomCaptionStyle | null> {
  const [row] = await ctx.db.select().from(customCaptionStyles).where(eq(customCaptionStyles.userId, input.userId));
  return row ? toStyle(row) : null;
}

/** The styles of many users at once, for the morning job's batch. */
export async function loadCustomStyles(ctx: Context, input: { userIds: string[] }) {
  const styles = new Map<string, CustomCaptionStyle>();
  if (input.userIds.length === 0) return styles;
  const rows = await ctx.db
    .select()
    .from(customCaptionStyles)
    .where(inArray(customCaptionStyles.userId, input.userIds));
  for (const row of rows) styles.set(row.userId, toStyle(row));
  return styles;
}

async function isAvailable(ctx: Context, input: { userId: string; now: Date }) {
  return allowancesFor(await getSubscriptionState(ctx, input)).customCaptionStyle;
}

export async function getCustomStyle(
  ctx: Context,
  input: { userId: string; now: Date },
): Promise<CustomCaptionStyleState> {
  const [customStyle, available] = await Promise.all([loadCustomStyle(ctx, input), isAvailable(ctx, input)]);
  return { custom_style: customStyle, available };
}

/**
 * Saves the user's one custom style (Ultra only, else feature_locked and nothing changes), and composes
 * today's custom captions in it again: only that list changes, the user's other edits stay.
 */
export async function saveCustomStyle(
  ctx: Context,
  input: { userId: string; style: CustomCaptionStyle; now: Date },
): Promise<CustomCaptionStyleState> {
  const { userId, style, now } = input;
  if (!(await isAvailable(ctx, input))) throw customStyleLocked();
  const values = {
    name: style.name,
    baseStyle: style.base_style,
    length: style.length,
    emoji: style.emoji,
    opening: style.opening,
    signature: style.signature,
    updatedAt: now,
  };
  await withTransaction(ctx.db, async (tx) => {
    await tx
      .insert(customCaptionStyles)
      .values({ userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: customCaptionStyles.userId, set: values });
    const [row] = await tx
      .select()
      .from(dailyContent)
      .where(and(eq(dailyContent.userId, userId), eq(dailyContent.contentDate, tehranToday(now))))
      .for("update");
    if (!row) return;
    const profile = await loadAiProfile({ db: tx }, { userId });
    const custom = composeCustomCaptions({
      profile,
      seed: contentSeed(userId, now),
      locale: isLocale(row.locale) ? row.locale : profile.preferredLanguage,
      count: dailyContentSizes.captionsPerStyle,
      style,
    });
    await tx
      .update(dailyContent)
      .set({
        captions: { ...captionsOf(row.captions), custom },
        composed: row.composed && { ...row.composed, captions: { ...captionsOf(row.composed.captions), custom } },
        updatedAt: now,
      })
      .where(eq(dailyContent.id, row.id));
  });
  return { custom_style: style, available: true };
}

/** Removes the user's style, on any plan (a former Ultra user may clear theirs); content already made stays. */
export async function deleteCustomStyle(
  ctx: Context,
  input: { userId: string; now: Date },
): Promise<CustomCaptionStyleState> {
  await ctx.db.delete(customCaptionStyles).where(eq(customCaptionStyles.userId, input.userId));
  return { custom_style: null, available: await isAvailable(ctx, input) };
}
