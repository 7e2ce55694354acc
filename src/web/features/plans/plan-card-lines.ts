import { allowanceFeatures, type PlanFeatureLine } from "@shared/plan-features";
import { type ComparisonValue, comparisonTable, freeAllowances, type PaidPlan, paidPlans } from "@shared/plans";

/** A comparison-table row a card states besides the allowance lines. */
export type ComparisonLine = { kind: "comparison"; feature: string; value: ComparisonValue };

/** One line of a plan card: the plan's feature list (the same as /checkout's), then its comparison rows. */
export type PlanCardLine = PlanFeatureLine | ComparisonLine;

// The comparison rows the allowance lines already state, in the numbers the server enforces.
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
function comparisonLines(column: number): ComparisonLine[] {
  return comparisonTable
    .flatMap((category) => category.rows)
    .filter((row) => !rowsStatedByAllowances.has(row.feature))
    .flatMap((row): ComparisonLine[] => {
      const value = row.values[column];
      return value && !isNo(value) ? [{ kind: "comparison", feature: row.feature, value }] : [];
    });
}

/** Every line of a paid plan's card, generated from the catalogue (DESIGN d13, d14). */
export function paidPlanCardLines(plan: PaidPlan): PlanCardLine[] {
  return [...allowanceFeatures(plan.allowances), ...comparisonLines(paidPlans.indexOf(plan))];
}

/** The free plan: its allowances, and email support (001 §3, pricing-page free plan). */
export function freePlanCardLines(): PlanCardLine[] {
  return [
    ...allowanceFeatures(freeAllowances),
    { kind: "comparison", feature: "supportType", value: { kind: "key", key: "email" } },
  ];
}
