import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { adminListLength } from "../../shared/admin";
import type {
  inboxTicketListQuerySchema,
  inboxTicketSchema,
  newTicketSchema,
  Ticket,
  TicketStatus,
  ticketListQuerySchema,
  ticketListSchema,
  ticketThreadSchema,
} from "../../shared/tickets";
import { ticketStatuses } from "../../shared/tickets";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { likePattern } from "../db/like-pattern";
import { profiles, ticketReplies, tickets, user } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";

type TicketRow = typeof tickets.$inferSelect;

/** Per user, in ten minutes: new tickets are few; a thread used as live chat needs more room. */
export const ticketRateLimits = {
  open: { max: 5, windowMs: 10 * 60_000 },
  reply: { max: 30, windowMs: 10 * 60_000 },
};

/** Another user's ticket answers exactly like a missing one. */
const ticketNotFound = () => notFound("Ticket");

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
    last_reply_at: row.lastReplyAt?.toISOString() ?? null,
  };
}

/** 001 §3, §5: a new ticket is open; its number is the one "ticket created successfully" names. */
export async function createTicket(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; values: z.output<typeof newTicketSchema>; now: Date },
): Promise<Ticket> {
  const { userId, values, now } = input;
  const row = firstRow(
    await ctx.db
      .insert(tickets)
      .values({ id: crypto.randomUUID(), userId, ...values, createdAt: now })
      .returning(),
  );
  return toTicket(row);
}

/** 001 §2: the user's own tickets, newest first, searched by title or number, with the four counters. */
export async function listTickets(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; query: z.output<typeof ticketListQuerySchema> },
): Promise<z.infer<typeof ticketListSchema>> {
  const { userId, query } = input;
  const number = /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace("#", "")) : undefined;
  const search =
    query.q === ""
      ? undefined
      : or(ilike(tickets.title, likePattern(query.q)), number === undefined ? undefined : eq(tickets.number, number));
  const [rows, perStatus, response] = await Promise.all([
    ctx.db
      .select()
      .from(tickets)
      .where(
        and(eq(tickets.userId, userId), search, query.status === "all" ? undefined : eq(tickets.status, query.status)),
      )
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(adminListLength),
    ctx.db
      .select({ status: tickets.status, n: count() })
      .from(tickets)
      .where(eq(tickets.userId, userId))
      .groupBy(tickets.status),
    ctx.db
      .select({
        minutes: sql<string | null>`avg(extract(epoch from (${tickets.firstResponseAt} - ${tickets.createdAt}))) / 60`,
      })
      .from(tickets)
      .where(and(eq(tickets.userId, userId), isNotNull(tickets.firstResponseAt))),
  ]);
  const counts = Object.fromEntries(ticketStatuses.map((status) => [status, 0])) as Record<TicketStatus, number>;
  for (const { status, n } of perStatus) counts[status] = n;
  const average = response[0]?.minutes;
  return {
    items: rows.map(toTicket),
    counters: { ...counts, average_first_response_minutes: average == null ? null : Math.round(Number(average)) },
  };
}

async function threadOf(db: Database, row: TicketRow): Promise<z.infer<typeof ticketThreadSchema>> {
  const replies = await db
    .select()
    .from(ticketReplies)
    .where(eq(ticketReplies.ticketId, row.id))
    .orderBy(asc(ticketReplies.id));
  return {
    ticket: toTicket(row),
    replies: replies.map((reply) => ({
      id: String(reply.id),
      from_support: reply.fromSupport,
      body: reply.body,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}

/** A ticket's thread; `userId` scopes it to its owner (the admin's inbox passes none). */
export async function ticketThread(ctx: Pick<ServiceContext, "db">, input: { ticketId: string; userId?: string }) {
  const [row] = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, input.ticketId), input.userId ? eq(tickets.userId, input.userId) : undefined));
  if (!row) throw ticketNotFound();
  return threadOf(ctx.db, row);
}

/**
 * A message in a ticket's thread. From support: the first one is the response the counters measure, and an
 * open ticket moves to in progress. From the user: a closed ticket opens again.
 */
export async function replyToTicket(
  ctx: Pick<ServiceContext, "db">,
  input: { ticketId: string; authorId: string; fromSupport: boolean; body: string; now: Date; ownerId?: string },
) {
  const { ticketId, authorId, fromSupport, body, now, ownerId } = input;
  const row = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), ownerId ? eq(tickets.userId, ownerId) : undefined))
      .for("update");
    if (!current) throw ticketNotFound();
    await tx.insert(ticketReplies).values({ ticketId, authorId, fromSupport, body, createdAt: now });
    const status: TicketStatus = fromSupport
      ? current.status === "open"
        ? "in_progress"
        : current.status
      : current.status === "closed"
        ? "open"
        : current.status;
    return firstRow(
      await tx
        .update(tickets)
        .set({
          status,
          lastReplyAt: now,
          firstResponseAt: fromSupport ? (current.firstResponseAt ?? now) : current.firstResponseAt,
        })
        .where(eq(tickets.id, ticketId))
        .returning(),
    );
  });
  return threadOf(ctx.db, row);
}

/** Support moves a ticket along (open, in progress, closed). */
export async function setTicketStatus(
  ctx: Pick<ServiceContext, "db">,
  input: { ticketId: string; status: TicketStatus },
) {
  const [row] = await ctx.db
    .update(tickets)
    .set({ status: input.status })
    .where(eq(tickets.id, input.ticketId))
    .returning();
  if (!row) throw ticketNotFound();
  return threadOf(ctx.db, row);
}

/** The admin's inbox: everyone's latest 50 tickets, newest first, by status when asked. */
export async function listInboxTickets(
  ctx: Pick<ServiceContext, "db">,
  input: { query: z.output<typeof inboxTicketListQuerySchema> },
): Promise<{ items: z.infer<typeof inboxTicketSchema>[] }> {
  const { status } = input.query;
  const rows = await ctx.db
    .select({ ticket: tickets, email: user.email, name: user.name, fullName: profiles.fullName })
    .from(tickets)
    .innerJoin(user, eq(user.id, tickets.userId))
    .leftJoin(profiles, eq(profiles.userId, tickets.userId))
    .where(status === "all" ? undefined : eq(tickets.status, status))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(adminListLength);
  return {
    items: rows.map(({ ticket, email, name, fullName }) => ({
      ...toTicket(ticket),
      user: { id: ticket.userId, email, full_name: fullName || name },
    })),
  };
}
