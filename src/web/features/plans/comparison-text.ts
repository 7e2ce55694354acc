import type { Locale } from "@shared/locales";
import type { ComparisonValue } from "@shared/plans";
import type { TFunction } from "i18next";
import { planFeatureText } from "@/components/plans/plan-feature-text";
import { formatNumber } from "@/lib/format";
import { plansCatalog } from "./catalog";
import type { PlanCardLine } from "./plan-card-lines";

// The comparison table names its rows and values with plain strings (src/shared has no messages);
// these guards turn them into catalogue keys, and a test checks that every one of them has a message.
const { compare } = plansCatalog.fa.plans;
type CategoryKey = keyof typeof compare.categories;
type FeatureKey = keyof typeof compare.features;
type ValueKey = keyof typeof compare.values;

export const isCategoryKey = (key: string): key is CategoryKey => Object.hasOwn(compare.categories, key);
export const isFeatureKey = (key: string): key is FeatureKey => Object.hasOwn(compare.features, key);
export const isValueKey = (key: string): key is ValueKey => Object.hasOwn(compare.values, key);

export function comparisonCategoryText(category: string, t: TFunction): string {
  return isCategoryKey(category) ? t(`plans.compare.categories.${category}`) : category;
}

export function comparisonFeatureText(feature: string, t: TFunction): string {
  return isFeatureKey(feature) ? t(`plans.compare.features.${feature}`) : feature;
}

export function comparisonValueText(value: ComparisonValue, t: TFunction, locale: Locale) {
  if (value.kind === "count") {
    const number = formatNumber(value.value, locale);
    return value.plus ? t("plans.compare.countPlus", { value: number }) : number;
  }
  return isValueKey(value.key) ? t(`plans.compare.values.${value.key}`) : value.key;
}

/** One line of a plan card: a feature line as /checkout words it, or a comparison row ("Dedicated API"). */
export function planCardLineText(line: PlanCardLine, t: TFunction, locale: Locale): string {
  if (line.kind !== "comparison") return planFeatureText(line, t, locale);
  const name = comparisonFeatureText(line.feature, t);
  const { value } = line;
  if (value.kind === "key" && value.key === "yes") return name;
  return t("plans.comparisonLine", { feature: name, value: comparisonValueText(value, t, locale) });
}
