import { z } from "zod";
import { subscriptionStateSchema } from "./subscription";

/** DESIGN d11: one set of payment statuses; the admin's "success" and the dashboard's "completed" are `paid`. */
export const paymentStatuses = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ["zarinpal", "sandbox"] as const;
export const planIdSchema = z.enum(["eco", "pro", "ultra"]);

/** 001 §7: the transactions list shows at most 50, newest first. */
export const paymentListLength = 50;

export const paymentSchema = z.object({
  id: z.string(),
  plan_id: planIdSchema,
  /** The tier (basic, premium, enterprise), as 001 §3 plan_type. */
  plan_type: z.string(),
  /** Integer toman. */
  amount: z.number().int(),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  ref_id: z.string().nullable(),
  authority: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments/mode: which checkout the page shows. */
export const paymentModeSchema = z.object({ mode: z.enum(["zarinpal", "sandbox", "disabled"]) });
export type PaymentMode = z.infer<typeof paymentModeSchema>["mode"];

/**
 * POST /api/payments/checkout: the client names a plan, never an amount (001 §2, DESIGN d2). The checkout
 * page makes one idempotency key per attempt: a repeated key (a double click, a retried request) is the
 * same checkout and gets the same payment back (decision record 007).
 */
export const checkoutRequestSchema = z.object({ plan: planIdSchema, idempotency_key: z.uuid().optional() });
export const checkoutResponseSchema = z.discriminatedUnion("mode", [
  /** Send the buyer to Zarinpal's StartPay page. */
  z.object({ mode: z.literal("zarinpal"), payment: paymentSchema, redirect_url: z.string() }),
  /** The simulated card checkout: paid and active at once. */
  z.object({ mode: z.literal("sandbox"), payment: paymentSchema, subscription: subscriptionStateSchema }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/payments/verify: the query Zarinpal returns the buyer with (`?Authority=…&Status=OK|NOK`). */
export const verifyRequestSchema = z.object({
  /** Zarinpal's authorities are letters and digits (`A0000…`, `S0000…`); nothing else can name a payment. */
  authority: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9]+$/),
  status: z.enum(["OK", "NOK"]),
});
/**
 * Why a payment failed, in the product's words (decision record 019): the gateway's Status=NOK is
 * `cancelled`, its verify codes name the rest; `unknown` when it did not say or the payment had failed before.
 */
export const paymentFailureReasons = [
  "cancelled",
  "declined",
  "expired",
  "amount_mismatch",
  "gateway_unavailable",
  "unknown",
] as const;
export const paymentFailureReasonSchema = z.enum(paymentFailureReasons);
export type PaymentFailureReason = z.infer<typeof paymentFailureReasonSchema>;

/** 001 §3 payment verification result: success, message, refId; and why, when it failed. */
export const verifyResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  ref_id: z.string().nullable(),
  /** Null when paid. */
  failure_reason: paymentFailureReasonSchema.nullable(),
  payment: paymentSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });

/** 001 §2 transactions summary, over all of the user's payments (DESIGN d11: revenue sums `paid` only). */
export const paymentSummarySchema = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  pending: z.number().int(),
  /** Integer toman. */
  revenue: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** Decision 021: what buying a plan now means for the user's subscription. */
export const purchaseKinds = ["new", "extension", "upgrade", "downgrade"] as const;

/**
 * GET /api/payments/quote?plan=…: what the checkout will charge and what it buys, decided by the server
 * (PAY-18). An upgrade's credit is the unused value of the current plan; a downgrade starts at its end.
 */
export const checkoutQuoteSchema = z.object({
  plan_id: planIdSchema,
  kind: z.enum(purchaseKinds),
  /** Integer toman: the catalogue price (for the days bought) less the credit. */
  amount: z.number().int(),
  /** The catalogue price a month, integer toman. */
  price: z.number().int(),
  credit: z.number().int(),
  credited_plan_id: planIdSchema.nullable(),
  credited_days: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The plan active now (null when none), which a downgrade waits for. */
  current_plan_id: planIdSchema.nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
export const checkoutQuoteQuerySchema = z.object({ plan: planIdSchema });

/**
 * GET /api/payments/{id}/receipt: a paid (or since refunded) payment of the user's own. Dates of the days
 * bought are null on payments from before they were kept.
 */
export const paymentReceiptSchema = z.object({
  id: z.string(),
  plan_id: planIdSchema,
  /** What was paid, integer toman. */
  amount: z.number().int(),
  credit: z.number().int(),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  ref_id: z.string().nullable(),
  paid_at: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
