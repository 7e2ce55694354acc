import { type CaptionStyle, captionStyles, type DailyContentDay } from "@shared/daily-content";
import type { Product } from "@shared/products";
import { postableHashtags } from "./post-words";
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
