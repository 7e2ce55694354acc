import { desc } from "drizzle-orm";
import type { z } from "zod";
import { adminListLength } from "../../shared/admin";
import type { inboxMessageListSchema, supportMessageSchema } from "../../shared/support";
import { loadAiProfile } from "../account/service";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { supportMessages } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import { supportReceivedMail } from "../mail/templates";
import type { ServiceContext } from "../service-context";

/** Messages one sender (a user, or a visitor's address) may send in ten minutes. */
export const supportMessageLimit = { max: 5, windowMs: 10 * 60_000 };

/** 001 §3 support message form: stored as sent, with the sender's account when they were signed in. */
export async function sendSupportMessage(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string | null; message: z.output<typeof supportMessageSchema>; now: Date },
) {
  const { userId, message, now } = input;
  const row = firstRow(
    await ctx.db
      .insert(supportMessages)
      .values({ id: crypto.randomUUID(), userId, ...message, createdAt: now })
      .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt }),
  );
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/**
 * The signed-in sender is told their message arrived, in their language, when they wrote from their own
 * account's address: it then appears in their sent e-mails. Sending never fails the message (the mailer
 * records a failure in the outbox).
 */
export async function acknowledgeSupportMessage(
  ctx: { db: Database; mailer: Mailer; appUrl: string },
  input: { sender: { id: string; email: string; name: string }; message: z.output<typeof supportMessageSchema> },
) {
  const { sender, message } = input;
  if (sender.email.toLowerCase() !== message.email.toLowerCase()) return;
  const { preferredLanguage } = await loadAiProfile(ctx, { userId: sender.id });
  const mail = supportReceivedMail({
    locale: preferredLanguage,
    name: message.name,
    message,
    ticketsUrl: new URL("/tickets", ctx.appUrl).toString(),
  });
  await ctx.mailer.send({ to: sender.email, kind: "support-received", ...mail });
}

/** The admin's inbox: the latest 50 support and contact messages, newest first (DESIGN d7). */
export async function listSupportMessages(
  ctx: Pick<ServiceContext, "db">,
): Promise<z.infer<typeof inboxMessageListSchema>> {
  const rows = await ctx.db
    .select()
    .from(supportMessages)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(adminListLength);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      user_id: row.userId,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
