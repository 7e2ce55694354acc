import { eq } from "drizzle-orm";
import type { ShownOutboxMail } from "../../shared/outbox";
import type { Database } from "../db/client";
import { mailOutbox, user } from "../db/schema";
import type { OutboxMail } from "../integrations/mail/mailer";
import { redactSecrets } from "../logger";

/** Keeps every e-mail in the outbox table, linked to the account it went to (the "sent emails" page). */
export function outboxWriter(db: Database) {
  return async (mail: OutboxMail) => {
    const owners = await db.select({ id: user.id }).from(user).where(eq(user.email, mail.to)).limit(1);
    await db.insert(mailOutbox).values({
      id: crypto.randomUUID(),
      userId: owners[0]?.id ?? null,
      to: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: mail.status,
      error: mail.error ?? null,
    });
  };
}

/**
 * The one way an outbox row is shown to anyone (admin, the user's sent e-mails): the row keeps the whole
 * message so it can still be sent, but a reset link shown again would let its reader take the account.
 */
export function toShownOutboxMail(row: typeof mailOutbox.$inferSelect): ShownOutboxMail {
  return {
    id: row.id,
    to: row.to,
    kind: row.kind,
    subject: row.subject,
    html: redactSecrets(row.html),
    text: redactSecrets(row.text),
    status: row.status,
    error: row.error === null ? null : redactSecrets(row.error),
    createdAt: row.createdAt.toISOString(),
  };
}
