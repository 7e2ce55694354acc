import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { WhatsappRealtimeEvent } from "../../shared/realtime";
import {
  type WhatsappConversation,
  type WhatsappMessage,
  type WhatsappThread,
  whatsappConversationListLength,
  whatsappThreadLength,
  whatsappWindowMs,
} from "../../shared/whatsapp";
import { whatsappTakeoverOf } from "../conversations/service";
import type { Database } from "../db/client";
import { whatsappConnections, whatsappMessages } from "../db/schema";
import type { ServiceContext } from "../service-context";
import type { ConnectionRow } from "./connections";

type MessageRow = typeof whatsappMessages.$inferSelect;

export function toMessage(row: MessageRow): WhatsappMessage {
  return {
    id: row.id,
    customer_number: row.customerNumber ?? row.fromNumber,
    content: row.messageContent,
    is_incoming: row.isIncoming,
    source: row.source,
    status: row.status,
    error: row.sendError,
    details: row.details,
    reaction: row.reaction,
    created_at: row.createdAt.toISOString(),
  };
}

/** One conversation: this seller's messages of this number with this customer. */
const conversationOf = (connection: Pick<ConnectionRow, "userId" | "phoneNumberId">, customerNumber?: string) =>
  and(
    eq(whatsappMessages.userId, connection.userId),
    eq(whatsappMessages.phoneNumberId, connection.phoneNumberId),
    customerNumber === undefined ? undefined : eq(whatsappMessages.customerNumber, customerNumber),
  );

/** INTEGRATIONS: free-form text is taken until 24 hours after the customer's last message. */
const windowEnd = (lastIncoming: Date | null) =>
  lastIncoming ? new Date(lastIncoming.getTime() + whatsappWindowMs) : null;

/** Until when the customer may be written to freely; null when they never wrote. */
export async function windowOpenUntil(db: Database, connection: ConnectionRow, customerNumber: string) {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${whatsappMessages.createdAt})`.mapWith(whatsappMessages.createdAt) })
    .from(whatsappMessages)
    .where(and(conversationOf(connection, customerNumber), eq(whatsappMessages.isIncoming, true)));
  return windowEnd(row?.at ?? null);
}

/** A number's conversations, the one with the latest message first. */
export async function listConversations(db: Database, connection: ConnectionRow): Promise<WhatsappConversation[]> {
  const lastAt = sql<Date>`max(${whatsappMessages.createdAt})`.mapWith(whatsappMessages.createdAt);
  const groups = await db
    .select({
      customerNumber: sql<string>`${whatsappMessages.customerNumber}`,
      count: sql<number>`count(*)`.mapWith(Number),
      lastAt,
      lastIncoming:
        sql<Date | null>`max(${whatsappMessages.createdAt}) filter (where ${whatsappMessages.isIncoming})`.mapWith(
          whatsappMessages.createdAt,
        ),
      name: sql<
        string | null
      >`(array_agg(${whatsappMessages.customerName} order by ${whatsappMessages.createdAt} desc) filter (where ${whatsappMessages.customerName} is not null))[1]`,
    })
    .from(whatsappMessages)
    .where(conversationOf(connection))
    .groupBy(whatsappMessages.customerNumber)
    .orderBy(desc(lastAt))
    .limit(whatsappConversationListLength);
  if (groups.length === 0) return [];
  const latest = await db
    .selectDistinctOn([whatsappMessages.customerNumber])
    .from(whatsappMessages)
    .where(
      and(
        conversationOf(connection),
        inArray(
          whatsappMessages.customerNumber,
          groups.map((group) => group.customerNumber),
        ),
      ),
    )
    .orderBy(whatsappMessages.customerNumber, desc(whatsappMessages.createdAt), desc(whatsappMessages.id));
  const latestOf = new Map(latest.map((row) => [row.customerNumber, row]));
  return groups.flatMap((group) => {
    const last = latestOf.get(group.customerNumber);
    if (!last) return [];
    return [
      {
        customer_number: group.customerNumber,
        customer_name: group.name,
        last_message: toMessage(last),
        message_count: group.count,
        window_open_until: windowEnd(group.lastIncoming)?.toISOString() ?? null,
      },
    ];
  });
}

/** One conversation's latest messages, oldest first, and who answers the customer now (issue 37). */
export async function readThread(
  ctx: Pick<ServiceContext, "db">,
  input: { connection: ConnectionRow; customerNumber: string; now: Date },
): Promise<WhatsappThread> {
  const { connection, customerNumber } = input;
  const key = { sellerId: connection.userId, phoneNumberId: connection.phoneNumberId, customerNumber };
  const takeover = await whatsappTakeoverOf(ctx, { ...key, now: input.now });
  const rows = await ctx.db
    .select()
    .from(whatsappMessages)
    .where(conversationOf(connection, customerNumber))
    .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
    .limit(whatsappThreadLength);
  const named = rows.find((row) => row.customerName !== null);
  const lastIncoming = rows.find((row) => row.isIncoming)?.createdAt ?? null;
  return {
    customer_number: customerNumber,
    customer_name: named?.customerName ?? null,
    items: rows.reverse().map(toMessage),
    // Older than the latest 200 means older than any window worth opening, so the rows read are enough.
    window_open_until: windowEnd(lastIncoming)?.toISOString() ?? null,
    takeover,
  };
}

/** An outgoing message as sent (with WhatsApp's id) or refused (with why), and the number's last activity. */
export async function recordOutgoing(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: {
    connection: ConnectionRow;
    customerNumber: string;
    content: string;
    source: "seller" | "auto-reply" | "test";
    result: { waMessageId: string } | { error: MessageRow["sendError"] };
    now: Date;
  },
): Promise<WhatsappMessage> {
  const { connection, now } = input;
  const [row] = await ctx.db
    .insert(whatsappMessages)
    .values({
      id: crypto.randomUUID(),
      userId: connection.userId,
      phoneNumberId: connection.phoneNumberId,
      customerNumber: input.customerNumber,
      fromNumber: connection.displayPhoneNumber,
      messageContent: input.content,
      isIncoming: false,
      source: input.source,
      ...("waMessageId" in input.result
        ? { waMessageId: input.result.waMessageId, status: "sent" as const }
        : { status: "failed" as const, sendError: input.result.error }),
      createdAt: now,
    })
    .returning();
  await ctx.db.update(whatsappConnections).set({ lastMessageAt: now }).where(eq(whatsappConnections.id, connection.id));
  await announce(ctx, connection, { customerNumber: input.customerNumber, messageId: row.id });
  return toMessage(row);
}

/** Tells the seller's open pages that a conversation changed (DESIGN 22); a lost word costs only a refresh. */
export async function announce(
  ctx: Pick<ServiceContext, "events" | "logger">,
  connection: Pick<ConnectionRow, "id" | "userId">,
  change: { customerNumber: string; messageId: string },
) {
  const event: WhatsappRealtimeEvent = {
    type: "whatsapp",
    connection_id: connection.id,
    customer_number: change.customerNumber,
    message_id: change.messageId,
  };
  await ctx.events
    .publish({ type: "user-event", userId: connection.userId, event })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "a WhatsApp message was not announced"));
}
