import type { Locale } from "@shared/locales";
import { planById } from "@shared/plans";
import type { TFunction } from "i18next";
import { ApiError, apiErrorKey } from "./api-error";
import { formatNumber } from "./format";

const freePlanName: Record<Locale, string> = { fa: "رایگان", en: "Free" };

/** A plan id the server named (`current`, `plan`) as the plan's name in the reader's language. */
function planName(id: string | number, locale: Locale): string {
  if (id === "free") return freePlanName[locale];
  return planById(String(id))?.name[locale] ?? String(id);
}

/**
 * The translated message of a failed call, with the values the server sent beside its code filled in
 * (`plan_limit_reached` names the current plan, its limit and the plan that allows more); numbers in the
 * reader's digits.
 */
export function apiErrorMessage(t: TFunction, error: unknown, locale: Locale): string {
  const params = error instanceof ApiError ? error.params : {};
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === "current" || key === "plan") values[key] = planName(value, locale);
    else values[key] = typeof value === "number" ? formatNumber(value, locale) : value;
  }
  return t(apiErrorKey(error), values);
}
