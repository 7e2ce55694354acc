import { tehranIsoDate } from "../../../shared/tehran-calendar";
import type { ChatRequest, ChatTurn } from "../../integrations/ai/engine";
import { bioReply, customerReplyReply, productDescriptionReply } from "./business-replies";
import { captionReply, hashtagsReply, ideasReply, musicReply, postingTimeReply } from "./content-replies";
import { fallbackReply, greetingReply, helpReply, thanksReply } from "./conversation-replies";
import { type ContentIntent, contentIntents } from "./corpus";
import { escapeMarkdown } from "./fill-template";
import { type ClassifiedMessage, classifyMessage, type Intent } from "./intents";
import { canonicalText, cleanText, detectLocale } from "./normalize-text";
import { occasionChatReply } from "./occasion-replies";
import { industryFromText, profileForTopic } from "./profile-context";
import type { ReplyContext } from "./reply-context";

const composers: Record<Intent, (context: ReplyContext) => string> = {
  caption: captionReply,
  ideas: ideasReply,
  hashtags: hashtagsReply,
  bio: bioReply,
  productDescription: productDescriptionReply,
  customerReply: customerReplyReply,
  postingTime: postingTimeReply,
  music: musicReply,
  greeting: greetingReply,
  help: helpReply,
  thanks: thanksReply,
  fallback: fallbackReply,
};
// How far back "one more" or "for my cafe" looks for the request it continues.
const followUpReach = 3;
// A bare subject ("کافه", "coffee shop") is read as a topic only when it is this short.
const bareSubjectWords = 4;

function isContentIntent(intent: Intent): intent is ContentIntent {
  return (contentIntents as readonly Intent[]).includes(intent);
}

function earlierRequest(turns: readonly ChatTurn[]): { text: string; message: ClassifiedMessage } | null {
  for (const turn of turns.slice(-followUpReach).reverse()) {
    const message = classifyMessage(turn.content);
    if (isContentIntent(message.intent)) return { text: turn.content, message };
  }
  return null;
}

function bareSubject(text: string): string | null {
  const cleaned = cleanText(text).replace(/[.!?؟،؛]+$/, "");
  const isShort = cleaned.split(/\s+/).length <= bareSubjectWords;
  return isShort && industryFromText(cleaned) ? cleaned : null;
}

/**
 * The whole offline reply to the conversation's latest user message, in Markdown. The same user, Tehran
 * day and request text always give the same reply (DESIGN "offline AI engine").
 */
export function composeChatReply(request: ChatRequest): string {
  const forOccasion = occasionChatReply(request);
  if (forOccasion !== null) return forOccasion;
  const userTurns = request.messages.filter((turn) => turn.role === "user");
  const latest = userTurns.at(-1)?.content ?? "";
  const classified = classifyMessage(latest);
  const continues =
    classified.intent === "fallback" && (classified.isFollowUp || classified.topic !== null)
      ? earlierRequest(userTurns.slice(0, -1))
      : null;
  const message = continues ? { ...continues.message, topic: classified.topic ?? continues.message.topic } : classified;
  const topic = message.topic ?? (message.intent === "fallback" ? bareSubject(latest) : null);
  const preferred = request.profile.preferredLanguage;
  return composers[message.intent]({
    locale: detectLocale(latest, continues ? detectLocale(continues.text, preferred) : preferred),
    profile: profileForTopic(request.profile, topic),
    topic: topic && escapeMarkdown(topic),
    seed: [
      request.userId,
      tehranIsoDate(request.now),
      canonicalText(latest),
      continues ? canonicalText(continues.text) : "",
    ].join("|"),
    now: request.now,
    message,
  });
}
