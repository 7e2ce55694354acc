import { z } from "zod";

/** Every error code the API answers with; the web client translates each (`errors.<code>`). */
export const apiErrorCodes = [
  "validation_failed",
  "malformed_json",
  "body_required",
  "unsupported_media_type",
  "payload_too_large",
  "unauthenticated",
  "forbidden",
  "not_found",
  "rate_limited",
  "quota_exceeded",
  "feature_locked",
  "payments_disabled",
  "payment_gateway_unavailable",
  "avatar_too_large",
  "not_an_image",
  "ai_unavailable",
  "internal_error",
  "content_changed",
  "cross_site_request",
  "plan_limit_reached",
  "bot_token_invalid",
  "bot_username_mismatch",
  "bot_platform_unreachable",
  "bot_webhook_refused",
  "bot_already_connected",
  "product_code_taken",
  "product_code_locked",
  "media_type_refused",
  "media_too_large",
  "media_limit_reached",
  "media_drafts_full",
  "media_image_too_large",
  "instagram_not_configured",
  "oauth_state_invalid",
  "oauth_failed",
  "out_of_stock",
  "product_unavailable",
  "order_transition_refused",
  "order_changed",
  "receipt_not_pending",
  "email_not_failed",
  "reset_email_not_resendable",
  "cannot_change_self",
  "payment_not_refundable",
  "whatsapp_not_configured",
  "whatsapp_token_invalid",
  "whatsapp_unreachable",
  "whatsapp_already_connected",
  "whatsapp_outside_window",
  "whatsapp_recipient_not_allowed",
  "whatsapp_send_failed",
  "cv_not_pdf",
  "cv_too_large",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** What a translated message names beside the code, e.g. `{ plan: "pro", limit: 1 }`. */
export const apiErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ApiErrorParams = z.infer<typeof apiErrorParamsSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  params: apiErrorParamsSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
