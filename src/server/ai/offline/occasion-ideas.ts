import type { Locale } from "../../../shared/locales";
import { upcomingOccasions } from "../occasions/calendar";
import { occasionPhrases } from "../occasions/occasions";
import { fillTemplate } from "./fill-template";
import { whenText } from "./occasion-replies";
import { createSeededRandom } from "./seeded-random";

/** Daily content looks this many days ahead (Tehran) for an occasion to prepare. */
export const occasionLookAheadDays = 7;

/**
 * The day's ideas with the nearest coming occasion's idea first, in place of the last one, so the plan's
 * allowance is kept: «شب یلدا ۳ روز دیگر است: …», "Yalda night is in 3 days: …". An occasion already
 * under way (Ramadan) was proposed before it began; none coming, the ideas stay as they are.
 */
export function withOccasionIdea(ideas: string[], options: { seed: string; locale: Locale; now: Date }): string[] {
  const { seed, locale, now } = options;
  const coming = upcomingOccasions(now, occasionLookAheadDays).find(({ daysAway }) => daysAway >= 0);
  if (!coming || ideas.length === 0) return ideas;
  const phrases = occasionPhrases[locale];
  const text = coming.occasion[locale];
  const template = createSeededRandom(`${seed}|occasion-idea`).pick(text.ideas);
  const idea = fillTemplate(template, { topic: phrases.ideaSubject });
  // After the colon an English idea goes on in lower case: "…in 3 days: a reel setting a Yalda table".
  const continued = locale === "en" ? idea.charAt(0).toLowerCase() + idea.slice(1) : idea;
  const line = fillTemplate(phrases.dailyIdea, {
    occasion: text.name,
    when: whenText(coming.daysAway, locale),
    idea: continued,
  });
  return [line, ...ideas.slice(0, -1)];
}
