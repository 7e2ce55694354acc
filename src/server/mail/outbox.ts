import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox, user } from "../db/schema";
import type { OutboxMail } from "../integrations/mail/mailer";

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
