import { z } from "zod";
import { typedText } from "./text";

/**
 * 001 §3 sent e-mail statuses, as the user's real outbox gives them: an e-mail the SMTP server took, or
 * kept in the outbox when no mail server is configured, is delivered; "sending" is one being sent again.
 */
export const sentEmailStatuses = ["delivered", "sending", "failed"] as const;
export type SentEmailStatus = (typeof sentEmailStatuses)[number];

/** What the app e-mails a user about; the page names each in its language (others show as "other"). */
export const sentEmailKinds = [
  "welcome",
  "password-reset",
  "ticket-reply",
  "support-received",
  "payment-receipt",
  "shop-alerts",
  "staff-invitation",
] as const;

/** A reset link works once and for an hour: sending it again would only send a dead link (issue 16). */
export const unresendableKinds: readonly string[] = ["password-reset"];

/** SMTP: the mail server delivers; outbox: none is configured and e-mails are kept in the outbox. */
export const mailModes = ["smtp", "outbox"] as const;

/** 001 §5: search is a case-insensitive substring (subject, recipient); "all" filters nothing. */
export const sentEmailListQuerySchema = z.object({
  q: typedText().trim().max(100).default(""),
  status: z.enum(["all", ...sentEmailStatuses]).default("all"),
});
export type SentEmailListQuery = z.output<typeof sentEmailListQuerySchema>;

export const sentEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string(),
  to: z.string(),
  status: z.enum(sentEmailStatuses),
  /** The text body with reset links redacted; the html is never sent to the page. */
  text: z.string(),
  /** Why the last try failed (secrets redacted); null otherwise. */
  error: z.string().nullable(),
  sent_at: z.string(),
  /** A failed e-mail that may be sent again (not a reset e-mail). */
  resendable: z.boolean(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const sentEmailCountersSchema = z.object({
  total: z.number().int(),
  delivered: z.number().int(),
  sending: z.number().int(),
  failed: z.number().int(),
});
export type SentEmailCounters = z.infer<typeof sentEmailCountersSchema>;

export const sentEmailListSchema = z.object({
  items: z.array(sentEmailSchema),
  counters: sentEmailCountersSchema,
  mail_mode: z.enum(mailModes),
});
export type SentEmailList = z.infer<typeof sentEmailListSchema>;
