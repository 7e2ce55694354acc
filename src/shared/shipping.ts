import { z } from "zod";
import { ungroupedDigits } from "./digits";
import { cityOf, isProvinceId, provinceIds } from "./iran-provinces";
import type { Locale } from "./locales";
import { invalidCharactersMessage, isOneLine, nameText } from "./text";

/** The kinds of shipping method a seller starts from (DESIGN 31, issue 36); `custom` is one the seller names. */
export const shippingPresets = ["post_pishtaz", "post_sefareshi", "tipax", "courier", "pickup", "custom"] as const;
export type ShippingPreset = (typeof shippingPresets)[number];

/** A method's name as a preset fills it in; the seller may change it, and names a custom one. */
export const shippingPresetNames: Record<Locale, Record<ShippingPreset, string>> = {
  fa: {
    post_pishtaz: "پست پیشتاز",
    post_sefareshi: "پست سفارشی",
    tipax: "تیپاکس",
    courier: "پیک",
    pickup: "حضوری",
    custom: "",
  },
  en: {
    post_pishtaz: "Pishtaz post",
    post_sefareshi: "Sefareshi post",
    tipax: "Tipax",
    courier: "Courier",
    pickup: "Pickup in person",
    custom: "",
  },
};

/** Issue 36 limits; `perShop` keeps the settings list and the bot's buttons short. Amounts are whole toman. */
export const shippingLimits = {
  name: 60,
  deliveryText: 120,
  maxCost: 100_000_000,
  maxFreeAbove: 10_000_000_000,
  city: 100,
  perShop: 20,
} as const;

// Each message is a key of the shipping catalogue (`shipping.validation.*`).
const amountSchema = (range: { min: number; max: number }, invalid: string, outOfRange: string) =>
  z.number(invalid).int(invalid).min(range.min, outOfRange).max(range.max, outOfRange);
const costSchema = amountSchema({ min: 0, max: shippingLimits.maxCost }, "costInvalid", "costRange");
const ownProvinceCostSchema = amountSchema(
  { min: 0, max: shippingLimits.maxCost },
  "ownProvinceCostInvalid",
  "ownProvinceCostRange",
);
// Free from 0 toman up would be free always: that is a cost of 0.
const freeAboveSchema = amountSchema(
  { min: 1, max: shippingLimits.maxFreeAbove },
  "freeAboveInvalid",
  "freeAboveRange",
);
const provinceSchema = z.enum(provinceIds, "provinceUnknown");

const textFields = {
  preset: z.enum(shippingPresets, "presetInvalid"),
  name: nameText()
    .trim()
    .min(1, "fillRequired")
    .max(shippingLimits.name, "nameTooLong")
    .refine(isOneLine, invalidCharactersMessage),
  delivery_text: nameText()
    .trim()
    .max(shippingLimits.deliveryText, "deliveryTextTooLong")
    .refine(isOneLine, invalidCharactersMessage),
};

/** The provinces a method serves, each once, in the order chosen; empty serves all of Iran. */
const provincesSchema = z.array(provinceSchema).overwrite((ids) => [...new Set(ids)]);

/** POST /api/shipping-methods, PUT /api/shipping-methods/{id}: a method and its cost rule; PUT replaces it. */
export const shippingMethodInputSchema = z.object({
  ...textFields,
  cost: costSchema,
  /** From this subtotal up the method costs nothing; null: never free. */
  free_above: freeAboveSchema.nullable().optional().default(null),
  /** The cost when the buyer is in the shop's own province (its origin); null: the same cost. */
  own_province_cost: ownProvinceCostSchema.nullable().optional().default(null),
  provinces: provincesSchema.optional().default([]),
  delivery_text: textFields.delivery_text.optional().default(""),
  is_active: z.boolean().optional().default(true),
});
export type ShippingMethodInput = z.input<typeof shippingMethodInputSchema>;
export type ShippingMethodValues = z.output<typeof shippingMethodInputSchema>;

/** PUT /api/shipping-methods/{id}: as a new method, but without is_active the stored switch stays. */
export const shippingMethodUpdateSchema = shippingMethodInputSchema.extend({ is_active: z.boolean().optional() });
export type ShippingMethodUpdateInput = z.input<typeof shippingMethodUpdateSchema>;
export type ShippingMethodUpdateValues = z.output<typeof shippingMethodUpdateSchema>;

