import type { DailyContentBody } from "../../../shared/daily-content";
import type { Locale } from "../../../shared/locales";
import type { AiProfile, ImproveContentRequest, ImprovedContent } from "../../integrations/ai/engine";
import { changeCaptions } from "./caption-changes";
import { contentSeed } from "./content-blocks";
import { changeHashtags } from "./hashtag-changes";
import { replaceIdeas } from "./idea-changes";
import { type ChangeOutcome, composeImproveReply, replyLocale } from "./improve-reply";
import { type RequestedChange, readImproveRequest } from "./improve-request";
import { canonicalText, detectLocale } from "./normalize-text";

export interface ImproveContext {
  profile: AiProfile;
  /** The language the content is written in, which new text keeps. */
  locale: Locale;
  /** (user, day, request): the same request on the same day makes the same choices. */
  seed: string;
  /** The subject the request names, if any, which shortening keeps. */
  topic: string | null;
}

function contentLocale(content: DailyContentBody, fallback: Locale): Locale {
  const captions = Object.values(content.captions).flat();
  return detectLocale([...captions, ...content.content_ideas].join(" "), fallback);
}

function applyChange(content: DailyContentBody, change: RequestedChange, context: ImproveContext): DailyContentBody {
  switch (change.kind) {
    case "moreHashtags":
    case "fewerHashtags":
    case "newHashtags":
      return { ...content, trending_hashtags: changeHashtags(content.trending_hashtags, change, context) };
    case "newIdeas":
      return { ...content, content_ideas: replaceIdeas(content.content_ideas, change.topic, context) };
    default:
      return { ...content, captions: changeCaptions(content.captions, change, context) };
  }
}

/**
 * 000 §7 ai-content-generator, improve_content, offline: the changes the request names, applied in
 * turn to the day's content. Music and posting time are never touched, and no list grows where
 * the plan keeps it empty.
 */
export function improveContentOffline(request: ImproveContentRequest): ImprovedContent {
  const { userId, profile, now } = request;
  const changes = readImproveRequest(request.request);
  const context: ImproveContext = {
    profile,
    locale: contentLocale(request.content, profile.preferredLanguage),
    seed: `${contentSeed(userId, now)}|improve|${canonicalText(request.request)}`,
    topic: changes.find((change) => change.topic)?.topic ?? null,
  };
  let content = request.content;
  const outcomes: ChangeOutcome[] = [];
  for (const change of changes) {
    const next = applyChange(content, change, context);
    outcomes.push({
      change,
      changed: JSON.stringify(next) !== JSON.stringify(content),
      hashtagTotal: next.trending_hashtags.length,
      captionTotal: Object.values(next.captions).flat().length,
    });
    content = next;
  }
  return { content, reply: composeImproveReply(outcomes, replyLocale(request.request)) };
}
