import { and, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { adminListLength } from "../../shared/admin";
import type {
  SentEmail,
  SentEmailCounters,
  SentEmailList,
  SentEmailListQuery,
  sentEmailListQuerySchema,
} from "../../shared/sent-emails";
import { unresendableKinds } from "../../shared/sent-emails";
import { firstRow } from "../db/first-row";
import { likePattern } from "../db/like-pattern";
import { mailOutbox } from "../db/schema";
import { DomainError, notFound } from "../errors";
import { toShownOutboxMail } from "../mail/outbox";
import type { ServiceContext } from "../service-context";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Resends a user may ask for in ten minutes: each one opens an SMTP connection. */
export const resendLimit = { max: 5, windowMs: 10 * 60_000 };

/** Only through toShownOutboxMail: the row keeps the reset link, the page never sees it (issue 16). */
function toSentEmail(row: OutboxRow, sending: ReadonlySet<string>): SentEmail {
  const shown = toShownOutboxMail(row);
  const status = sending.has(row.id) ? "sending" : row.status === "failed" ? "failed" : "delivered";
  return {
    id: shown.id,
    kind: shown.kind,
    subject: shown.subject,
    to: shown.to,
    status,
    text: shown.text,
    error: status === "failed" ? shown.error : null,
    sent_at: shown.createdAt,
    resendable: status === "failed" && !unresendableKinds.includes(row.kind),
  };
}

function statusFilter(status: SentEmailListQuery["status"], sending: string[]): SQL | undefined {
  if (status === "all") return undefined;
  if (status === "sending") return sending.length === 0 ? sql`false` : inArray(mailOutbox.id, sending);
  if (status === "delivered") return inArray(mailOutbox.status, ["stored", "sent"]);
  const failed = eq(mailOutbox.status, "failed");
  return sending.length === 0 ? failed : and(failed, notInArray(mailOutbox.id, sending));
}

/**
 * /sent-emails (DESIGN d7): the user's own e-mails from the outbox, newest first (the latest 50 that
 * match), searched by subject or recipient, with counters over all of them.
 */
export async function listSentEmails(
  ctx: Pick<ServiceContext, "db" | "mailer"> & { sending: Set<string> },
  input: { userId: string; query: z.output<typeof sentEmailListQuerySchema> },
): Promise<SentEmailList> {
  const { userId, query } = input;
  const sending = [...ctx.sending];
  const search =
    query.q === ""
      ? undefined
      : or(ilike(mailOutbox.subject, likePattern(query.q)), ilike(mailOutbox.to, likePattern(query.q)));
  const mine = eq(mailOutbox.userId, userId);
  const [rows, totals, sendingMine] = await Promise.all([
    ctx.db
      .select()
      .from(mailOutbox)
      .where(and(mine, search, statusFilter(query.status, sending)))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(adminListLength),
    ctx.db
      .select({
        total: count(),
        failed: count(sql`case when ${mailOutbox.status} = 'failed' then 1 end`),
      })
      .from(mailOutbox)
      .where(mine),
    sending.length === 0
      ? Promise.resolve([{ count: 0 }])
      : ctx.db
          .select({ count: count() })
          .from(mailOutbox)
          .where(and(mine, inArray(mailOutbox.id, sending))),
  ]);
  const total = totals[0]?.total ?? 0;
  const inFlight = sendingMine[0]?.count ?? 0;
  const failed = (totals[0]?.failed ?? 0) - inFlight;
  const counters: SentEmailCounters = { total, delivered: total - failed - inFlight, sending: inFlight, failed };
  return {
    items: rows.map((row) => toSentEmail(row, ctx.sending)),
    counters,
    mail_mode: ctx.mailer.kind,
  };
}

/**
 * Sends a failed e-mail of the user again, the same message to the same address, and updates its row
 * (the list keeps one line per e-mail). A reset e-mail is refused: its link works once and for an hour.
 */
export async function resendEmail(
  ctx: Pick<ServiceContext, "db" | "mailer"> & { sending: Set<string> },
  input: { userId: string; emailId: string },
): Promise<SentEmail> {
  const { userId, emailId } = input;
  const [row] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, emailId), eq(mailOutbox.userId, userId)));
  if (!row) throw notFound("E-mail");
  if (unresendableKinds.includes(row.kind)) {
    throw new DomainError(
      "reset_email_not_resendable",
      409,
      "A password reset link works once; ask for a new one instead.",
    );
  }
  if (row.status !== "failed" || ctx.sending.has(row.id)) {
    throw new DomainError("email_not_failed", 409, "Only an e-mail that failed can be sent again.");
  }
  ctx.sending.add(row.id);
  try {
    const attempt = await ctx.mailer.deliver({
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      kind: row.kind,
    });
    const updated = firstRow(
      await ctx.db
        .update(mailOutbox)
        .set({ status: attempt.status, error: attempt.error ?? null, createdAt: new Date() })
        .where(eq(mailOutbox.id, row.id))
        .returning(),
    );
    return toSentEmail(updated, new Set());
  } finally {
    ctx.sending.delete(row.id);
  }
}
