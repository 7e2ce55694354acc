import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { botUpdates, sellerBots } from "../db/schema";
import { DomainError } from "../errors";
import type { SellerDeps } from "../seller-deps";

const notFromThePlatform = () =>
  new DomainError("unauthenticated", 401, "The webhook's secret token is missing or wrong.");

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * DESIGN 20: an update is taken only with the secret the bot's webhook was given (compared in constant
 * time, as hashes of equal length) and is stored before the answer; a repeated delivery is stored once.
 * One insert and nothing else: the bot is marked active when the update is handled (handle-updates.ts).
 */
export async function receiveBotUpdate(
  ctx: SellerDeps,
  input: { botId: string; secretToken: string | undefined; update: { update_id: number }; now: Date },
): Promise<void> {
  const [bot] = await ctx.db
    .select({ id: sellerBots.id, secretHash: sellerBots.webhookSecretHash })
    .from(sellerBots)
    .where(eq(sellerBots.id, input.botId));
  // An unknown bot and a wrong secret answer alike, so the endpoint tells a stranger nothing.
  const expected = Buffer.from(bot?.secretHash ?? "", "hex");
  const given = sha256(input.secretToken ?? "");
  if (!bot || !input.secretToken || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notFromThePlatform();
  }
  await ctx.db
    .insert(botUpdates)
    .values({ id: crypto.randomUUID(), botId: bot.id, updateId: input.update.update_id, payload: input.update })
    .onConflictDoNothing({ target: [botUpdates.botId, botUpdates.updateId] });
}
