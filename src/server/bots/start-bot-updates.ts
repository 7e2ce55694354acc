import type { JobConnection } from "../db/client";
import type { ServiceContext } from "../service-context";
import { pollLocksFor } from "./poll-locks";
import { receiveModeOf } from "./receive-mode";
import { pointWebhooksHere } from "./service";
import { type DeferredPolling, startUpdatePolling, type UpdatePolling } from "./update-polling";

export interface BotUpdates {
  /** Whether this instance polls the bot now. */
  polling(botId: string): boolean;
  stop(): Promise<void>;
}

/**
 * DESIGN 40: sellers' bots take their updates wherever the app runs. Behind an https APP_URL every active
 * bot's webhook points here (a bot connected while the app had no https address gets one now) and nothing
 * polls; anywhere else each active bot is polled, by one instance per bot.
 */
export async function startBotUpdates(
  ctx: ServiceContext,
  deps: { database: JobConnection; onUpdateStored: (botId: string) => void; polling: DeferredPolling },
): Promise<BotUpdates> {
  if (receiveModeOf(ctx.config) === "webhook") {
    await pointWebhooksHere(ctx).catch((error: unknown) =>
      ctx.logger.error({ err: error }, "the bots' webhooks could not be checked; connected ones still post"),
    );
    return { polling: () => false, stop: async () => {} };
  }
  let polling: UpdatePolling | undefined;
  const locks = pollLocksFor(deps.database, (error) => {
    ctx.logger.warn(
      { err: error },
      "the bots' poll locks were lost with their connection; polls stop until taken again",
    );
    void polling?.locksLost();
  });
  polling = startUpdatePolling(ctx, { locks, onUpdateStored: deps.onUpdateStored, options: ctx.config.bots.polling });
  deps.polling.attach(polling);
  // Returned once it has looked at the bots: each one this instance can take is polled from here on.
  await polling.botsChanged();
  return polling;
}
