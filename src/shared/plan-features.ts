import type { PlanAllowances } from "./plans";

export type CountedFeature =
  | "aiMessagesPerDay"
  | "aiMessagesPerMonth"
  | "ideasPerDay"
  | "ideasPerWeek"
  | "captionStyles"
  | "accountsPerNetwork"
  | "bots"
  | "staff";

export type FixedFeature =
  | "unlimitedAiMessages"
  | "unlimitedIdeas"
  | "allCaptionStyles"
  | "basicHashtags"
  | "trendingHashtags"
  | "viralMusic"
  | "smartScheduling"
  | "unlimitedAccounts"
  | "unlimitedBots"
  | "unlimitedStaff";

/** One line of a plan's feature list; the web catalogue's `planFeatures.<key>` gives its words. */
export type PlanFeatureLine =
  | { kind: "counted"; key: CountedFeature; count: number }
  | { kind: "fixed"; key: FixedFeature };

const counted = (key: CountedFeature, count: number): PlanFeatureLine => ({ kind: "counted", key, count });
const fixed = (key: FixedFeature): PlanFeatureLine => ({ kind: "fixed", key });

/**
 * DESIGN d14: the one feature list of a plan, written from its allowances, so /pricing, /subscriptions
 * and /checkout say the same and never promise more than the plan gives.
 */
export function allowanceFeatures(allowances: PlanAllowances): PlanFeatureLine[] {
  const { aiMessages, dailyIdeas, captionStyles, accountsPerNetwork, bots, staff } = allowances;
  const lines = [
    aiMessages === null
      ? fixed("unlimitedAiMessages")
      : counted(allowances.aiMessagesPeriod === "day" ? "aiMessagesPerDay" : "aiMessagesPerMonth", aiMessages),
    dailyIdeas === null
      ? fixed("unlimitedIdeas")
      : counted(allowances.ideasPeriod === "day" ? "ideasPerDay" : "ideasPerWeek", dailyIdeas),
    captionStyles === null ? fixed("allCaptionStyles") : counted("captionStyles", captionStyles),
    fixed(allowances.hashtags === "basic" ? "basicHashtags" : "trendingHashtags"),
  ];
  if (allowances.viralMusic) lines.push(fixed("viralMusic"));
  if (allowances.smartScheduling) lines.push(fixed("smartScheduling"));
  lines.push(
    accountsPerNetwork === null ? fixed("unlimitedAccounts") : counted("accountsPerNetwork", accountsPerNetwork),
    bots === null ? fixed("unlimitedBots") : counted("bots", bots),
  );
  // A plan without staff says nothing of them, as a plan without viral music does.
  if (staff === null) lines.push(fixed("unlimitedStaff"));
  else if (staff > 0) lines.push(counted("staff", staff));
  return lines;
}
