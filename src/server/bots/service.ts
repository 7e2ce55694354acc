import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { type BotIdentity, type BotPlatform, botLink, type SellerBot } from "../../shared/bots";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { sellerBots } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError, notFound } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import { BotApiError, createBotApiClient } from "../integrations/telegram/bot-api-client";
import { maskSecret } from "../secrets/mask-secret";
import type { ServiceContext } from "../service-context";
import { ensureRoomInPlan, lockConnectionsOf } from "../subscription/service";
import { allowedUpdates } from "./allowed-updates";
import { alreadyConnected, botApiFailure, usernameMismatch, webhookRefused } from "./bot-errors";
import { receiveModeOf } from "./receive-mode";

type BotRow = typeof sellerBots.$inferSelect;

function toSellerBot(row: BotRow, config: Pick<Config, "appUrl">): SellerBot {
  return {
    id: row.id,
    platform: row.platform,
    bot_username: row.botUsername,
    bot_name: row.botName,
    masked_token: row.maskedToken,
    status: row.status,
    webhook_set: row.webhookUrl !== null,
    receives_by: receiveModeOf(config),
    receive_problem: row.receiveProblem,
    receive_problem_since: row.receiveProblemSince?.toISOString() ?? null,
    connected_at: row.connectedAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    link: botLink(row.platform, row.botUsername),
  };
}

function clientFor(ctx: Pick<ServiceContext, "config">, platform: BotPlatform, token: string) {
  return createBotApiClient({ platform, token, apiRoot: ctx.config.bots.apiRoots[platform] });
}

/** 001 §7: the seller's bots, newest connected first. */
export async function listBots(ctx: ServiceContext, input: { userId: string }): Promise<SellerBot[]> {
  const rows = await ctx.db
    .select()
    .from(sellerBots)
    .where(eq(sellerBots.userId, input.userId))
    .orderBy(desc(sellerBots.connectedAt));
  return rows.map((row) => toSellerBot(row, ctx.config));
}

const connectRateLimited = () =>
  new DomainError("rate_limited", 429, "Too many connect attempts; please wait a minute.");

/**
 * Issue 35: which bot a token opens, so the seller pastes the token and the username is filled in. It calls
 * the platform, so it counts against the same per-user allowance as connecting (DESIGN d10).
 */
export async function identifyBot(
  ctx: ServiceContext & { connectRateLimit: PerUserRateLimit },
  input: { userId: string; platform: BotPlatform; token: string },
): Promise<BotIdentity> {
  if (!ctx.connectRateLimit.take(input.userId)) throw connectRateLimited();
  const identity = await clientFor(ctx, input.platform, input.token).getMe().catch(rethrowBotApiFailure);
  return { username: identity.username, name: identity.firstName };
}

/**
 * DESIGN 20: the token must open the bot the seller named (`getMe`), then the platform is told where to
 * post its updates (`setWebhook` with a fresh secret), and only then is the bot stored, its token sealed.
 * Connecting the same bot again (a new token after a revoke) renews it in place.
 */
export async function connectBot(
  ctx: ServiceContext & { connectRateLimit: PerUserRateLimit },
  input: { userId: string; platform: BotPlatform; username: string; token: string; now: Date },
): Promise<SellerBot> {
  const { userId, platform, token, now } = input;
  if (!ctx.connectRateLimit.take(userId)) throw connectRateLimited();
  const client = clientFor(ctx, platform, token);
  const identity = await client.getMe().catch(rethrowBotApiFailure);
  if (identity.username.toLowerCase() !== input.username.toLowerCase()) throw usernameMismatch();

  const existing = await botWithPlatformId(ctx.db, platform, identity.id);
  if (existing && existing.userId !== userId) throw alreadyConnected();
  // Refused before the platform is touched; checked again under the lock below, where it counts.
  if (!existing) await ensureRoomForBot(ctx.db, { userId, now });

  const id = existing?.id ?? crypto.randomUUID();
  const webhookSecret = randomBytes(32).toString("base64url");
  const webhookUrl = await pointWebhookAt(ctx, client, { botId: id, webhookSecret });
  const values = {
    botUsername: identity.username,
    botName: identity.firstName,
    sealedToken: ctx.secrets.seal("bot-token", token),
    webhookSecretHash: sha256Hex(webhookSecret),
    maskedToken: maskSecret("bot-token", token),
    webhookUrl,
    // A new token is a fresh start: what the old one could not do is the old one's.
    receiveProblem: null,
    receiveProblemSince: null,
  };
  try {
    const row = await withTransaction(ctx.db, async (tx) => {
      await lockConnectionsOf(tx, userId);
      const current = await botWithPlatformId(tx, platform, identity.id);
      if (current && current.userId !== userId) throw alreadyConnected();
      // Connecting again renews the token and webhook; a bot an admin deactivated stays inactive (000 §6).
      if (current) {
        const [renewed] = await tx.update(sellerBots).set(values).where(eq(sellerBots.id, current.id)).returning();
        return renewed;
      }
      await ensureRoomForBot(tx, { userId, now });
      const [inserted] = await tx
        .insert(sellerBots)
        .values({ id, userId, platform, platformBotId: identity.id, connectedAt: now, ...values })
        .returning();
      return inserted;
    });
    return toSellerBot(row, ctx.config);
  } catch (error) {
    // Another account's row won the bot: its webhook is the one that counts now, so ours is left alone.
    if (isUniqueViolation(error)) throw alreadyConnected();
    // A concurrent connect took the plan's last place: no row owns this bot, so its webhook is undone.
    if (error instanceof DomainError && error.code === "plan_limit_reached" && webhookUrl) {
      await client.deleteWebhook().catch(() => undefined);
    }
    throw error;
  }
}

