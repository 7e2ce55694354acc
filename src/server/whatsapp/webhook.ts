import { createHmac } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { asksForPerson } from "../../shared/conversations";
import type { WhatsappSendError } from "../../shared/whatsapp";
import { askForPersonOnWhatsapp } from "../conversations/service";
import { whatsappConnections, whatsappMessages } from "../db/schema";
import { DomainError } from "../errors";
import { sameSecret } from "../secrets/same-secret";
import type { ServiceContext } from "../service-context";
import type { ConnectionRow } from "./connections";
import { contentOf, type IncomingMessage, incomingSchema, reactionSchema, whatsappTime } from "./incoming-content";
import { announce } from "./messages";
import { applyReaction } from "./reactions";

type WebhookDeps = Pick<ServiceContext, "db" | "secrets" | "events" | "logger">;

const notFromMeta = () =>
  new DomainError("unauthenticated", 401, "The webhook call is not signed with this number's app secret.");

async function connectionWithId(ctx: WebhookDeps, connectionId: string) {
  const [row] = await ctx.db.select().from(whatsappConnections).where(eq(whatsappConnections.id, connectionId));
  return row;
}

/**
 * Meta's check of a new webhook (INTEGRATIONS): `hub.challenge` is answered only to `hub.mode=subscribe`
 * with this number's verify token; anything else (or an unknown number) is refused alike.
 */
export async function verifyWebhook(
  ctx: WebhookDeps,
  input: { connectionId: string; mode?: string; verifyToken?: string; challenge?: string; now: Date },
): Promise<string | null> {
  const { mode, verifyToken, challenge } = input;
  if (mode !== "subscribe" || !verifyToken || challenge === undefined) return null;
  const row = await connectionWithId(ctx, input.connectionId);
  if (!row || !sameSecret(ctx.secrets.open("whatsapp-verify-token", row.sealedVerifyToken), verifyToken)) return null;
  await ctx.db
    .update(whatsappConnections)
    .set({ webhookVerifiedAt: input.now })
    .where(eq(whatsappConnections.id, row.id));
  return challenge;
}

const contactSchema = z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).partial().optional() });
const statusSchema = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  errors: z.array(z.object({ code: z.number().int() })).optional(),
});
const changeValueSchema = z.looseObject({
  metadata: z.object({ phone_number_id: z.string() }),
  contacts: z.array(contactSchema).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});
const payloadSchema = z.looseObject({
  object: z.string(),
  entry: z.array(z.looseObject({ changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })) })),
});

/** The order a sent message's status moves in; a late "delivered" never undoes "read". */
const statusRank = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;

/** Meta's failure codes in a status, as the page explains them (the same as a refused send's). */
const statusErrorKinds: Record<number, WhatsappSendError> = {
  131047: "outside_window",
  131026: "undeliverable",
  131030: "recipient_not_allowed",
  131056: "rate_limited",
  130429: "rate_limited",
};

/**
 * A call to a number's webhook (DESIGN 26): the signature over the raw bytes is checked, in constant time,
 * before the body is read as JSON; then every message is stored once (by WhatsApp's id) and every status
 * applied, all before Meta hears 200. Messages of a number that is not this seller's are ignored.
 * Returns the numbers that have a stored message waiting for the auto-reply.
 */
