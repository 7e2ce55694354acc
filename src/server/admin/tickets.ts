import { eq } from "drizzle-orm";
import type { TicketStatus } from "../../shared/tickets";
import { loadAiProfile } from "../account/service";
import type { Database } from "../db/client";
import { tickets, user } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { ticketReplyMail } from "../mail/templates";
import type { ServiceContext } from "../service-context";
import { replyToTicket, setTicketStatus } from "../tickets/service";
import { type Admin, recordAdminAction } from "./action-record";

/**
 * Support answers a ticket in the admin's inbox; recorded with the change, in one transaction. The owner
 * is e-mailed after it commits, in their language, with a link to the thread (a failed e-mail is in the
 * outbox as failed and never undoes the answer).
 */
export async function answerTicket(
  ctx: Pick<ServiceContext, "db" | "mailer" | "config">,
  input: { admin: Admin; ticketId: string; body: string; now: Date },
) {
  const { admin, ticketId, body, now } = input;
  const thread = await withTransaction(ctx.db, async (tx) => {
    const answered = await replyToTicket({ db: tx }, { ticketId, authorId: admin.id, fromSupport: true, body, now });
    await recordAdminAction(
      { db: tx },
      { admin, action: "ticket-reply", targetId: ticketId, detail: `#${answered.ticket.number}` },
    );
    return answered;
  });
  const [owner] = await ctx.db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(tickets)
    .innerJoin(user, eq(user.id, tickets.userId))
    .where(eq(tickets.id, ticketId));
  if (owner) {
    const { preferredLanguage } = await loadAiProfile(ctx, { userId: owner.id });
    const threadUrl = new URL(`/tickets?ticket=${ticketId}`, ctx.config.appUrl).toString();
    const mail = ticketReplyMail({
      locale: preferredLanguage,
      name: owner.name,
      ticket: thread.ticket,
      answer: body,
      threadUrl,
    });
    await ctx.mailer.send({ to: owner.email, kind: "ticket-reply", ...mail });
  }
  return thread;
}

export function moveTicket(ctx: { db: Database }, input: { admin: Admin; ticketId: string; status: TicketStatus }) {
  const { admin, ticketId, status } = input;
  return withTransaction(ctx.db, async (tx) => {
    const thread = await setTicketStatus({ db: tx }, { ticketId, status });
    await recordAdminAction(
      { db: tx },
      { admin, action: "ticket-status", targetId: ticketId, detail: `#${thread.ticket.number} ${status}` },
    );
    return thread;
  });
}
