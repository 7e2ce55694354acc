import {
  type CaptionList,
  type CaptionStyle,
  captionLists,
  captionStyles,
  type DailyContent,
  type DailyContentAccess,
  type DailyContentBody,
  splitHashtags,
} from "@shared/daily-content";
import { nextLocalId } from "@/components/chat/local-id";

/** One line of an editable list; `key` keeps React's rows steady while lines are added and removed. */
export type DraftLine = { key: string; text: string };
export type DraftSong = { key: string; name: string; artist: string };

/** 000 §4: edit mode works on a copy of the content, so cancel can drop it untouched. */
export type ContentDraft = {
  ideas: DraftLine[];
  captions: Record<CaptionList, DraftLine[]>;
  /** All hashtags in one field, split on spaces when saved. */
  hashtags: string;
  music: DraftSong[];
  timing: string;
};

export function draftLine(text = ""): DraftLine {
  return { key: nextLocalId("line"), text };
}

export function draftSong(name = "", artist = ""): DraftSong {
  return { key: nextLocalId("song"), name, artist };
}

function byStyle<T>(styleValue: (style: CaptionList) => T): Record<CaptionList, T> {
  return Object.fromEntries(captionLists.map((style) => [style, styleValue(style)])) as Record<CaptionList, T>;
}

/** Whether the plan opens a caption list: a style of the plan's, or the custom one on Ultra (decision 022). */
export function opensCaptionList(access: DailyContentAccess, list: CaptionList): boolean {
  return list === "custom" ? access.custom_style : access.caption_styles.includes(list);
}

export function draftFromContent(content: DailyContent): ContentDraft {
  return {
    ideas: content.content_ideas.map((idea) => draftLine(idea)),
    captions: byStyle((style) => content.captions[style].map((caption) => draftLine(caption))),
    hashtags: content.trending_hashtags.join(" "),
    music: content.viral_music.map((song) => draftSong(song.name, song.artist)),
    timing: content.optimal_timing,
  };
}

function filledLines(lines: readonly DraftLine[]): string[] {
  return lines.map((line) => line.text.trim()).filter((text) => text.length > 0);
}

/**
 * The body of PUT /{id}. Blank lines and songs are dropped, hashtags are split on spaces (000 §4),
 * and a section the plan does not open is sent empty, as the server gave it.
 */
export function bodyFromDraft(draft: ContentDraft, access: DailyContentAccess): DailyContentBody {
  const captionsFor = (style: CaptionList) =>
    opensCaptionList(access, style) ? filledLines(draft.captions[style]) : [];
  return {
    content_ideas: filledLines(draft.ideas),
    captions: byStyle(captionsFor),
    trending_hashtags: splitHashtags(draft.hashtags),
    viral_music: access.viral_music
      ? draft.music
          .map((song) => ({ name: song.name.trim(), artist: song.artist.trim() }))
          .filter((song) => song.name.length > 0 || song.artist.length > 0)
      : [],
    optimal_timing: access.optimal_timing ? draft.timing.trim() : "",
  };
}

/** The caption lists the plan opens, custom last: what edit mode shows. */
export function openCaptionLists(access: DailyContentAccess): CaptionList[] {
  return captionLists.filter((list) => opensCaptionList(access, list));
}

/** The caption styles the plan opens, in the order the tabs show them. */
export function openCaptionStyles(access: DailyContentAccess): CaptionStyle[] {
  return captionStyles.filter((style) => access.caption_styles.includes(style));
}
