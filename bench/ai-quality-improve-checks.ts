import { captionStyles, type DailyContentBody } from "../src/shared/daily-content";
import { type Answer, type Check, emoji, excerpt, folded } from "./ai-quality-checks";

/** An improve request's answer: the assistant's reply and the day's content before and after. */
export interface ImprovedAnswer extends Answer {
  before: DailyContentBody;
  after: DailyContentBody;
}

export const captionsOf = (content: DailyContentBody): string[] =>
  captionStyles.flatMap((style) => content.captions[style]);

/** The day's content as the user reads it after the change, for the text checks. */
export function improvedText(reply: string, content: DailyContentBody): string {
  return [reply, ...content.content_ideas, ...captionsOf(content), content.trending_hashtags.join(" ")].join("\n");
}

type ContentPart = keyof DailyContentBody;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What was not asked for stays as it was. */
export function keeps(...parts: ContentPart[]): Check<ImprovedAnswer> {
  return {
    name: `keeps ${parts.join(", ")}`,
    flaw: ({ before, after }) => {
      const changed = parts.filter((part) => !same(before[part], after[part]));
      return changed.length === 0 ? null : `changed ${changed.join(", ")}`;
    },
  };
}

/** The part asked for did change. */
export function changes(part: ContentPart): Check<ImprovedAnswer> {
  return {
    name: `changes ${part}`,
    flaw: ({ before, after }) => (same(before[part], after[part]) ? `${part} unchanged` : null),
  };
}

const totalLength = (captions: string[]) => captions.reduce((sum, caption) => sum + caption.length, 0);

/** No caption goes the other way, and together they change by a fifth or more. */
function captionLengths(direction: "shorter" | "longer"): Check<ImprovedAnswer> {
  const sign = direction === "shorter" ? -1 : 1;
  return {
    name: `captions ${direction}`,
    flaw: ({ before, after }) => {
      const [old, now] = [captionsOf(before), captionsOf(after)];
      const wrong = now.find((caption, index) => sign * (caption.length - (old[index]?.length ?? 0)) < 0);
      if (wrong !== undefined) return `«${excerpt(wrong)}» went the other way`;
      const change = (totalLength(now) - totalLength(old)) / Math.max(1, totalLength(old));
      return sign * change >= 0.2 ? null : `${Math.round(change * 100)} % in length`;
    },
  };
}
export const captionsShorter = captionLengths("shorter");
export const captionsLonger = captionLengths("longer");

/** Every caption (or idea) is about the topic asked for. */
export function everyItemAbout(part: "captions" | "content_ideas", words: string[]): Check<ImprovedAnswer> {
  return {
    name: `every ${part === "captions" ? "caption" : "idea"} about ${words[0]}`,
    flaw: ({ after }) => {
      const items = part === "captions" ? captionsOf(after) : after.content_ideas;
      const off = items.find((item) => !words.some((word) => folded(item).includes(folded(word))));
      return off === undefined ? null : `«${excerpt(off)}»`;
    },
  };
}

/** Emoji gone from every caption, or in every caption. */
export function captionEmoji(wanted: "none" | "every"): Check<ImprovedAnswer> {
  return {
    name: wanted === "none" ? "no emoji in the captions" : "emoji in every caption",
    flaw: ({ after }) => {
      const wrong = captionsOf(after).find((caption) => (caption.match(emoji) !== null) === (wanted === "none"));
      return wrong === undefined ? null : `«${excerpt(wrong)}»`;
    },
  };
}

export const moreHashtags: Check<ImprovedAnswer> = {
  name: "more hashtags",
  flaw: ({ before, after }) => {
    const [was, is] = [before.trending_hashtags.length, after.trending_hashtags.length];
    return is > was ? null : `${was} → ${is}`;
  },
};

/** Most of the hashtags (or ideas) are new ones, not the old list shuffled. */
export function mostlyNew(part: "trending_hashtags" | "content_ideas"): Check<ImprovedAnswer> {
  return {
    name: `mostly new ${part}`,
    flaw: ({ before, after }) => {
      const fresh = after[part].filter((item) => !before[part].includes(item)).length;
      return fresh * 2 >= after[part].length && after[part].length > 0 ? null : `${fresh} of ${after[part].length} new`;
    },
  };
}
