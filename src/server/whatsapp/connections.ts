import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { allowancesFor } from "../../shared/plans";
import type { WhatsappConnection } from "../../shared/whatsapp";
import type { Database } from "../db/client";
import { whatsappConnections } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError, notFound } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import { createWhatsappClient, WhatsappApiError } from "../integrations/whatsapp/cloud-api-client";
import { maskSecret } from "../secrets/mask-secret";
import type { ServiceContext } from "../service-context";
import { ensureRoomInPlan, getSubscriptionState, lockConnectionsOf } from "../subscription/service";
import { alreadyConnected, sendFailure, tokenInvalid } from "./whatsapp-errors";

export type ConnectionRow = typeof whatsappConnections.$inferSelect;

/** Where Meta posts a number's messages: one address per connection, so its app secret is known before parsing. */
export const webhookPath = (connectionId: string) => `/api/whatsapp/connections/${connectionId}/webhook`;

export function toConnection(ctx: Pick<ServiceContext, "config" | "secrets">, row: ConnectionRow): WhatsappConnection {
  return {
    id: row.id,
    phone_number_id: row.phoneNumberId,
    display_phone_number: row.displayPhoneNumber,
    verified_name: row.verifiedName,
    masked_access_token: row.maskedAccessToken,
    masked_app_secret: row.maskedAppSecret,
    verify_token: ctx.secrets.open("whatsapp-verify-token", row.sealedVerifyToken),
    webhook_url: `${ctx.config.appUrl}${webhookPath(row.id)}`,
    webhook_verified_at: row.webhookVerifiedAt?.toISOString() ?? null,
    auto_reply: row.autoReply,
    connected_at: row.connectedAt.toISOString(),
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
  };
}

/** The Cloud API as this number's token opens it. */
export function clientFor(ctx: Pick<ServiceContext, "config" | "secrets">, row: ConnectionRow) {
  return createWhatsappClient({
    apiRoot: ctx.config.whatsapp.apiRoot,
    accessToken: ctx.secrets.open("whatsapp-token", row.sealedAccessToken),
  });
}

/** The seller's numbers, first connected first, and how many the plan allows (DESIGN 26: as for accounts). */
export async function listConnections(ctx: ServiceContext, input: { userId: string; now: Date }) {
  const [rows, subscription] = await Promise.all([
    ctx.db
      .select()
      .from(whatsappConnections)
      .where(eq(whatsappConnections.userId, input.userId))
      .orderBy(whatsappConnections.connectedAt),
    getSubscriptionState(ctx, input),
  ]);
  return {
    items: rows.map((row) => toConnection(ctx, row)),
    limit: allowancesFor(subscription).accountsPerNetwork,
  };
}

/** One of the seller's numbers; another seller's, or none, is "not found" alike. */
export async function connectionOf(db: Database, input: { userId: string; connectionId: string }) {
  const [row] = await db
    .select()
    .from(whatsappConnections)
    .where(and(eq(whatsappConnections.id, input.connectionId), eq(whatsappConnections.userId, input.userId)));
  if (!row) throw notFound("WhatsApp number");
  return row;
}

/**
 * DESIGN 26: the token must open the number the seller named (Meta tells its display number and name),
 * then the number is stored with its secrets sealed. Connecting the same number again renews its token
 * and secret in place (a 24-hour token expired), keeping the verify token unless a new one is given.
 */
