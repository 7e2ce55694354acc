import { z } from "zod";
import { nameText, typedText } from "./text";

/** Where a message was written: the /support form or the /contact form (001 §2). */
export const supportMessageKinds = ["support", "contact"] as const;

// 001 §5: every field is required; the e-mail is a valid address of at most 255 characters. Each message is
// a key of the support catalogue (`support.validation.*`).
export const supportMessageSchema = z.object({
  kind: z.enum(supportMessageKinds),
  name: nameText().trim().min(1, "required").max(100, "tooLong"),
  email: z.string().trim().max(255, "emailTooLong").pipe(z.email("emailInvalid")),
  subject: typedText().trim().min(1, "required").max(200, "tooLong"),
  message: typedText().trim().min(1, "required").max(5000, "tooLong"),
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export const sentSupportMessageSchema = z.object({ id: z.string(), created_at: z.string() });

/** One message as the admin's inbox shows it (DESIGN d7: it reaches the admin). */
export const inboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(supportMessageKinds),
  /** The sender's account when they were signed in; null for a visitor. */
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export const inboxMessageListSchema = z.object({ items: z.array(inboxMessageSchema) });
