import {
  type ComparisonValue,
  comparisonTable,
  freeAllowances,
  type PaidPlan,
  type PlanAllowances,
  paidPlans,
} from "@shared/plans";

type CountedFeature =
  | "aiMessagesPerDay"
  | "aiMessagesPerMonth"
  | "ideasPerDay"
  | "ideasPerWeek"
  | "captionStyles"
  | "accountsPerNetwork";

type FixedFeature =
  | "unlimitedAiMessages"
  | "unlimitedIdeas"
  | "allCaptionStyles"
  | "basicHashtags"
  | "trendingHashtags"
  | "viralMusic"
  | "smartScheduling"
  | "unlimitedAccounts"
  | "emailSupport";

/** One line of a plan's feature list: an allowance the server enforces, or a row of the comparison table. */
export type PlanFeature =
  | { kind: "counted"; key: CountedFeature; count: number }
  | { kind: "fixed"; key: FixedFeature }
  | { kind: "comparison"; feature: string; value: ComparisonValue };

const counted = (key: CountedFeature, count: number): PlanFeature => ({ kind: "counted", key, count });
const fixed = (key: FixedFeature): PlanFeature => ({ kind: "fixed", key });

/** DESIGN d14: what the server enforces, so a card never promises more than the plan gives. */
function allowanceFeatures(allowances: PlanAllowances): PlanFeature[] {
  const { aiMessages, dailyIdeas, captionStyles, accountsPerNetwork } = allowances;
  const features = [
    aiMessages === null
      ? fixed("unlimitedAiMessages")
      : counted(allowances.aiMessagesPeriod === "day" ? "aiMessagesPerDay" : "aiMessagesPerMonth", aiMessages),
    dailyIdeas === null
      ? fixed("unlimitedIdeas")
      : counted(allowances.ideasPeriod === "day" ? "ideasPerDay" : "ideasPerWeek", dailyIdeas),
    captionStyles === null ? fixed("allCaptionStyles") : counted("captionStyles", captionStyles),
    fixed(allowances.hashtags === "basic" ? "basicHashtags" : "trendingHashtags"),
  ];
  if (allowances.viralMusic) features.push(fixed("viralMusic"));
  if (allowances.smartScheduling) features.push(fixed("smartScheduling"));
  features.push(
    accountsPerNetwork === null ? fixed("unlimitedAccounts") : counted("accountsPerNetwork", accountsPerNetwork),
  );
  return features;
}

// The comparison rows the allowances above already state, in the numbers the server enforces.
const rowsStatedByAllowances = new Set([
  "aiMessages",
  "dailyIdea",
  "styles",
  "viralMusic",
  "smartScheduling",
  "photoAccount",
  "messagingAccount",
]);

const isNo = (value: ComparisonValue) => value.kind === "key" && value.key === "no";

/** The plan's column of the comparison table (001 §3), without what it lacks. */
function comparisonFeatures(column: number): PlanFeature[] {
  return comparisonTable
    .flatMap((category) => category.rows)
    .filter((row) => !rowsStatedByAllowances.has(row.feature))
    .flatMap((row): PlanFeature[] => {
      const value = row.values[column];
      return value && !isNo(value) ? [{ kind: "comparison", feature: row.feature, value }] : [];
    });
}

/** Every line of a paid plan's card, generated from the catalogue (DESIGN d13, d14). */
export function paidPlanFeatures(plan: PaidPlan): PlanFeature[] {
  return [...allowanceFeatures(plan.allowances), ...comparisonFeatures(paidPlans.indexOf(plan))];
}

/** The free plan: its allowances, and email support (001 §3, pricing-page free plan). */
export function freePlanFeatures(): PlanFeature[] {
  return [...allowanceFeatures(freeAllowances), fixed("emailSupport")];
}
