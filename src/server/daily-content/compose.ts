import type { CustomCaptionStyle } from "../../shared/custom-caption-style";
import { type DailyContentAccess, type DailyContentBody, dailyContentSizes } from "../../shared/daily-content";
import type { Locale } from "../../shared/locales";
import type { AiProfile } from "../ai/service";
import {
  composeCustomCaptions,
  contentSeed,
  pickCaptions,
  pickContentIdeas,
  pickHashtagGroups,
  pickHashtags,
  pickPostingTime,
  pickViralMusic,
  withOccasionIdea,
} from "../ai/service";
import { ideasToGrant } from "./access";

/**
 * One user's content for `now`'s Tehran day, from the offline engine's blocks (decision 004): personal
 * to the profile, the same for the same (user, day, round), and only what the plan opens. Round 0 is the
 * day's first content; each regeneration is the next round, drawn from another seed. `locale` is the
 * language to write in: the page's interface language, else the profile's preferred one. `customStyle` is
 * the user's own caption style: its captions come too when the plan opens it (decision 022).
 */
export function composeDailyContent(options: {
  userId: string;
  profile: AiProfile;
  access: DailyContentAccess;
  now: Date;
  locale?: Locale;
  round?: number;
  customStyle?: CustomCaptionStyle | null;
}): { body: DailyContentBody; ideasGranted: number } {
  const { userId, profile, access, now, locale = profile.preferredLanguage, round = 0, customStyle } = options;
  const seed = round === 0 ? contentSeed(userId, now) : `${contentSeed(userId, now)}|round-${round}`;
  const blocks = { profile, seed, locale };
  const ideasGranted = ideasToGrant(access);
  const hashtags =
    access.hashtags === "trending"
      ? pickHashtags({ ...blocks, count: dailyContentSizes.hashtags.trending })
      : pickHashtagGroups({ ...blocks, count: dailyContentSizes.hashtags.trending }).niche.slice(
          0,
          dailyContentSizes.hashtags.basic,
        );
  const ideas =
    ideasGranted > 0 ? withOccasionIdea(pickContentIdeas({ ...blocks, count: ideasGranted }), { ...blocks, now }) : [];
  const captions = pickCaptions({
    ...blocks,
    count: dailyContentSizes.captionsPerStyle,
    styles: access.caption_styles,
  });
  if (access.custom_style && customStyle) {
    captions.custom = composeCustomCaptions({
      ...blocks,
      count: dailyContentSizes.captionsPerStyle,
      style: customStyle,
    });
  }
  return {
    ideasGranted: ideas.length,
    body: {
      content_ideas: ideas,
      captions,
      trending_hashtags: hashtags,
      viral_music: access.viral_music ? pickViralMusic({ ...blocks, count: dailyContentSizes.viralMusic }) : [],
      optimal_timing: access.optimal_timing ? pickPostingTime({ ...blocks, now }) : "",
    },
  };
}
