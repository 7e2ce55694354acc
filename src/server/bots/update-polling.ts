import { eq } from "drizzle-orm";
import type { ReceiveProblem } from "../../shared/bots";
import type { PollingOptions } from "../config";
import { sellerBots } from "../db/schema";
import { BotApiError, createBotApiClient, type PolledUpdate } from "../integrations/telegram/bot-api-client";
import type { ServiceContext } from "../service-context";
import { allowedUpdates } from "./allowed-updates";
import { botsThatAnswer } from "./bot-answers";
import type { PollLocks } from "./poll-locks";
import { storeBotUpdate } from "./webhook";

type BotRow = typeof sellerBots.$inferSelect;
type PollingContext = Pick<ServiceContext, "db" | "config" | "logger" | "secrets">;

interface Poll {
  stop: AbortController;
  done: Promise<void>;
  sealedToken: string;
}

/**
 * DESIGN 40: with no https APP_URL the platform cannot post to us, so each active bot's updates are fetched
 * by long polling into the same stored updates, and the same handling, as the webhook's. One poll per bot,
 * started when the bot is connected or the app starts, stopped when it is deleted, deactivated or its seller
 * blocked; on PostgreSQL one instance polls each bot (`locks`).
 */
export function startUpdatePolling(
  ctx: PollingContext,
  deps: { locks: PollLocks; onUpdateStored: (botId: string) => void; options: PollingOptions },
) {
  const { locks, options } = deps;
  const polls = new Map<string, Poll>();
  let stopped = false;
  let looking: Promise<void> = Promise.resolve();

  /** The bots that should be polled, and no others: started, stopped, or restarted with a new token. */
  async function lookAtBots() {
    if (stopped) return;
    // The bots that answer, read in two queries for all.
    const active = await ctx.db.select().from(sellerBots).where(eq(sellerBots.status, "active"));
    const wanted = new Map((await botsThatAnswer(ctx, active)).map((row) => [row.id, row]));
    for (const [botId, poll] of polls) {
      const row = wanted.get(botId);
      if (!row || row.sealedToken !== poll.sealedToken) await end(botId, poll);
    }
    for (const row of wanted.values()) {
      if (stopped || polls.has(row.id)) continue;
      if (await locks.take(row.id)) start(row);
    }
  }

  async function end(botId: string, poll: Poll) {
    poll.stop.abort();
    await poll.done;
    polls.delete(botId);
    await locks.release(botId).catch((error: unknown) => ctx.logger.warn({ err: error, botId }, "a poll lock stayed"));
  }

  function start(row: BotRow) {
    const stop = new AbortController();
    const poll: Poll = {
      stop,
      sealedToken: row.sealedToken,
      done: pollBot(ctx, { row, signal: stop.signal, options, onUpdateStored: deps.onUpdateStored })
        .catch((error: unknown) => ctx.logger.error({ err: error, botId: row.id }, "a bot's polling stopped"))
        .finally(() => {
          // Ended by itself (the bot deleted, a failure): let go, so the next look starts it again if wanted.
          if (stop.signal.aborted || polls.get(row.id) !== poll) return;
          polls.delete(row.id);
          void locks.release(row.id).catch(() => undefined);
        }),
    };
    polls.set(row.id, poll);
  }

  /** One look at a time; a look asked for while one runs follows it. */
  const lookAgain = () => {
    looking = looking
      .then(lookAtBots)
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "the bots to poll could not be read"));
    return looking;
  };
  const timer = setInterval(() => void lookAgain(), options.lookAgainMs);

  return {
    /** A bot was connected, deleted or changed here: looked at now rather than at the next round. */
    botsChanged: lookAgain,
    /** The locks were lost with their connection: every poll stops, to be taken again by whoever can. */
    async locksLost() {
      await Promise.all([...polls].map(([botId, poll]) => end(botId, poll)));
    },
    /** Whether a bot is polled by this instance now (tests and the connections tab). */
    polling: (botId: string) => polls.has(botId),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
      await Promise.all([...polls].map(([botId, poll]) => end(botId, poll)));
      await locks.close();
    },
  };
}

export type UpdatePolling = ReturnType<typeof startUpdatePolling>;

