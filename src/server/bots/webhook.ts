import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { botUpdates, sellerBots } from "../db/schema";
import { isForeignKeyViolation } from "../db/unique-violation";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { storableUpdate } from "./storable-update";

const notFromThePlatform = () =>
  new DomainError("unauthenticated", 401, "The webhook's secret token is missing or wrong.");

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * The secret hashes of the bots that posted lately, so a burst of updates reads each bot once. A secret
 * that does not match what is kept is read again (a reconnect on another instance gave the bot a new one);
 * a bot deleted elsewhere is found out by its update's insert, and kept no longer than `keepMs` anyway.
 */
export class WebhookSecrets {
  private readonly known = new Map<string, { hash: Buffer; until: number }>();

  constructor(private readonly keepMs = 60_000) {}

  async matches(ctx: Pick<ServiceContext, "db">, input: { botId: string; secretToken: string; now: Date }) {
    const given = sha256(input.secretToken);
    const kept = this.known.get(input.botId);
    if (kept && kept.until > input.now.getTime() && sameHash(kept.hash, given)) return true;
    const [bot] = await ctx.db
      .select({ secretHash: sellerBots.webhookSecretHash })
      .from(sellerBots)
      .where(eq(sellerBots.id, input.botId));
    if (!bot) {
      this.known.delete(input.botId);
      return false;
    }
    const hash = Buffer.from(bot.secretHash, "hex");
    this.known.set(input.botId, { hash, until: input.now.getTime() + this.keepMs });
    return sameHash(hash, given);
  }

  forget(botId: string) {
    this.known.delete(botId);
  }
}

const sameHash = (expected: Buffer, given: Buffer) =>
  expected.length === given.length && timingSafeEqual(expected, given);

/**
 * DESIGN 20: an update is taken only with the secret the bot's webhook was given (compared in constant
 * time, as hashes of equal length) and is stored before the answer, as the database can keep it; a
 * repeated delivery is stored once.
 * One insert and nothing else: the bot is marked active when the update is handled (handle-updates.ts).
 */
export async function receiveBotUpdate(
  ctx: Pick<ServiceContext, "db" | "logger"> & { webhookSecrets: WebhookSecrets },
  input: { botId: string; secretToken: string | undefined; update: { update_id: number }; now: Date },
): Promise<void> {
  const { botId, secretToken } = input;
  // An unknown bot and a wrong secret answer alike, so the endpoint tells a stranger nothing.
  if (!secretToken || !(await ctx.webhookSecrets.matches(ctx, { botId, secretToken, now: input.now }))) {
    throw notFromThePlatform();
  }
  if (await storeBotUpdate(ctx, { botId, update: input.update })) return;
  // Deleted on another instance since its secret was kept here.
  ctx.webhookSecrets.forget(botId);
  throw notFromThePlatform();
}

/**
 * Keeps an update for the bot's handling, whether a webhook posted it or a poll fetched it (DESIGN 40): as
 * the database can keep it, and once however often it comes. False when the bot is gone.
 */
export async function storeBotUpdate(
  ctx: Pick<ServiceContext, "db" | "logger">,
  input: { botId: string; update: { update_id: number } },
): Promise<boolean> {
  const { botId, update } = input;
  const { payload, whole } = storableUpdate(update);
  if (!whole) ctx.logger.warn({ botId, updateId: update.update_id }, "an update nested too deep is kept as its id");
  try {
    await ctx.db
      .insert(botUpdates)
      .values({ id: crypto.randomUUID(), botId, updateId: update.update_id, payload })
      .onConflictDoNothing({ target: [botUpdates.botId, botUpdates.updateId] });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}
