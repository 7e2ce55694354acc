import { z } from "zod";
import { localeIds } from "./locales";
import type { PlanId } from "./plans";
import { typedText } from "./text";

/**
 * 000 §3 and §9: the caption styles, in the order the tabs show them. A plan opens the first n
 * (free 1, Eco 3: fun, luxury, motivational); Pro and Ultra open all of them (001 §3 "10+").
 */
export const captionStyles = [
  "fun",
  "luxury",
  "motivational",
  "educational",
  "storytelling",
  "formal",
  "poetic",
  "minimal",
  "sales",
  "emotional",
  "question",
] as const;
export type CaptionStyle = (typeof captionStyles)[number];
/** The caption lists of a day: every style, then the Ultra user's own style (decision 022), shown last. */
export const captionLists = [...captionStyles, "custom"] as const;
export type CaptionList = (typeof captionLists)[number];

/** How much one day's content holds, before plan allowances trim it (DESIGN d14). */
export const dailyContentSizes = {
  captionsPerStyle: 3,
  hashtags: { basic: 5, trending: 15 },
  viralMusic: 5,
  /** Ideas a day for a plan whose allowance is unlimited. */
  unlimitedIdeas: 15,
  /** A free plan's weekly ideas come one a day. */
  freeIdeasPerDay: 1,
} as const;

/** Regenerations of today's content a plan allows a day; null is unlimited (Ultra's unlimited ideas). */
export const dailyRegenerations: Record<PlanId | "free", number | null> = { free: 1, eco: 3, pro: 10, ultra: null };

/** Limits of an edit; bigger lists or texts are refused with a clear error and change nothing. */
export const dailyContentLimits = {
  ideas: 30,
  ideaLength: 1000,
  captionsPerStyle: 10,
  captionLength: 2200,
  hashtags: 60,
  hashtagLength: 100,
  music: 20,
  musicFieldLength: 200,
  timingLength: 500,
  improveRequestLength: 1000,
} as const;

const text = (max: number) => typedText().trim().max(max, "tooLong");
// A style missing from a body is an empty list: rows written before a style existed hold fewer keys.
const captionList = z
  .array(text(dailyContentLimits.captionLength))
  .max(dailyContentLimits.captionsPerStyle, "tooMany")
  .default([]);
const captionsSchema = z.object(
  Object.fromEntries(captionLists.map((style) => [style, captionList])) as Record<CaptionList, typeof captionList>,
);

/** The editable part of 000 §3 daily_content; message texts are catalogue keys (`dailyContent.errors.*`). */
export const dailyContentBodySchema = z.object({
  content_ideas: z.array(text(dailyContentLimits.ideaLength)).max(dailyContentLimits.ideas, "tooMany"),
  captions: captionsSchema,
  trending_hashtags: z
    .array(typedText().min(1).max(dailyContentLimits.hashtagLength, "tooLong").regex(/^\S+$/, "hashtagSpaces"))
    .max(dailyContentLimits.hashtags, "tooMany"),
  viral_music: z
    .array(
      z.object({ name: text(dailyContentLimits.musicFieldLength), artist: text(dailyContentLimits.musicFieldLength) }),
    )
    .max(dailyContentLimits.music, "tooMany"),
  optimal_timing: text(dailyContentLimits.timingLength),
});
export type DailyContentBody = z.infer<typeof dailyContentBodySchema>;
export type Captions = DailyContentBody["captions"];
/** Every style, a stored row's list or an empty one. */
export function captionsOf(stored: Partial<Captions>): Captions {
  return Object.fromEntries(captionLists.map((style) => [style, stored[style] ?? []])) as Captions;
}

/** No caption of any style: the shape a composer starts from. */
export function emptyCaptions(): Captions {
  return captionsOf({});
}
export type MusicSuggestion = DailyContentBody["viral_music"][number];

export const dailyContentSchema = dailyContentBodySchema.extend({
  id: z.string(),
  /** The Tehran calendar day, YYYY-MM-DD. */
  content_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DailyContent = z.infer<typeof dailyContentSchema>;

/** What the user's plan opens in daily content now, so the page can show what is locked and why. */
export const dailyContentAccessSchema = z.object({
  plan: z.enum(["free", "eco", "pro", "ultra"]),
  ideas: z.object({
    /** null when unlimited. */
    limit: z.number().int().nullable(),
    period: z.enum(["day", "week"]),
    /** Ideas given so far this period (free plan's week). */
    used: z.number().int(),
  }),
  caption_styles: z.array(z.enum(captionStyles)),
  /** The plan opens a custom caption style of the user's own (Ultra, decision 022). */
  custom_style: z.boolean(),
  hashtags: z.enum(["basic", "trending"]),
  viral_music: z.boolean(),
  optimal_timing: z.boolean(),
  /** Regenerations of today's content: the plan's daily limit (null when unlimited) and those used today. */
  regenerations: z.object({ limit: z.number().int().nullable(), used: z.number().int() }),
});
export type DailyContentAccess = z.infer<typeof dailyContentAccessSchema>;

/** GET /api/daily-content/today and GET /api/daily-content/days/{date}: `content` is null when not generated. */
export const dailyContentDaySchema = z.object({
  date: z.string(),
  content: dailyContentSchema.nullable(),
  access: dailyContentAccessSchema,
});
export type DailyContentDay = z.infer<typeof dailyContentDaySchema>;

/** GET /api/daily-content/days: the user's days with content, newest first. */
export const dailyContentHistorySchema = z.object({
  days: z.array(z.object({ id: z.string(), content_date: z.string(), ideas: z.number().int() })),
});
export type DailyContentHistory = z.infer<typeof dailyContentHistorySchema>;

/**
 * POST /generate and POST /{id}/regenerate: `?locale=` is the page's interface language, the language the
 * content is written in; without it, the profile's preferred language (as the morning job uses).
 */
export const contentLanguageQuerySchema = z.object({ locale: z.enum(localeIds).optional() });

/** POST /api/daily-content/items/{id}/improve (000 §7 ai-content-generator, action improve_content). */
export const improveContentRequestSchema = z.object({
  improvement_request: typedText()
    .max(dailyContentLimits.improveRequestLength, "tooLong")
    .refine((request) => request.trim().length > 0, "requestBlank"),
});
export const improveContentResponseSchema = z.object({
  success: z.literal(true),
  improved_content: dailyContentSchema,
  /** What the assistant changed, shown as its chat reply. */
  reply: z.string(),
  engine: z.enum(["offline", "openai-compatible"]),
});
export type ImproveContentResponse = z.infer<typeof improveContentResponseSchema>;

/** 000 §4: the hashtag edit splits on spaces and drops empty entries. */
export function splitHashtags(text: string): string[] {
  return text.split(/\s+/).filter((tag) => tag.length > 0);
}