/**
 * One bot's long poll until `signal` ends it. Each batch is stored before the next getUpdates confirms it (its
 * offset), so a crash between the two only fetches the batch again, and the stored-update key drops the
 * copies. A webhook left from an https address is removed first (the platform refuses getUpdates beside one).
 */
async function pollBot(
  ctx: PollingContext,
  input: { row: BotRow; signal: AbortSignal; options: PollingOptions; onUpdateStored: (botId: string) => void },
) {
  const { row, signal, options } = input;
  const client = createBotApiClient({
    platform: row.platform,
    token: ctx.secrets.open("bot-token", row.sealedToken),
    apiRoot: ctx.config.bots.apiRoots[row.platform],
  });
  let offset: number | undefined;
  let failures = 0;
  let problem: ReceiveProblem | null = row.receiveProblem;
  const setProblem = async (next: ReceiveProblem | null) => {
    if (next === problem) return;
    problem = next;
    await ctx.db
      .update(sellerBots)
      .set({ receiveProblem: next, receiveProblemSince: next ? new Date() : null })
      .where(eq(sellerBots.id, row.id));
  };
  while (!signal.aborted) {
    let updates: PolledUpdate[];
    const asked = Date.now();
    try {
      updates = await client.getUpdates({ offset, timeoutSeconds: options.longPollSeconds, allowedUpdates, signal });
    } catch (error) {
      if (signal.aborted) return;
      let failure = error;
      if (isWebhookConflict(error)) {
        try {
          await client.deleteWebhook();
          await ctx.db.update(sellerBots).set({ webhookUrl: null }).where(eq(sellerBots.id, row.id));
          continue;
        } catch (removal) {
          failure = removal;
        }
      }
      failures += 1;
      const next = problemOf(failure);
      // Said once when it starts or changes; a revoked token failing every minute after that is no news.
      const log = failures === 1 || next !== problem ? ctx.logger.warn : ctx.logger.debug;
      log.call(ctx.logger, { err: failure, botId: row.id, failures }, "a bot's updates could not be fetched");
      await setProblem(next);
      await pause(waitAfter(failure, failures, options), signal);
      continue;
    }
    failures = 0;
    await setProblem(null);
    if (updates.length === 0) {
      // A platform that answers at once instead of holding the call (no long polling) is not asked in a loop.
      await pause(minimumRoundMs - (Date.now() - asked), signal);
      continue;
    }
    for (const update of updates) {
      // The bot was deleted since its poll started: nothing of it is kept, and the poll ends.
      if (!(await storeBotUpdate(ctx, { botId: row.id, update }))) return;
    }
    offset = Math.max(...updates.map((update) => update.update_id)) + 1;
    input.onUpdateStored(row.id);
  }
}

/** The shortest round of an empty poll: a long poll is held far longer, an answer at once waits this out. */
const minimumRoundMs = 1_000;

const isWebhookConflict = (error: unknown) =>
  error instanceof BotApiError && error.errorCode === 409 && /webhook/i.test(error.description ?? "");

/**
 * What the seller is told: the platform no longer knows the token, another program takes this bot's updates
 * (409 "terminated by other getUpdates request": the token is used elsewhere), or no answer at all.
 */
function problemOf(error: unknown): ReceiveProblem {
  if (error instanceof BotApiError && error.kind === "invalid_token") return "token_revoked";
  if (error instanceof BotApiError && error.errorCode === 409) return "polled_elsewhere";
  return "unreachable";
}

/** The platform's own `retry_after` when it gave one; otherwise a wait that doubles with each failure. */
function waitAfter(error: unknown, failures: number, options: PollingOptions) {
  const retryAfter = error instanceof BotApiError ? error.retryAfterSeconds : null;
  if (retryAfter !== null) return retryAfter * 1000;
  return Math.min(options.maxBackoffMs, options.minBackoffMs * 2 ** (failures - 1));
}

function pause(ms: number, signal: AbortSignal) {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

/** Connects and deletes tell the polling, which main starts once the app listens; until then nothing polls. */
export function deferredPolling() {
  let polling: UpdatePolling | undefined;
  return {
    attach(next: UpdatePolling) {
      polling = next;
    },
    botsChanged() {
      void polling?.botsChanged();
    },
  };
}

export type DeferredPolling = ReturnType<typeof deferredPolling>;