async function botWithPlatformId(db: Database, platform: BotPlatform, platformBotId: number) {
  const [row] = await db
    .select()
    .from(sellerBots)
    .where(and(eq(sellerBots.platform, platform), eq(sellerBots.platformBotId, platformBotId)));
  return row;
}

async function ensureRoomForBot(db: Database, input: { userId: string; now: Date }) {
  const [{ used }] = await db.select({ used: count() }).from(sellerBots).where(eq(sellerBots.userId, input.userId));
  await ensureRoomInPlan({ db }, { userId: input.userId, allowance: "bots", used, now: input.now });
}

/** DESIGN 20: the webhook goes first, so a bot whose updates still reach us is never left without its row. */
export async function deleteBot(ctx: ServiceContext, input: { userId: string; botId: string }): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(sellerBots)
    .where(and(eq(sellerBots.id, input.botId), eq(sellerBots.userId, input.userId)));
  if (!row) throw notFound("Bot");
  if (row.webhookUrl !== null) {
    const client = clientFor(ctx, row.platform, ctx.secrets.open("bot-token", row.sealedToken));
    await client.deleteWebhook().catch((error: unknown) => {
      // A revoked token has no webhook left to remove; anything else must be retried by the seller.
      if (error instanceof BotApiError && error.kind === "invalid_token") return;
      rethrowBotApiFailure(error);
    });
  }
  await ctx.db.delete(sellerBots).where(and(eq(sellerBots.id, row.id), eq(sellerBots.userId, input.userId)));
}

/**
 * Before an account is deleted (DESIGN d7): its bots' webhooks are removed, so the platforms stop posting
 * to a bot that no longer exists here and the owner can use the bot elsewhere. A platform that does not
 * answer is logged, not allowed to stop the deletion.
 */
export async function disconnectBotsOf(
  ctx: Pick<ServiceContext, "db" | "config" | "logger" | "secrets">,
  input: { userId: string },
): Promise<void> {
  const rows = await ctx.db.select().from(sellerBots).where(eq(sellerBots.userId, input.userId));
  for (const row of rows.filter((bot) => bot.webhookUrl !== null)) {
    const client = clientFor(ctx, row.platform, ctx.secrets.open("bot-token", row.sealedToken));
    await client.deleteWebhook().catch((error: unknown) => {
      ctx.logger.warn({ botId: row.id, err: error }, "could not remove a deleted account's bot webhook");
    });
  }
}

/**
 * DESIGN 40: at a start behind https, every active bot whose webhook does not point at this APP_URL (one
 * connected while the app had none, or before the address changed) gets one, with a fresh secret. A bot the
 * platform refuses is logged and the others still go.
 */
export async function pointWebhooksHere(ctx: ServiceContext): Promise<void> {
  const url = (botId: string) => webhookUrlOf(ctx.config, botId);
  const rows = await ctx.db.select().from(sellerBots).where(eq(sellerBots.status, "active"));
  for (const row of rows.filter((bot) => bot.webhookUrl !== url(bot.id))) {
    const client = clientFor(ctx, row.platform, ctx.secrets.open("bot-token", row.sealedToken));
    const webhookSecret = randomBytes(32).toString("base64url");
    try {
      // Updates that waited while nothing took them are still wanted: a buyer wrote them.
      await client.setWebhook({
        url: url(row.id),
        secretToken: webhookSecret,
        allowedUpdates,
        dropPendingUpdates: false,
      });
      await ctx.db
        .update(sellerBots)
        .set({ webhookUrl: url(row.id), webhookSecretHash: sha256Hex(webhookSecret) })
        .where(eq(sellerBots.id, row.id));
    } catch (error) {
      ctx.logger.warn({ err: error, botId: row.id }, "a bot's webhook could not be set at start");
    }
  }
}

const webhookUrlOf = (config: Pick<Config, "appUrl">, botId: string) => `${config.appUrl}/api/bots/${botId}/webhook`;
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Telegram posts only to https (INTEGRATIONS); an app without a public https address (a laptop, the
 * tests) keeps the bot without a webhook and fetches its updates by polling (update-polling.ts).
 */
async function pointWebhookAt(
  ctx: ServiceContext,
  client: ReturnType<typeof clientFor>,
  input: { botId: string; webhookSecret: string },
): Promise<string | null> {
  if (receiveModeOf(ctx.config) === "polling") {
    ctx.logger.info({ botId: input.botId }, "bot connected without a webhook: APP_URL is not https, it polls");
    return null;
  }
  const url = webhookUrlOf(ctx.config, input.botId);
  try {
    await client.setWebhook({ url, secretToken: input.webhookSecret, allowedUpdates, dropPendingUpdates: true });
  } catch (error) {
    if (error instanceof BotApiError && error.kind === "refused") throw webhookRefused();
    rethrowBotApiFailure(error);
  }
  return url;
}

function rethrowBotApiFailure(error: unknown): never {
  throw error instanceof BotApiError ? botApiFailure(error) : error;
}

export { botAnswers } from "./bot-answers";
export type { PhotoOptions, PhotoTarget, ProductImage } from "./product-photos";
export { firstImage, productImage, sendPhotoOnce } from "./product-photos";
