import { z } from "zod";

/** An outbox e-mail as the app shows it (admin panel, the user's sent e-mails): its secrets redacted. */
export const shownOutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.enum(["stored", "sent", "failed"]),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ShownOutboxMail = z.infer<typeof shownOutboxMailSchema>;