export const shippingMethodSchema = z.object({
  id: z.string(),
  preset: z.enum(shippingPresets),
  name: z.string(),
  cost: z.number(),
  free_above: z.number().nullable(),
  own_province_cost: z.number().nullable(),
  provinces: z.array(provinceSchema),
  delivery_text: z.string(),
  is_active: z.boolean(),
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingMethodListSchema = z.object({ items: z.array(shippingMethodSchema) });
export type ShippingMethodList = z.infer<typeof shippingMethodListSchema>;

/**
 * PUT /api/shipping-methods/origin: where the shop sends from, a city of that province. The city is read
 * as a person writes it (Arabic ي/ك, half-spaces) and kept as the data file writes it.
 */
export const shopOriginInputSchema = z
  .object({
    province: provinceSchema,
    city: nameText().trim().min(1, "cityRequired").max(shippingLimits.city, "cityNotInProvince"),
  })
  .superRefine((origin, context) => {
    // A blank or overlong city has its own issue already.
    const typed = origin.city !== "" && origin.city.length <= shippingLimits.city;
    if (typed && isProvinceId(origin.province) && cityOf(origin.province, origin.city) === null) {
      context.addIssue({ code: "custom", path: ["city"], message: "cityNotInProvince" });
    }
  })
  .overwrite((origin) => ({ ...origin, city: cityOf(origin.province, origin.city) ?? origin.city }));
export type ShopOriginInput = z.input<typeof shopOriginInputSchema>;
export type ShopOriginValues = z.output<typeof shopOriginInputSchema>;

export const shopOriginSchema = z.object({ province: provinceSchema, city: z.string() });
export type ShopOrigin = z.infer<typeof shopOriginSchema>;

/** GET and PUT /api/shipping-methods/origin: null until the seller says where they send from. */
export const shopOriginAnswerSchema = z.object({ origin: shopOriginSchema.nullable() });
export type ShopOriginAnswer = z.infer<typeof shopOriginAnswerSchema>;

/** An amount as typed: empty is null; Persian, Arabic and Latin digits and separators are read alike. */
const amountText = (message: string) =>
  z
    .string()
    .transform(ungroupedDigits)
    .transform((text) => (text === "" ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN))
    .refine((value) => value === null || !Number.isNaN(value), message);

/**
 * The settings dialog's form: the API's rules on what a person types, the amounts as text, and "all of Iran"
 * as its own switch. Its output is the API's input.
 */
export const shippingMethodFormSchema = z
  .object({
    ...textFields,
    cost: amountText("costInvalid").pipe(z.number("fillRequired").pipe(costSchema)),
    free_above: amountText("freeAboveInvalid").pipe(freeAboveSchema.nullable()),
    own_province_cost: amountText("ownProvinceCostInvalid").pipe(ownProvinceCostSchema.nullable()),
    all_provinces: z.boolean(),
    provinces: provincesSchema,
    is_active: z.boolean(),
  })
  .superRefine((form, context) => {
    if (!form.all_provinces && form.provinces.length === 0) {
      context.addIssue({ code: "custom", path: ["provinces"], message: "provincesRequired" });
    }
  })
  .transform(
    ({ all_provinces, provinces, ...method }): ShippingMethodValues => ({
      ...method,
      provinces: all_provinces ? [] : provinces,
    }),
  );
export type ShippingMethodFormValues = z.input<typeof shippingMethodFormSchema>;

/** What the cost of a method depends on: its rule, the order's subtotal and where the buyer is. */
export type ShippingCostRule = Pick<ShippingMethod, "cost" | "free_above" | "own_province_cost">;

/**
 * DESIGN 31: the method's cost for this order in whole toman: free from `free_above` up; else the
 * own-province cost when the buyer is in the shop's province and the method has one; else its cost.
 */
export function shippingCostFor(
  method: ShippingCostRule,
  order: { subtotal: number; province: string },
  origin: { province: string } | null,
): number {
  if (method.free_above !== null && order.subtotal >= method.free_above) return 0;
  if (method.own_province_cost !== null && origin !== null && order.province === origin.province) {
    return method.own_province_cost;
  }
  return method.cost;
}

/** Whether the method delivers to the province: a method with no provinces listed serves all of Iran. */
export function methodServes(method: { provinces: readonly string[] }, province: string): boolean {
  return method.provinces.length === 0 || method.provinces.includes(province);
}

/** Issue 36: a pickup in person asks the buyer for no address or postal code. */
export function needsAddress(method: { preset: ShippingPreset }): boolean {
  return method.preset !== "pickup";
}
