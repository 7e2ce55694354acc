import { type CaptionStyle, captionStyles, type DailyContentDay } from "@shared/daily-content";
import type { Product } from "@shared/products";
import { type CreatePostInput, createPostSchema } from "@shared/publishing";
import { fieldErrors, postableHashtags } from "./post-words";
import { nextWholeHour, type ScheduleTime } from "./schedule-fields";

export type ComposeSource = "daily" | "product";

/**
 * What the seller chose in the composer. A caption or hashtags left `null` follow what the chosen idea
 * and style suggest, so picking another idea rewrites them until the seller types their own.
 */
export type ComposerDraft = {
  channelId: string;
  source: ComposeSource;
  ideaIndex: number;
  style: CaptionStyle | null;
  productId: string;
  caption: string | null;
  hashtagsText: string | null;
  when: "now" | "schedule";
  time: ScheduleTime;
};

export function newDraft(source: ComposeSource, productId: string | null): ComposerDraft {
  return {
    channelId: "",
    source,
    ideaIndex: 0,
    style: null,
    productId: productId ?? "",
    caption: null,
    hashtagsText: null,
    when: "now",
    time: nextWholeHour(),
  };
}

/** The styles the plan opens; a day not loaded yet offers the first, which every plan has. */
export function openStyles(day: DailyContentDay | undefined): CaptionStyle[] {
  const open = day?.access.caption_styles ?? [];
  return open.length > 0 ? open : [captionStyles[0]];
}

/** Today's content's suggestion for an idea in a style: that style's caption in the idea's place. */
export function dailySuggestion(day: DailyContentDay | undefined, ideaIndex: number, style: CaptionStyle) {
  const content = day?.content;
  if (!content) return { caption: "", hashtagsText: "" };
  const captions = content.captions[style];
  return {
    caption: captions.length > 0 ? (captions[ideaIndex % captions.length] ?? "") : "",
    hashtagsText: postableHashtags(content.trending_hashtags).join(" "),
  };
}

/** A product's photo as the channel shows it: its first image. */
export function productPhoto(product: Product | undefined): string | null {
  return product?.media.find((item) => item.kind === "image")?.url ?? null;
}

/**
 * The post the composer sends, and what is wrong with it by the shared schema's message keys (and the
 * composer's own: a product post names its product, a schedule lies ahead); no keys: it may be sent.
 */
export function checkedPostInput(
  draft: ComposerDraft,
  words: { channelId: string; contentId: string | undefined; style: CaptionStyle; caption: string; hashtags: string[] },
  scheduledAt: string | null,
  now: Date = new Date(),
): { input: CreatePostInput; errors: Record<string, string> } {
  const input: CreatePostInput = {
    channel_id: words.channelId,
    source: draft.source === "daily" ? "daily_content" : "product",
    daily_content_id: draft.source === "daily" ? words.contentId : undefined,
    product_id: draft.productId || undefined,
    caption_style: words.style,
    caption: words.caption,
    hashtags: words.hashtags,
    scheduled_at: scheduledAt,
  };
  const parsed = createPostSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (draft.source === "product" && !draft.productId) errors.product_id = "productRequired";
  if (scheduledAt && new Date(scheduledAt).getTime() <= now.getTime()) errors.scheduled_at = "pastTime";
  return { input, errors };
}
