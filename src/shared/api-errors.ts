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
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
