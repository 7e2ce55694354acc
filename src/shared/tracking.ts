import { z } from "zod";
import { latinDigits } from "./digits";
import type { Locale } from "./locales";
import type { ShippingPreset } from "./shipping";
import { invalidCharactersMessage, isOneLine, nameText } from "./text";

/**
 * DESIGN 31 (issue 36): who carries a shipped order. Iran Post's codes are 24 digits; Tipax's, and any
 * other carrier's (a courier, a bus parcel), are the seller's own text.
 */
export const trackingCarriers = ["iran_post", "tipax", "other"] as const;
export type TrackingCarrier = (typeof trackingCarriers)[number];

export const trackingCarrierNames: Record<Locale, Record<TrackingCarrier, string>> = {
  fa: { iran_post: "پست ایران", tipax: "تیپاکس", other: "سایر" },
  en: { iran_post: "Iran Post", tipax: "Tipax", other: "Other" },
};

export const trackingLimits = { iranPostDigits: 24, codeMaxLength: 100 } as const;

/**
 * Each carrier's public tracking page, and how a code goes in its address: `?id=`, as shops' own tracking links
 * write it for both (neither carrier documents an address format), so a code that would need escaping gets
 * the page alone, where the buyer pastes it.
 */
export const trackingPages = {
  iran_post: { page: "https://tracking.post.ir/", query: "?id=" },
  tipax: { page: "https://tipaxco.com/tracking", query: "?id=" },
} as const satisfies Partial<Record<TrackingCarrier, { page: string; query: string }>>;

/** Characters an address carries as they are (RFC 3986 unreserved). */
export const addressSafeCode = /^[A-Za-z0-9._~-]+$/;

/** The page where the buyer follows the parcel, with the code in it where the carrier reads one; null: none. */
export function trackingUrl(carrier: TrackingCarrier, code: string): string | null {
  if (carrier === "other") return null;
  const { page, query } = trackingPages[carrier];
  return addressSafeCode.test(code) ? `${page}${query}${code}` : page;
}

/** The carrier the ship dialog starts from, by the order's shipping method; none or a courier: `other`. */
export function defaultCarrier(preset: ShippingPreset | null): TrackingCarrier {
  if (preset === "post_pishtaz" || preset === "post_sefareshi") return "iran_post";
  if (preset === "tipax") return "tipax";
  return "other";
}

/** Issue 36: a parcel sent by post or Tipax has a code; a courier's, a pickup's or one without a method may not. */
export function needsTrackingCode(preset: ShippingPreset | null): boolean {
  return defaultCarrier(preset) !== "other";
}

/** An Iran Post code as a person types it: Persian or Latin digits, grouped by spaces or dashes. */
const iranPostCodeOf = (typed: string) => latinDigits(typed).replace(/[\s\u200c-]/g, "");

// Each message is a key of the tracking catalogue (`tracking.validation.*`).
const trackingFields = {
  carrier: z.enum(trackingCarriers, "carrierRequired"),
  tracking_code: nameText()
    .overwrite(latinDigits)
    .trim()
    .min(1, "codeRequired")
    .max(trackingLimits.codeMaxLength, "codeTooLong")
    .refine(isOneLine, invalidCharactersMessage),
};

type TrackingFields = { carrier?: TrackingCarrier; tracking_code?: string };
const iranPostPattern = new RegExp(`^\\d{${trackingLimits.iranPostDigits}}$`);

/** Iran Post's 24 digits, judged once the code is a good line of text (else that is what it is told). */
function checkIranPost(value: TrackingFields, context: z.RefinementCtx) {
  if (value.carrier !== "iran_post" || !trackingFields.tracking_code.safeParse(value.tracking_code).success) return;
  if (!iranPostPattern.test(iranPostCodeOf(value.tracking_code ?? ""))) {
    context.addIssue({ code: "custom", path: ["tracking_code"], message: "iranPostCodeInvalid" });
  }
}

/** An Iran Post code is kept without the spaces and dashes it was typed with. */
const compactIranPost = <T extends TrackingFields>(value: T): T =>
  value.carrier === "iran_post" && value.tracking_code !== undefined
    ? { ...value, tracking_code: iranPostCodeOf(value.tracking_code) }
    : value;

/** PUT /api/orders/{id}/tracking: the carrier and code of a shipped order, added or corrected. */
export const trackingInputSchema = z.object(trackingFields).superRefine(checkIranPost).overwrite(compactIranPost);
export type TrackingInput = z.input<typeof trackingInputSchema>;
export type TrackingValues = z.output<typeof trackingInputSchema>;

/** The parcel's fields of POST /api/orders/{id}/status, given when the order is marked shipped. */
export const shipmentFields = {
  carrier: trackingFields.carrier.optional(),
  tracking_code: trackingFields.tracking_code.optional(),
};

/**
 * A status change carries a carrier and a code together, and only to `shipped`; whether an order may ship
 * without them depends on its method, which the server checks.
 */
export function checkShipment(value: TrackingFields & { to?: string }, context: z.RefinementCtx) {
  const given = value.carrier !== undefined || value.tracking_code !== undefined;
  if (given && value.to !== "shipped") {
    context.addIssue({ code: "custom", path: ["tracking_code"], message: "onlyWhenShipped" });
    return;
  }
  if (value.carrier !== undefined && value.tracking_code === undefined) {
    context.addIssue({ code: "custom", path: ["tracking_code"], message: "codeRequired" });
  }
  if (value.carrier === undefined && value.tracking_code !== undefined) {
    context.addIssue({ code: "custom", path: ["carrier"], message: "carrierRequired" });
  }
  checkIranPost(value, context);
}
export const keepShipment = compactIranPost;

/** A shipped order's parcel as the API sends it: null until a code is given. */
export const orderTrackingSchema = z.object({
  carrier: z.enum(trackingCarriers),
  code: z.string(),
  /** The carrier's tracking page for this code; null for a carrier without one. */
  url: z.string().nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** The stored carrier and code as the API's `tracking`; a carrier no longer known reads as `other`. */
export function orderTracking(carrier: string | null, code: string | null): OrderTracking | null {
  if (code === null) return null;
  const known = trackingCarriers.find((name) => name === carrier) ?? "other";
  return { carrier: known, code, url: trackingUrl(known, code) };
}
