import "./catalog";
import { defaultLocale, type Locale } from "@shared/locales";
import type { PlanFeatureLine } from "@shared/plan-features";
import type { TFunction } from "i18next";
import { formatNumber } from "@/lib/format";

/** One line of a plan's feature list in the interface's language: "100 AI messages a month", "Viral music suggestions". */
export function planFeatureText(line: PlanFeatureLine, t: TFunction, locale: Locale = defaultLocale): string {
  if (line.kind === "fixed") return t(`planFeatures.${line.key}`);
  return t(`planFeatures.${line.key}`, { count: line.count, value: formatNumber(line.count, locale) });
}
