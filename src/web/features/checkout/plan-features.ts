import type { PlanAllowances } from "@shared/plans";

/** One line of the order summary's feature list; `count` fills the plural messages. */
export type PlanFeature =
  | { key: "aiMessagesPerDay" | "aiMessagesPerMonth" | "ideasPerDay" | "ideasPerWeek"; count: number }
  | { key: "captionStyles" | "accountsPerNetwork" | "bots"; count: number }
  | {
      key:
        | "aiMessagesUnlimited"
        | "ideasUnlimited"
        | "captionStylesAll"
        | "basicHashtags"
        | "trendingHashtags"
        | "viralMusic"
        | "smartScheduling"
        | "accountsUnlimited"
        | "botsUnlimited";
    };

/** DESIGN d14: the list is written from the catalogue's allowances, so it never promises more than the plan gives. */
export function planFeatures(allowances: PlanAllowances): PlanFeature[] {
  const { aiMessages, dailyIdeas, captionStyles, accountsPerNetwork, bots } = allowances;
  const features: (PlanFeature | null)[] = [
    aiMessages === null
      ? { key: "aiMessagesUnlimited" }
      : { key: allowances.aiMessagesPeriod === "day" ? "aiMessagesPerDay" : "aiMessagesPerMonth", count: aiMessages },
    dailyIdeas === null
      ? { key: "ideasUnlimited" }
      : { key: allowances.ideasPeriod === "week" ? "ideasPerWeek" : "ideasPerDay", count: dailyIdeas },
    captionStyles === null ? { key: "captionStylesAll" } : { key: "captionStyles", count: captionStyles },
    { key: allowances.hashtags === "trending" ? "trendingHashtags" : "basicHashtags" },
    allowances.viralMusic ? { key: "viralMusic" } : null,
    allowances.smartScheduling ? { key: "smartScheduling" } : null,
    accountsPerNetwork === null
      ? { key: "accountsUnlimited" }
      : { key: "accountsPerNetwork", count: accountsPerNetwork },
    bots === null ? { key: "botsUnlimited" } : { key: "bots", count: bots },
  ];
  return features.filter((feature) => feature !== null);
}
