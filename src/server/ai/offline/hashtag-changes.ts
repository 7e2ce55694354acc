import { dailyContentLimits, dailyContentSizes } from "../../../shared/daily-content";
import { hashtagFromTopic } from "./content-blocks";
import { trendingHashtags } from "./corpus";
import type { ImproveContext } from "./improve-content";
import type { RequestedChange } from "./improve-request";
import { profileForTopic, topicVocabulary } from "./profile-context";
import { createSeededRandom } from "./seeded-random";

const hashtagsAdded = 5;
// As in the daily content: about 70% tags of the subject and the industry, the rest general trending ones.
const nicheShare = 0.7;

const tagKey = (tag: string) => tag.replace(/^#+/, "").toLowerCase();

/** Up to `count` tags the list does not have yet, each with "#", the topic's own tag first. */
function freshHashtags(current: string[], count: number, topic: string | null, context: ImproveContext): string[] {
  const random = createSeededRandom(`${context.seed}|hashtags`);
  const { hashtags } = topicVocabulary(profileForTopic(context.profile, topic), context.locale, topic);
  const fromTopic = topic ? hashtagFromTopic(topic) : null;
  const taken = new Set(current.map(tagKey));
  const unused = (tags: string[]) => tags.filter((tag) => !taken.has(tagKey(tag)));
  const niche = [...new Set(unused([...(fromTopic ? [fromTopic] : []), ...random.sample(hashtags, hashtags.length)]))];
  const trending = unused(random.sample(trendingHashtags[context.locale], trendingHashtags[context.locale].length));
  const nicheCount = Math.max(Math.ceil(count * nicheShare), count - trending.length);
  const chosen = [...niche.slice(0, nicheCount), ...trending.filter((tag) => !niche.includes(tag))];
  return chosen.slice(0, count).map((tag) => `#${tag}`);
}

/** More adds a few (up to the limit), fewer keeps the first two thirds (at least one), new swaps all. */
export function changeHashtags(current: string[], change: RequestedChange, context: ImproveContext): string[] {
  switch (change.kind) {
    case "moreHashtags": {
      const room = Math.max(0, Math.min(hashtagsAdded, dailyContentLimits.hashtags - current.length));
      return [...current, ...freshHashtags(current, room, change.topic, context)];
    }
    case "fewerHashtags":
      return current.slice(0, Math.max(1, Math.floor((current.length * 2) / 3)));
    case "newHashtags": {
      const count = current.length || dailyContentSizes.hashtags.basic;
      return [...freshHashtags(current, count, change.topic, context), ...current].slice(0, count);
    }
    default:
      return current;
  }
}
