import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { Bot, BotError, GrammyError } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import { payPaths } from "../../shared/pay-links";
import { botAnswers } from "../bots/service";
import { buyerMessageLogged } from "../conversations/service";
import { botMessageLogs, botUpdates, sellerBots } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { ownerChatsOfBot } from "../owner-chat/service";
import type { ServiceContext } from "../service-context";
import { buyerConversation } from "./buyer-conversation";
import { withCommandEntity } from "./command-entity";
import { buyerMessageOf, replyRecorder } from "./message-log";
import { ownerCommands } from "./owner-commands";
import { storefront } from "./storefront";
import type { Shop, ShopContext } from "./storefront-context";
import { tellBuyer } from "./tell-buyer";

/** A handler that took an update and then vanished (a crash) gives it up after this long. */
export const claimLeaseMs = 2 * 60_000;
/** An update that failed this many times is not tried again; the log has why. */
export const maxAttempts = 3;
/** How many of a bot's waiting updates are claimed at once; a pass goes on until none wait. */
const batchSize = 20;

type BotRow = typeof sellerBots.$inferSelect;

/** What `getMe` said at connect time, so grammY never asks again (DESIGN 20: cached botInfo). */
function botInfoOf(bot: BotRow): UserFromGetMe {
  return {
    id: bot.platformBotId,
    is_bot: true,
    first_name: bot.botName,
    username: bot.botUsername,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

/** grammY for one seller's bot: the shared storefront, told whose shop it is; what it sends is recorded. */
function sellingBot(
  ctx: ServiceContext,
  bot: BotRow,
  replies: ReturnType<typeof replyRecorder>,
  ownerChats: Shop["ownerChats"],
) {
  const token = ctx.secrets.open("bot-token", bot.sealedToken);
  const apiRoot = ctx.config.bots.apiRoots[bot.platform];
  // A platform that hangs is given up after this, so one slow bot cannot hold a pass for minutes.
  const client = { apiRoot, timeoutSeconds: 15 };
  const telegram = new Bot<ShopContext>(token, { botInfo: botInfoOf(bot), client });
  telegram.api.config.use((call, method, payload, signal) => {
    replies.record(method, payload as Record<string, unknown>);
    return call(method, payload, signal);
  });
  telegram.use((update, next) => {
    update.shop = {
      db: ctx.db,
      events: ctx.events,
      logger: ctx.logger,
      secrets: ctx.secrets,
      storage: ctx.storage,
      config: ctx.config,
      ai: ctx.ai,
      ownerChats,
      orderChanged: (orderId, change) => tellBuyer(ctx, { orderId, change }),
      fileUrl: (path) => `${apiRoot}/file/bot${token}/${path}`,
      payUrl: (payToken) => `${ctx.config.appUrl}${payPaths.start(payToken)}`,
      receiptUrl: (payToken) => `${ctx.config.appUrl}${payPaths.receipt(payToken)}`,
      sellerId: bot.userId,
      botId: bot.id,
      name: bot.botName,
      assistantPaused: false,
    };
    return next();
  });
  // A shop talks to one buyer at a time: in a group, one buyer's order and details would be everyone's.
  telegram.chatType("private").use(ownerCommands, buyerConversation, storefront);
  telegram.on("callback_query", (button) => button.answerCallbackQuery());
  return telegram;
}

const waiting = (now: Date) =>
  and(
    isNull(botUpdates.handledAt),
    lt(botUpdates.attempts, maxAttempts),
    or(isNull(botUpdates.claimedAt), lt(botUpdates.claimedAt, new Date(now.getTime() - claimLeaseMs))),
  );

/**
 * DESIGN 20: the bot's stored updates that nobody handled, oldest first, until none are left. A batch is
 * claimed in one statement that skips rows another handler holds (two instances, or the webhook and the
 * retry job, never handle one at the same time) and each is marked handled after; one that fails stays
 * waiting for the retry job. An inactive bot, or a bot whose seller an admin blocked (DESIGN 27), answers
 * nothing: its updates are marked handled unanswered.
 */
export async function handleStoredUpdates(ctx: ServiceContext, input: { botId: string; now: Date }) {
  const [bot] = await ctx.db.select().from(sellerBots).where(eq(sellerBots.id, input.botId));
  if (!bot) return;
  const replies = replyRecorder();
  const telegram = (await botAnswers(ctx, bot))
    ? sellingBot(ctx, bot, replies, await ownerChatsOfBot(ctx, { botId: bot.id }))
    : undefined;
  let now = input.now;
  for (;;) {
    const claimed = await claimBatch(ctx, bot.id, now);
    if (claimed.length === 0) return;
    for (const row of claimed) {
      try {
        if (!(await stillOurs(ctx, row.id, now))) continue;
        replies.take();
        await telegram?.handleUpdate(withCommandEntity(row.payload as Update));
        const said = telegram ? buyerMessageOf(row.payload as Update) : undefined;
        await markHandled(ctx, { bot, updateRowId: row.id, said, reply: replies.take(), now: new Date() });
        if (said) await buyerMessageLogged(ctx, { sellerId: bot.userId, botId: bot.id, chatId: said.chatId });
      } catch (error) {
        await recordFailure(ctx, { botId: bot.id, row, error });
      }
    }
    now = new Date(Math.max(now.getTime(), Date.now()));
  }
}

/**
 * One update's failure is that update's: logged with its reason, the others go on. A chat that refuses the
 * bot (403: the buyer blocked it) will refuse it again, so that update is given up at once, not retried.
 */
async function recordFailure(
  ctx: Pick<ServiceContext, "db" | "logger">,
  input: { botId: string; row: { id: string; updateId: number }; error: unknown },
) {
  const { botId, row, error } = input;
  const refusal = platformRefusalOf(error);
  const failed = error instanceof BotError ? error.error : error;
  const reason = refusal ? `${refusal.error_code}: ${refusal.description}` : messageOf(failed);
  if (refusal?.error_code !== 403) {
    ctx.logger.warn({ err: error, botId, updateId: row.updateId, reason }, "a bot update could not be handled");
    return;
  }
  ctx.logger.warn({ err: error, botId, updateId: row.updateId, reason }, "the buyer's chat refuses the bot: given up");
  await ctx.db.update(botUpdates).set({ attempts: maxAttempts }).where(eq(botUpdates.id, row.id));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The platform's answer when grammY's handling failed on a refused call. */
const platformRefusalOf = (error: unknown) => {
  const cause = error instanceof BotError ? error.error : error;
  return cause instanceof GrammyError ? cause : undefined;
};

/**
 * Late in a long batch, the claim of the next update is renewed before it is handled, so its lease starts
 * now; when the retry job took it meanwhile (the lease ran out), it is left to that one.
 */
async function stillOurs(ctx: Pick<ServiceContext, "db">, id: string, claimedAt: Date) {
  if (Date.now() - claimedAt.getTime() < claimLeaseMs / 4) return true;
  const [renewed] = await ctx.db
    .update(botUpdates)
    .set({ claimedAt: new Date() })
    .where(and(eq(botUpdates.id, id), eq(botUpdates.claimedAt, claimedAt), isNull(botUpdates.handledAt)))
    .returning({ id: botUpdates.id });
  return renewed !== undefined;
}

async function claimBatch(ctx: Pick<ServiceContext, "db">, botId: string, now: Date) {
  const oldestWaiting = ctx.db
    .select({ id: botUpdates.id })
    .from(botUpdates)
    .where(and(eq(botUpdates.botId, botId), waiting(now)))
    .orderBy(asc(botUpdates.updateId))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const claimed = await ctx.db
    .update(botUpdates)
    .set({ claimedAt: now, attempts: sql`${botUpdates.attempts} + 1` })
    .where(inArray(botUpdates.id, oldestWaiting))
    .returning({ id: botUpdates.id, updateId: botUpdates.updateId, payload: botUpdates.payload });
  return claimed.sort((a, b) => a.updateId - b.updateId);
}

/**
 * One handling pass per bot at a time in this process, and at most `maxPasses` bots at once, so storing
 * the next update always finds a connection. An update stored during a pass makes that pass go on, so a
 * burst of a thousand updates is a handful of passes rather than a thousand racing for the same rows.
 * Returns the pass to wait for, or undefined when a running pass will take the update.
 */
export function createUpdateRunner(ctx: ServiceContext, options: { maxPasses: number }) {
  const passes = new Map<string, { again: boolean }>();
  const waitingTurns: (() => void)[] = [];
  let running = 0;
  const turn = () => {
    if (running >= options.maxPasses) return new Promise<void>((resolve) => waitingTurns.push(resolve));
    running += 1;
    return Promise.resolve();
  };
  const done = () => {
    const next = waitingTurns.shift();
    if (next) next();
    else running -= 1;
  };
  return (botId: string): Promise<void> | undefined => {
    const current = passes.get(botId);
    if (current) {
      current.again = true;
      return undefined;
    }
    const pass = { again: true };
    passes.set(botId, pass);
    return (async () => {
      await turn();
      try {
        while (pass.again) {
          pass.again = false;
          await handleStoredUpdates(ctx, { botId, now: new Date() });
        }
      } finally {
        passes.delete(botId);
        done();
      }
    })();
  };
}

/**
 * The update is done: marked handled, and a buyer's message logged with the bot's reply and counted for
 * the admin panel (BOT-15, BOT-16), in one transaction so a retried update is never counted twice.
 */
async function markHandled(
  ctx: Pick<ServiceContext, "db">,
  input: { bot: BotRow; updateRowId: string; said: ReturnType<typeof buyerMessageOf>; reply: string | null; now: Date },
) {
  const { bot, said, now } = input;
  await withTransaction(ctx.db, async (tx) => {
    if (said) {
      // The bot's row is locked first, as deleting the bot does before its updates and logs go with it:
      // taken the other way round, a seller deleting the bot mid-message deadlocked with this.
      const [counted] = await tx
        .update(sellerBots)
        .set({ messageCount: sql`${sellerBots.messageCount} + 1`, lastActiveAt: now })
        .where(eq(sellerBots.id, bot.id))
        .returning({ id: sellerBots.id });
      if (!counted) return;
      await tx.insert(botMessageLogs).values({ botId: bot.id, ...said, reply: input.reply, createdAt: now });
    }
    await tx.update(botUpdates).set({ handledAt: now }).where(eq(botUpdates.id, input.updateRowId));
  });
}

/**
 * The bots with updates waiting longer than a moment (a crash between the answer and the handling); a bot
 * that cannot be handled at all (its token no longer opens) is logged and the others still go.
 */
export async function retryWaitingUpdates(ctx: ServiceContext, input: { now: Date }) {
  const settled = new Date(input.now.getTime() - 30_000);
  const bots = await ctx.db
    .selectDistinct({ botId: botUpdates.botId })
    .from(botUpdates)
    .where(and(waiting(input.now), lt(botUpdates.receivedAt, settled)));
  for (const { botId } of bots) {
    try {
      await handleStoredUpdates(ctx, { botId, now: input.now });
    } catch (error) {
      ctx.logger.error({ err: error, botId }, "a bot's waiting updates could not be retried");
    }
  }
}
