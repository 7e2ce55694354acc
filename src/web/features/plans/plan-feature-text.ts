import type { ComparisonValue } from "@shared/plans";
import type { TFunction } from "i18next";
import { plansCatalog } from "./catalog";
import type { PlanFeature } from "./plan-features";

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

export function comparisonValueText(value: ComparisonValue, t: TFunction, formatNumber: (value: number) => string) {
  if (value.kind === "count") {
    const number = formatNumber(value.value);
    return value.plus ? t("plans.compare.countPlus", { value: number }) : number;
  }
  return isValueKey(value.key) ? t(`plans.compare.values.${value.key}`) : value.key;
}

/** One feature line in the interface's language: "100 AI messages a month", "Dedicated API". */
export function planFeatureText(feature: PlanFeature, t: TFunction, formatNumber: (value: number) => string): string {
  switch (feature.kind) {
    case "counted":
      return t(`plans.features.${feature.key}`, { count: feature.count, value: formatNumber(feature.count) });
    case "fixed":
      return t(`plans.features.${feature.key}`);
    case "comparison": {
      const name = comparisonFeatureText(feature.feature, t);
      const { value } = feature;
      if (value.kind === "key" && value.key === "yes") return name;
      return t("plans.features.comparison", { feature: name, value: comparisonValueText(value, t, formatNumber) });
    }
  }
}
