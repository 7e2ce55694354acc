import {
  captionStyles,
  type DailyContentAccess,
  dailyContentSizes,
  dailyRegenerations,
} from "../../shared/daily-content";
import { allowancesFor, currentPlanId } from "../../shared/plans";
import type { SubscriptionState } from "../../shared/subscription-state";

/**
 * What the plan opens in daily content (DESIGN d14); `ideasUsed` counts the ideas given this period,
 * `regenerationsUsed` today's regenerations.
 */
export function dailyContentAccess(
  subscription: SubscriptionState,
  ideasUsed: number,
  regenerationsUsed = 0,
): DailyContentAccess {
  const allowances = allowancesFor(subscription);
  const plan = currentPlanId(subscription);
  return {
    plan,
    ideas: { limit: allowances.dailyIdeas, period: allowances.ideasPeriod, used: ideasUsed },
    caption_styles:
      allowances.captionStyles === null ? [...captionStyles] : captionStyles.slice(0, allowances.captionStyles),
    custom_style: allowances.customCaptionStyle,
    hashtags: allowances.hashtags,
    viral_music: allowances.viralMusic,
    optimal_timing: allowances.smartScheduling,
    regenerations: { limit: dailyRegenerations[plan], used: regenerationsUsed },
  };
}

/** Ideas a new day's content gets: a day's allowance, or the free week's, one a day until it is used. */
export function ideasToGrant(access: DailyContentAccess): number {
  const { limit, period, used } = access.ideas;
  if (limit === null) return dailyContentSizes.unlimitedIdeas;
  if (period === "day") return limit;
  return Math.max(0, Math.min(dailyContentSizes.freeIdeasPerDay, limit - used));
}
