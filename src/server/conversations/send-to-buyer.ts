import { Api, GrammyError } from "grammy";
import { botAnswers } from "../bots/service";
import type { sellerBots } from "../db/schema";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { markBuyerBlocked } from "./buyers";

type BotRow = typeof sellerBots.$inferSelect;

export const buyerBlockedBot = () =>
  new DomainError(
    "buyer_blocked_bot",
    409,
    "The buyer blocked the bot: no message reaches them until they write again.",
  );
const botInactive = () => new DomainError("bot_inactive", 409, "This bot is not active: it sends nothing.");
const platformUnreachable = () =>
  new DomainError("bot_platform_unreachable", 502, "The bot platform did not take the message; try again shortly.");
const platformLimiting = () => new DomainError("rate_limited", 429, "The platform asks the bot to wait a moment.");

/**
 * The bot's Bot API through grammY, as the selling bot and its messages to buyers speak (tell-buyer.ts); a bot that
 * does not answer (deactivated, or its seller blocked) sends nothing from the inbox either.
 */
export async function buyerApiOf(ctx: Pick<ServiceContext, "db" | "secrets" | "config">, bot: BotRow) {
  if (!(await botAnswers(ctx, bot))) throw botInactive();
  return new Api(ctx.secrets.open("bot-token", bot.sealedToken), { apiRoot: ctx.config.bots.apiRoots[bot.platform] });
}

/**
 * One message to the buyer. The platform's 403 means the buyer blocked the bot: the conversation says so and the
 * seller is told; a 429 is the platform's limit; anything else (a network failure, a 5xx) is the platform's.
 */
export async function sendToBuyer(
  ctx: Pick<ServiceContext, "db" | "logger">,
  input: { api: Api; conversationId: string; chatId: number; text: string; now: Date },
) {
  try {
    return await input.api.sendMessage(input.chatId, input.text);
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 403) {
      await markBuyerBlocked(ctx, { conversationId: input.conversationId, now: input.now });
      throw buyerBlockedBot();
    }
    ctx.logger.warn({ err: error, conversationId: input.conversationId }, "a message to a buyer was not sent");
    if (error instanceof GrammyError && error.error_code === 429) throw platformLimiting();
    throw platformUnreachable();
  }
}
