import { z } from "zod";
import { latinDigits, ungroupedDigits } from "./digits";
import { productCategories } from "./products";

/** DESIGN 32 (issue 36): a code takes a percent (1-100) or a fixed amount in toman off the order. */
export const discountKinds = ["percent", "fixed"] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** Issue 36 limits; `perShop` is a platform ceiling that keeps the list one page. */
export const discountLimits = {
  codeMin: 3,
  codeMax: 30,
  maxPercent: 100,
  maxAmount: 999_999_999,
  maxUses: 1_000_000,
  products: 200,
  perShop: 200,
} as const;

/**
 * A code as stored and compared: Latin capitals, Persian letters (a seller's «یلدا۱۴۰۵» is YALDA's kin), Latin
 * digits, `-` and `_`.
 */
export const discountCodePattern = /^[A-Z0-9_\-ءآأؤإئابتثجحخدذرزسشصضطظعغفقلمنوهپچژکگیة]*$/u;

/**
 * A code as typed by a seller or a buyer (issue 36: Persian or Latin letters and digits, any case): "  off۱۰ "
 * is "OFF10", «يلدا» typed on an Arabic keyboard is «یلدا»; a half-space or a vowel mark is not part of it.
 */
export function normalizeDiscountCode(text: string): string {
  return latinDigits(text)
    .trim()
    .toUpperCase()
    .replace(/ي|ى/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/\u200c|\u200d|\u0640|\p{M}/gu, "");
}

// Each message is a key of the discounts catalogue (`discounts.validation.*`).
/** A code as typed, normalised and checked (the bot reads a buyer's with it too). */
export const discountCodeTextSchema = z
  .string("codeRequired")
  .overwrite(normalizeDiscountCode)
  .min(1, { error: "codeRequired", abort: true })
  .min(discountLimits.codeMin, "codeLength")
  .max(discountLimits.codeMax, "codeLength")
  .regex(discountCodePattern, "codeFormat");
const valueSchema = z
  .number("valueInvalid")
  .int("valueInvalid")
  .min(1, "valueTooSmall")
  .max(discountLimits.maxAmount, "amountRange");
const minOrderSchema = z
  .number("minOrderInvalid")
  .int("minOrderInvalid")
  .min(1, "minOrderInvalid")
  .max(discountLimits.maxAmount, "minOrderInvalid");
const maxUsesSchema = z
  .number("maxUsesInvalid")
  .int("maxUsesInvalid")
  .min(1, "maxUsesInvalid")
  .max(discountLimits.maxUses, "maxUsesInvalid");
const instantSchema = z.iso.datetime({ offset: true, error: "dateInvalid" });

const unique = <T>(items: T[]) => [...new Set(items)];

const ruleFields = {
  code: discountCodeTextSchema,
  kind: z.enum(discountKinds, "kindInvalid"),
  once_per_buyer: z.boolean().default(false),
  starts_at: instantSchema.nullable().default(null),
  ends_at: instantSchema.nullable().default(null),
  /** Both empty: every product. Otherwise a line counts when its product or its category is listed. */
  product_ids: z
    .array(z.uuid("productInvalid"))
    .max(discountLimits.products, "tooManyProducts")
    .overwrite(unique)
    .default([]),
  categories: z.array(z.enum(productCategories, "categoryInvalid")).overwrite(unique).default([]),
  is_active: z.boolean().default(true),
};

type RuleChecked = { kind: DiscountKind; value: number | null; starts_at: string | null; ends_at: string | null };

/** What one field cannot tell alone: a percent is 1-100, and the end comes after the start. */
function checkValueAndDates(rule: RuleChecked, context: z.RefinementCtx) {
  // Also run when another field is wrong (so the form shows every problem at once): check the types first.
  if (rule.kind === "percent" && typeof rule.value === "number" && rule.value > discountLimits.maxPercent) {
    context.addIssue({ code: "custom", path: ["value"], message: "percentRange" });
  }
  const { starts_at: start, ends_at: end } = rule;
  if (typeof start === "string" && typeof end === "string" && Date.parse(end) <= Date.parse(start)) {
    context.addIssue({ code: "custom", path: ["ends_at"], message: "endBeforeStart" });
  }
}

/** POST /api/discount-codes, PUT /api/discount-codes/{id}: the whole code (PUT replaces it). */
export const discountCodeInputSchema = z
  .object({
    ...ruleFields,
    /** A percent (1-100) or an amount in toman (1-999,999,999). */
    value: valueSchema,
    /** The least subtotal, in toman, the code applies to; null: any. */
    min_order: minOrderSchema.nullable().default(null),
    /** How many orders may use it in all; null: no limit. */
    max_uses: maxUsesSchema.nullable().default(null),
  })
  .superRefine(checkValueAndDates);
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;
export type DiscountCodeValues = z.output<typeof discountCodeInputSchema>;

