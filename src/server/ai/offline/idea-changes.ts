import { topicIdeaTemplates } from "./corpus";
import { fillTemplate } from "./fill-template";
import type { ImproveContext } from "./improve-content";
import { profileForTopic, topicVocabulary } from "./profile-context";
import { createSeededRandom } from "./seeded-random";

/**
 * As many ideas as the day had, none of them the same as before (while the corpus has enough):
 * the plan decides how many ideas a user gets, so an empty list stays empty. A topic's ideas come first.
 */
export function replaceIdeas(current: string[], topic: string | null, context: ImproveContext): string[] {
  if (current.length === 0) return current;
  const random = createSeededRandom(`${context.seed}|ideas`);
  const text = topicVocabulary(profileForTopic(context.profile, topic), context.locale, topic);
  const templates = topicIdeaTemplates[context.locale];
  const aboutTopic = random
    .sample(templates, templates.length)
    .map((template) => fillTemplate(template, { topic: topic ?? random.pick(text.topics) }));
  const fromIndustry = random.sample(text.ideas, text.ideas.length);
  const mixed = [...fromIndustry, ...aboutTopic];
  const pool = topic ? [...aboutTopic, ...fromIndustry] : random.sample(mixed, mixed.length);
  const fresh = [...new Set(pool)].filter((idea) => !current.includes(idea));
  return [...fresh, ...current].slice(0, current.length);
}
