import { splitHashtags } from "@shared/daily-content";
import { channelLimits, postText } from "@shared/publishing";
import type { ZodError } from "zod";

const hashtagPattern = /^#[\p{L}\p{N}_\u200c]+$/u;

/** What the seller typed in the hashtags field, each word a hashtag ("sale" is "#sale"). */
export function hashtagsFromText(text: string): string[] {
  return splitHashtags(text).map((word) => (word.startsWith("#") ? word : `#${word}`));
}

/** The day's hashtags a post can carry: "#"-prefixed, well formed, no more than a post holds. */
export function postableHashtags(tags: readonly string[]): string[] {
  return tags
    .map((tag) => tag.trim())
    .map((tag) => (tag.startsWith("#") ? tag : `#${tag}`))
    .filter((tag) => hashtagPattern.test(tag) && tag.length <= channelLimits.hashtagLength)
    .slice(0, channelLimits.hashtags);
}

/** INTEGRATIONS: a caption under a photo holds 1,024 characters, a text message 4,096. */
export function textLimitOf(withPhoto: boolean): number {
  return withPhoto ? channelLimits.photoCaption : channelLimits.textMessage;
}

export function postLength(caption: string, hashtags: readonly string[]): number {
  return postText(caption, hashtags).length;
}

/** The first words of a caption, for a calendar cell. */
export function firstWords(caption: string, words = 5): string {
  const all = caption.trim().split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

/** A field's first message key from the shared schema's refusal (`captionRequired`, `hashtagFormat`…). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
