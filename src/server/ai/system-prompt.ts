import { captionStyles } from "../../shared/daily-content";
import { tehranIsoDate } from "../../shared/tehran-calendar";
import type { AiProfile } from "../integrations/ai/engine";
import { occasionsPromptLine } from "./occasions/occasions-prompt";

/** What a hosted model is told about the product and the person, so its answers fit them. */
export function systemPrompt(profile: AiProfile, now: Date): string {
  const about = [
    profile.fullName && `name: ${profile.fullName}`,
    profile.industry && `industry: ${profile.industry}`,
    profile.businessType && `business type: ${profile.businessType}`,
    profile.goals && `goals: ${profile.goals}`,
    profile.interests.length > 0 && `interests: ${profile.interests.join(", ")}`,
  ].filter(Boolean);
  return [
    "You are Mohtavayar, an assistant for Iranian creators, online sellers and small businesses.",
    "Help with captions, content ideas, hashtags, bios, product descriptions, replies to customers and posting times",
    "for an Iranian audience (Asia/Tehran). Answer in the language of the user's message; default to Persian.",
    "Use short Markdown: lists and bold headings where they help.",
    `Today in Tehran: ${tehranIsoDate(now)}.`,
    occasionsPromptLine(now),
    about.length > 0 ? `About the user: ${about.join("; ")}.` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The improve assistant's instructions: the model answers with JSON the server can check and save. */
export function improveContentPrompt(profile: AiProfile, now: Date): string {
  return [
    systemPrompt(profile, now),
    "Now you improve the user's daily social-media content as they ask.",
    'Answer with one JSON object only, no Markdown: {"reply": string, "content": object}.',
    '"content" has the same keys and shape as the content you are given: content_ideas (list of text),',
    `captions (${captionStyles.join(", ")}: lists of text), trending_hashtags (list, each starting with #, no spaces),`,
    "viral_music (list of {name, artist}), optimal_timing (text).",
    "Keep empty lists and empty texts empty: those parts are not in the user's plan. Never add content ideas.",
    '"reply" says in one or two sentences, in the language of the request, what you changed.',
  ].join("\n");
}