/** A typed whole number: empty is `null`; Persian, Arabic and Latin digits and separators are read alike. */
const numberText = (message: string) =>
  z
    .string()
    .transform(ungroupedDigits)
    .transform((text) => (text === "" ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN))
    .refine((value) => value === null || !Number.isNaN(value), message);

/** The web form: the API's rules on what a person types, the numbers as text. */
export const discountCodeFormSchema = z
  .object({
    ...ruleFields,
    value: numberText("valueInvalid").pipe(z.number("valueRequired").pipe(valueSchema)),
    min_order: numberText("minOrderInvalid").pipe(minOrderSchema.nullable()),
    max_uses: numberText("maxUsesInvalid").pipe(maxUsesSchema.nullable()),
  })
  .superRefine(checkValueAndDates);
export type DiscountCodeFormValues = z.input<typeof discountCodeFormSchema>;
export type DiscountCodeFormOutput = z.output<typeof discountCodeFormSchema>;

/** A code as the API sends it, with its uses so far and the revenue of the orders that used it. */
export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number().int(),
  min_order: z.number().int().nullable(),
  max_uses: z.number().int().nullable(),
  once_per_buyer: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  product_ids: z.array(z.string()),
  categories: z.array(z.string()),
  is_active: z.boolean(),
  /** Orders that redeemed it. */
  uses: z.number().int(),
  /** The totals, in toman, of the orders that used it and are not cancelled. */
  revenue: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeListSchema = z.object({ items: z.array(discountCodeSchema) });
export type DiscountCodeList = z.infer<typeof discountCodeListSchema>;

/** Why a code does not apply to a cart; the bot and the forms say each in the buyer's words. */
export const discountRefusals = [
  "inactive",
  "not_started",
  "expired",
  "used_up",
  "already_used",
  "not_for_these_items",
  "minimum_not_reached",
] as const;
export type DiscountRefusal = (typeof discountRefusals)[number];
/** What the server answers a typed code with (`discount_not_applicable`'s `reason`): also a code the shop lacks. */
export const discountCodeRefusals = ["unknown", ...discountRefusals] as const;
export type DiscountCodeRefusal = (typeof discountCodeRefusals)[number];
export const isDiscountRefusal = (value: string): value is DiscountCodeRefusal =>
  (discountCodeRefusals as readonly string[]).includes(value);

/** The parts of a code that decide whether and how much it takes off. */
export interface DiscountRule {
  kind: DiscountKind;
  value: number;
  min_order: number | null;
  max_uses: number | null;
  once_per_buyer: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  product_ids: readonly string[];
  categories: readonly string[];
  is_active: boolean;
}

export interface DiscountCart {
  /** `lineTotal`: the line's price times its quantity, in toman. */
  lines: readonly { productId: string | null; category: string; lineTotal: number }[];
  subtotal: number;
}

export interface DiscountUsage {
  now: Date;
  /** Orders that redeemed the code so far. */
  usesSoFar: number;
  usedByThisBuyer: boolean;
}

export type DiscountResult = { ok: true; amount: number } | { ok: false; reason: DiscountRefusal };

/** Whether a line is one the code is for: every line when it names no product and no category. */
function appliesTo(rule: DiscountRule, line: DiscountCart["lines"][number]): boolean {
  if (rule.product_ids.length === 0 && rule.categories.length === 0) return true;
  return (
    (line.productId !== null && rule.product_ids.includes(line.productId)) || rule.categories.includes(line.category)
  );
}

/**
 * DESIGN 32: the one place a discount is worked out. A percent of the eligible lines' total rounded down
 * to a whole toman, or the fixed amount but never more than those lines; never below zero or above the subtotal.
 */
export function discountFor(rule: DiscountRule, cart: DiscountCart, usage: DiscountUsage): DiscountResult {
  const refuse = (reason: DiscountRefusal): DiscountResult => ({ ok: false, reason });
  const now = usage.now.getTime();
  if (!rule.is_active) return refuse("inactive");
  if (rule.starts_at && now < rule.starts_at.getTime()) return refuse("not_started");
  if (rule.ends_at && now >= rule.ends_at.getTime()) return refuse("expired");
  if (rule.max_uses !== null && usage.usesSoFar >= rule.max_uses) return refuse("used_up");
  if (rule.once_per_buyer && usage.usedByThisBuyer) return refuse("already_used");
  const eligible = cart.lines.filter((line) => appliesTo(rule, line)).reduce((sum, line) => sum + line.lineTotal, 0);
  if (eligible <= 0) return refuse("not_for_these_items");
  if (rule.min_order !== null && cart.subtotal < rule.min_order) return refuse("minimum_not_reached");
  const off = rule.kind === "percent" ? Math.floor((eligible * rule.value) / 100) : Math.min(rule.value, eligible);
  return { ok: true, amount: Math.max(0, Math.min(off, cart.subtotal)) };
}
