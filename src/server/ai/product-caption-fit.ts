import {
  channelLimits,
  hashtagSchema,
  type ProductCaption,
  postText,
  productCaptionMaxLength,
} from "../../shared/publishing";

/** "#شال پشمی", "wool scarf": a model's or a corpus's tag as a post's hashtag; null when nothing of it is usable. */
function asHashtag(tag: string): string | null {
  const body = tag
    .trim()
    .replace(/^#+/, "")
    .replace(/[\s-]+/g, "_")
    .replace(/[^\p{L}\p{N}_\u200c]/gu, "");
  const parsed = hashtagSchema.safeParse(`#${body}`);
  return parsed.success ? parsed.data : null;
}

/** The caption cut at a word before the limit, with an ellipsis, when it is longer. */
function withinLength(caption: string, limit: number): string {
  const text = caption.trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n")));
  return `${(atWord.length > limit / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * A product caption as a post can carry it under a photo: the caption within productCaptionMaxLength, its
 * hashtags each valid for a post, once each, and only as many as fit the photo's caption with it (the
 * channel shows them under the caption). Both engines' answers pass through here.
 */
export function fitProductCaption(answer: ProductCaption): ProductCaption {
  const caption = withinLength(answer.caption, productCaptionMaxLength);
  const hashtags: string[] = [];
  for (const tag of answer.hashtags) {
    const hashtag = asHashtag(tag);
    if (!hashtag || hashtags.length >= channelLimits.hashtags) continue;
    if (hashtags.some((kept) => kept.toLowerCase() === hashtag.toLowerCase())) continue;
    if (postText(caption, [...hashtags, hashtag]).length > channelLimits.photoCaption) break;
    hashtags.push(hashtag);
  }
  return { caption, hashtags };
}