export async function receiveWebhook(
  ctx: WebhookDeps,
  input: { connectionId: string; signature: string | undefined; rawBody: string; now: Date },
): Promise<{ waiting: string[] }> {
  const row = await connectionWithId(ctx, input.connectionId);
  // An unknown number and a wrong signature answer alike, so the endpoint tells a stranger nothing.
  if (!row || !input.signature) throw notFromMeta();
  const secret = ctx.secrets.open("whatsapp-app-secret", row.sealedAppSecret);
  const expected = `sha256=${createHmac("sha256", secret).update(input.rawBody).digest("hex")}`;
  if (!sameSecret(expected, input.signature.toLowerCase())) throw notFromMeta();

  let json: unknown;
  try {
    json = JSON.parse(input.rawBody, (_key, value) => (typeof value === "string" ? storableText(value) : value));
  } catch {
    throw new DomainError("malformed_json", 400, "The webhook's body is not JSON.");
  }
  const payload = payloadSchema.safeParse(json);
  if (!payload.success) throw new DomainError("validation_failed", 400, "Not a WhatsApp webhook call.");

  const waiting = new Set<string>();
  for (const change of payload.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== "messages") continue;
    const value = changeValueSchema.safeParse(change.value);
    if (!value.success) continue;
    const connection = await sellersNumber(ctx, row, value.data.metadata.phone_number_id);
    if (!connection) continue;
    const names = new Map((value.data.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
    for (const candidate of value.data.messages ?? []) {
      const message = incomingSchema.safeParse(candidate);
      if (!message.success) continue;
      if (message.data.type === "reaction") {
        const reaction = reactionSchema.safeParse(message.data.reaction);
        const { from, timestamp } = message.data;
        if (reaction.success)
          await applyReaction(ctx, connection, { from, timestamp, reaction: reaction.data }, input.now);
        continue;
      }
      const stored = await storeIncoming(ctx, connection, message.data, names.get(message.data.from), input.now);
      if (stored === "waiting") waiting.add(connection.phoneNumberId);
    }
    for (const candidate of value.data.statuses ?? []) {
      const status = statusSchema.safeParse(candidate);
      if (status.success) await applyStatus(ctx, connection, status.data);
    }
  }
  // A signed call proves Meta reaches the webhook, whether or not the verification was seen here.
  if (!row.webhookVerifiedAt) {
    await ctx.db
      .update(whatsappConnections)
      .set({ webhookVerifiedAt: input.now })
      .where(and(eq(whatsappConnections.id, row.id), isNull(whatsappConnections.webhookVerifiedAt)));
  }
  return { waiting: [...waiting] };
}

/**
 * PostgreSQL's text holds no NUL and its jsonb no lone surrogate (half of a broken emoji), and either
 * would fail the whole call: NUL is dropped, a lone half becomes U+FFFD as text would store it.
 */
function storableText(value: string): string {
  return value
    .replaceAll("\u0000", "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** The connection a change is about: this one, or another number of the same seller under the same app. */
async function sellersNumber(ctx: WebhookDeps, row: ConnectionRow, phoneNumberId: string) {
  if (row.phoneNumberId === phoneNumberId) return row;
  const [other] = await ctx.db
    .select()
    .from(whatsappConnections)
    .where(and(eq(whatsappConnections.phoneNumberId, phoneNumberId), eq(whatsappConnections.userId, row.userId)));
  return other;
}

async function storeIncoming(
  ctx: WebhookDeps,
  connection: ConnectionRow,
  message: IncomingMessage,
  customerName: string | undefined,
  now: Date,
): Promise<"waiting" | "stored" | "seen before"> {
  const sentAt = whatsappTime(message.timestamp, now);
  const content = contentOf(message);
  const answerable = connection.autoReply && message.type === "text" && Boolean(message.text?.body.trim());
  const [stored] = await ctx.db
    .insert(whatsappMessages)
    .values({
      id: crypto.randomUUID(),
      userId: connection.userId,
      phoneNumberId: connection.phoneNumberId,
      customerNumber: message.from,
      customerName: customerName?.slice(0, 200) ?? null,
      fromNumber: message.from,
      messageContent: content.text.slice(0, 8192),
      details: content.details,
      isIncoming: true,
      waMessageId: message.id,
      source: "customer",
      status: "received",
      // Only text is answered, and only while the switch is on; anything else needs nothing more.
      handledAt: answerable ? null : now,
      createdAt: sentAt,
    })
    .onConflictDoNothing({ target: [whatsappMessages.phoneNumberId, whatsappMessages.waMessageId] })
    .returning({ id: whatsappMessages.id });
  if (!stored) return "seen before";
  // Issue 37: «اپراتور», "operator"…: the customer waits for a person and the owner chats hear of it, whether or not
  // the auto-reply is on (it tells them someone will answer).
  if (message.type === "text" && message.text && asksForPerson(message.text.body)) {
    await askForPersonOnWhatsapp(ctx, {
      sellerId: connection.userId,
      phoneNumberId: connection.phoneNumberId,
      customerNumber: message.from,
      said: content.text,
      messageId: stored.id,
      now,
    });
  }
  await ctx.db
    .update(whatsappConnections)
    .set({ lastMessageAt: sql`greatest(${whatsappConnections.lastMessageAt}, ${sentAt.toISOString()}::timestamptz)` })
    .where(eq(whatsappConnections.id, connection.id));
  await announce(ctx, connection, { customerNumber: message.from, messageId: stored.id });
  return answerable ? "waiting" : "stored";
}

async function applyStatus(ctx: WebhookDeps, connection: ConnectionRow, status: z.infer<typeof statusSchema>) {
  const code = status.errors?.[0]?.code;
  const sendError = status.status === "failed" ? (code && statusErrorKinds[code]) || "undeliverable" : null;
  const lowerRanks = Object.entries(statusRank)
    .filter(([, rank]) => rank < statusRank[status.status])
    .map(([name]) => name as keyof typeof statusRank);
  if (lowerRanks.length === 0) return;
  const [updated] = await ctx.db
    .update(whatsappMessages)
    .set({ status: status.status, sendError })
    .where(
      and(
        eq(whatsappMessages.phoneNumberId, connection.phoneNumberId),
        eq(whatsappMessages.waMessageId, status.id),
        eq(whatsappMessages.userId, connection.userId),
        eq(whatsappMessages.isIncoming, false),
        inArray(whatsappMessages.status, lowerRanks),
      ),
    )
    .returning({ id: whatsappMessages.id, customerNumber: whatsappMessages.customerNumber });
  if (updated?.customerNumber) {
    await announce(ctx, connection, { customerNumber: updated.customerNumber, messageId: updated.id });
  }
}
