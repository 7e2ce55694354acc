import { ungroupedDigits } from "@shared/digits";
import type { ProvinceId } from "@shared/iran-provinces";
import type { Locale } from "@shared/locales";
import {
  type ShippingMethod,
  type ShippingMethodFormValues,
  type ShippingMethodUpdateInput,
  type ShippingPreset,
  type ShopOrigin,
  shippingPresetNames,
} from "@shared/shipping";
import type { FieldErrors } from "react-hook-form";
import { formatNumber } from "@/lib/format";

const longestAmount = 11;

/** An amount box as the seller types: their digits (Persian or Latin) grouped, in the interface's digits. */
export function groupedAmount(typed: string, locale: Locale): string {
  const digits = ungroupedDigits(typed)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, longestAmount);
  return digits === "" ? "" : formatNumber(Number(digits), locale);
}

const amountShown = (amount: number | null, locale: Locale) => (amount === null ? "" : formatNumber(amount, locale));

/** A new method's form: Pishtaz post to all of Iran, switched on; the seller types its cost. */
export const newMethodForm = (locale: Locale): ShippingMethodFormValues => ({
  preset: "post_pishtaz",
  name: shippingPresetNames[locale].post_pishtaz,
  cost: "",
  free_above: "",
  own_province_cost: "",
  all_provinces: true,
  provinces: [],
  delivery_text: "",
  is_active: true,
});

/** A saved method as the form shows it, the amounts in the interface's digits. */
export function methodToFormValues(method: ShippingMethod, locale: Locale): ShippingMethodFormValues {
  return {
    preset: method.preset,
    name: method.name,
    cost: formatNumber(method.cost, locale),
    free_above: amountShown(method.free_above, locale),
    own_province_cost: amountShown(method.own_province_cost, locale),
    all_provinces: method.provinces.length === 0,
    provinces: method.provinces,
    delivery_text: method.delivery_text,
    is_active: method.is_active,
  };
}

/** The method as PUT takes it, for the list's switch: everything as saved but the switch. */
export function methodToInput(method: ShippingMethod, isActive: boolean): ShippingMethodUpdateInput {
  const { preset, name, cost, free_above, own_province_cost, provinces, delivery_text } = method;
  return { preset, name, cost, free_above, own_province_cost, provinces, delivery_text, is_active: isActive };
}

const presetNames = new Set(Object.values(shippingPresetNames).flatMap((names) => Object.values(names)));

/** What picking a preset changes in the form; a field left out stays as the seller has it. */
export interface PresetChanges {
  name?: string;
  cost?: string;
  /** The provinces it serves instead of all of Iran. */
  provinces?: ProvinceId[];
}

/**
 * Picking a preset gives its name, unless the seller wrote one of their own; a courier or a pickup serves
 * the shop's own province once the origin is known; a pickup costs nothing unless a cost is typed.
 */
export function presetChanges(
  preset: ShippingPreset,
  current: Pick<ShippingMethodFormValues, "name" | "cost">,
  context: { locale: Locale; origin: ShopOrigin | null },
): PresetChanges {
  const changes: PresetChanges = {};
  if (current.name.trim() === "" || presetNames.has(current.name.trim())) {
    changes.name = shippingPresetNames[context.locale][preset];
  }
  if ((preset === "courier" || preset === "pickup") && context.origin) changes.provinces = [context.origin.province];
  if (preset === "pickup" && current.cost.trim() === "") changes.cost = formatNumber(0, context.locale);
  return changes;
}

const validationKeys = [
  "fillRequired",
  "presetInvalid",
  "nameTooLong",
  "invalidCharacters",
  "costInvalid",
  "costRange",
  "freeAboveInvalid",
  "freeAboveRange",
  "ownProvinceCostInvalid",
  "ownProvinceCostRange",
  "provinceUnknown",
  "provincesRequired",
  "deliveryTextTooLong",
  "cityRequired",
  "cityNotInProvince",
] as const;
export type ValidationKey = (typeof validationKeys)[number];

/** The catalogue key (`shipping.validation.*`) of a schema message; one the catalogue lacks reads as bad characters. */
export function validationKey(message: string): ValidationKey {
  return validationKeys.find((key) => key === message) ?? "invalidCharacters";
}

export const methodFields = [
  "preset",
  "name",
  "cost",
  "free_above",
  "own_province_cost",
  "provinces",
  "delivery_text",
] as const satisfies (keyof ShippingMethodFormValues)[];
export type MethodField = (typeof methodFields)[number];

/** The form field a server issue's path names (`provinces.3` is the provinces field), if any. */
export function methodFieldOf(path: string): MethodField | null {
  const field = path.split(".")[0];
  return methodFields.find((name) => name === field) ?? null;
}

/** The first broken rule in the form's order, as a key of `shipping.validation`. */
export function firstFormProblem(errors: FieldErrors<ShippingMethodFormValues>): ValidationKey | null {
  for (const field of methodFields) {
    const message = errors[field]?.message;
    if (typeof message === "string") return validationKey(message);
  }
  return null;
}
