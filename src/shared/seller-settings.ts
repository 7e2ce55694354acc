import { z } from "zod";
import { latinDigits } from "./digits";

// 001 §5: the merchant id's schema is the 36-character lowercase UUID (d18, checked on the server);
// the messages are keys of the settings catalogue (`sellerSettings.gateway.errors.*`).
const merchantIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const saveGatewaySchema = z.object({
  zarinpal_merchant_id: z
    .string()
    .trim()
    .overwrite(latinDigits)
    .min(1, "merchantRequired")
    .regex(merchantIdPattern, "merchantFormat"),
});
export type SaveGatewayInput = z.input<typeof saveGatewaySchema>;

/** 001 §3 user_payment_gateways as the browser sees it: never the merchant id whole (DESIGN 9). */
export const paymentGatewaySchema = z.object({
  gateway_type: z.literal("zarinpal"),
  /** 001 §9: the first 8 and the last 8 characters. */
  masked_merchant_id: z.string(),
  updated_at: z.string(),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

/** GET answers `{ gateway: null }` for a seller who has not set one (SET-14). */
export const gatewayAnswerSchema = z.object({ gateway: paymentGatewaySchema.nullable() });

/**
 * Issue 35: how the seller's card-to-card receipts are handled. On (the default), approving a receipt of a
 * new order confirms the order too; off, the payment and the order are approved one at a time.
 */
export const receiptSettingsSchema = z.object({ receipt_confirms_order: z.boolean() });
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;
export const defaultReceiptSettings: ReceiptSettings = { receipt_confirms_order: true };