export async function connectNumber(
  ctx: ServiceContext & { connectRateLimit: PerUserRateLimit },
  input: {
    userId: string;
    phoneNumberId: string;
    accessToken: string;
    appSecret: string;
    verifyToken: string;
    now: Date;
  },
): Promise<WhatsappConnection> {
  const { userId, phoneNumberId, now } = input;
  if (!ctx.connectRateLimit.take(userId)) {
    throw new DomainError("rate_limited", 429, "Too many connect attempts; please wait a minute.");
  }
  const client = createWhatsappClient({ apiRoot: ctx.config.whatsapp.apiRoot, accessToken: input.accessToken });
  const number = await client.phoneNumber(phoneNumberId).catch((error: unknown) => {
    if (!(error instanceof WhatsappApiError)) throw error;
    throw error.kind === "token_invalid" ? tokenInvalid() : sendFailure(error);
  });
  const existing = await numberWithId(ctx.db, phoneNumberId);
  if (existing && existing.userId !== userId) throw alreadyConnected();
  // Refused before anything is written; checked again under the lock below, where it counts.
  if (!existing) await ensureRoomForNumber(ctx.db, { userId, now });

  const secrets = {
    displayPhoneNumber: number.displayPhoneNumber,
    verifiedName: number.verifiedName,
    sealedAccessToken: ctx.secrets.seal("whatsapp-token", input.accessToken),
    maskedAccessToken: maskSecret("whatsapp-token", input.accessToken),
    sealedAppSecret: ctx.secrets.seal("whatsapp-app-secret", input.appSecret.toLowerCase()),
    maskedAppSecret: maskSecret("whatsapp-app-secret", input.appSecret.toLowerCase()),
  };
  const givenVerifyToken = input.verifyToken
    ? { sealedVerifyToken: ctx.secrets.seal("whatsapp-verify-token", input.verifyToken) }
    : {};
  try {
    const row = await withTransaction(ctx.db, async (tx) => {
      await lockConnectionsOf(tx, userId);
      const current = await numberWithId(tx, phoneNumberId);
      if (current && current.userId !== userId) throw alreadyConnected();
      if (current) {
        const [renewed] = await tx
          .update(whatsappConnections)
          .set({ ...secrets, ...givenVerifyToken })
          .where(eq(whatsappConnections.id, current.id))
          .returning();
        return renewed;
      }
      await ensureRoomForNumber(tx, { userId, now });
      const verifyToken = input.verifyToken || randomBytes(18).toString("base64url");
      const [inserted] = await tx
        .insert(whatsappConnections)
        .values({
          id: crypto.randomUUID(),
          userId,
          phoneNumberId,
          connectedAt: now,
          sealedVerifyToken: ctx.secrets.seal("whatsapp-verify-token", verifyToken),
          ...secrets,
        })
        .returning();
      return inserted;
    });
    return toConnection(ctx, row);
  } catch (error) {
    // Another account's connect of the same number committed first.
    if (isUniqueViolation(error)) throw alreadyConnected();
    throw error;
  }
}

async function numberWithId(db: Database, phoneNumberId: string) {
  const [row] = await db.select().from(whatsappConnections).where(eq(whatsappConnections.phoneNumberId, phoneNumberId));
  return row;
}

async function ensureRoomForNumber(db: Database, input: { userId: string; now: Date }) {
  const [{ used }] = await db
    .select({ used: count() })
    .from(whatsappConnections)
    .where(eq(whatsappConnections.userId, input.userId));
  await ensureRoomInPlan({ db }, { userId: input.userId, allowance: "accountsPerNetwork", used, now: input.now });
}

/** The auto-reply switch: from now on the sales assistant answers this number's customers, or stops. */
export async function setAutoReply(
  ctx: ServiceContext,
  input: { userId: string; connectionId: string; autoReply: boolean },
): Promise<WhatsappConnection> {
  const [row] = await ctx.db
    .update(whatsappConnections)
    .set({ autoReply: input.autoReply })
    .where(and(eq(whatsappConnections.id, input.connectionId), eq(whatsappConnections.userId, input.userId)))
    .returning();
  if (!row) throw notFound("WhatsApp number");
  return toConnection(ctx, row);
}

/**
 * Forgets the number's token and secrets; Meta's calls to its webhook are refused from now on. Its
 * conversations stay with the seller, and come back if the number is connected again.
 */
export async function disconnectNumber(ctx: ServiceContext, input: { userId: string; connectionId: string }) {
  const deleted = await ctx.db
    .delete(whatsappConnections)
    .where(and(eq(whatsappConnections.id, input.connectionId), eq(whatsappConnections.userId, input.userId)))
    .returning({ id: whatsappConnections.id });
  if (deleted.length === 0) throw notFound("WhatsApp number");
}

/** The seller's first connected number: what an admin's test message is sent from. */
export async function firstConnectionOf(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(whatsappConnections)
    .where(eq(whatsappConnections.userId, userId))
    .orderBy(whatsappConnections.connectedAt)
    .limit(1);
  return row;
}
