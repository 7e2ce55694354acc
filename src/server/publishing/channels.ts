import { and, count, desc, eq } from "drizzle-orm";
import { botLink } from "../../shared/bots";
import {
  type ChannelFailureReason,
  channelChatIdFrom,
  channelLimits,
  type SellerChannel,
} from "../../shared/publishing";
import { botAnswers } from "../bots/service";
import { lockUntilCommit } from "../db/advisory-lock";
import { sellerBots, sellerChannels } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError, fieldInvalid, forbidden, notFound } from "../errors";
import { type ChatMemberInfo, createBotApiClient } from "../integrations/telegram/bot-api-client";
import type { ServiceContext } from "../service-context";
import { channelFailureFrom } from "./channel-failure";

type ChannelRow = typeof sellerChannels.$inferSelect;
type BotRow = typeof sellerBots.$inferSelect;

const notPostable = (reason: ChannelFailureReason, detail?: string | null) =>
  new DomainError("channel_not_postable", 422, `The bot cannot post in this channel (${reason}).`, {
    params: { reason, ...(detail ? { detail } : {}) },
  });
const alreadyLinked = () =>
  new DomainError("channel_already_linked", 409, "This channel is already linked to this bot.");
const limitReached = () =>
  new DomainError("channel_limit_reached", 409, "No more channels can be linked.", {
    params: { limit: channelLimits.perSeller },
  });

function toSellerChannel(row: ChannelRow, bot: Pick<BotRow, "botUsername" | "platform">): SellerChannel {
  return {
    id: row.id,
    bot_id: row.botId,
    bot_username: bot.botUsername,
    platform: bot.platform,
    chat_id: String(row.chatId),
    title: row.title,
    username: row.username,
    link: row.username ? botLink(bot.platform, row.username) : null,
    linked_at: row.linkedAt.toISOString(),
  };
}

/** Issue 19: the seller's linked channels, newest first, each with the bot that posts there. */
export async function listChannels(ctx: ServiceContext, input: { userId: string }): Promise<SellerChannel[]> {
  const rows = await ctx.db
    .select({ channel: sellerChannels, bot: { botUsername: sellerBots.botUsername, platform: sellerBots.platform } })
    .from(sellerChannels)
    .innerJoin(sellerBots, eq(sellerBots.id, sellerChannels.botId))
    .where(eq(sellerChannels.userId, input.userId))
    .orderBy(desc(sellerChannels.linkedAt), desc(sellerChannels.id));
  return rows.map(({ channel, bot }) => toSellerChannel(channel, bot));
}

/**
 * DESIGN 28: a channel is linked to one of the seller's active bots once the platform says it is a channel
 * (`getChat`) and the bot is an administrator there allowed to post (`getChatMember`); its id, title and
 * username are stored as `getChat` gives them now. Anything else is refused with the reason to fix.
 */
export async function linkChannel(
  ctx: ServiceContext,
  input: { userId: string; botId: string; channel: string; now: Date },
): Promise<SellerChannel> {
  const { userId, now } = input;
  const chatId = channelChatIdFrom(input.channel);
  if (chatId === null) throw fieldInvalid("channel", "channelFormat");
  const [bot] = await ctx.db
    .select()
    .from(sellerBots)
    .where(and(eq(sellerBots.id, input.botId), eq(sellerBots.userId, userId)));
  if (!bot) throw notFound("Bot");
  // DESIGN 27: a bot an admin deactivated, or a blocked seller's, posts nowhere, so it links nothing either.
  if (!(await botAnswers(ctx, bot))) throw forbidden();
  // Refused before the platform is asked; counted again under the lock below, where it counts.
  await ensureRoomForChannel(ctx.db, userId);

  const client = createBotApiClient({
    platform: bot.platform,
    token: ctx.secrets.open("bot-token", bot.sealedToken),
    apiRoot: ctx.config.bots.apiRoots[bot.platform],
  });
  const chat = await client.getChat(chatId).catch(rethrowAsChannelFailure);
  if (chat.type !== "channel") throw notPostable("not_a_channel");
  const member = await client.getChatMember(String(chat.id), bot.platformBotId).catch(rethrowAsChannelFailure);
  const refusal = postingRefusal(member);
  if (refusal) throw notPostable(refusal);

  try {
    const row = await withTransaction(ctx.db, async (tx) => {
      await lockUntilCommit(tx, `channels:${userId}`);
      await ensureRoomForChannel(tx, userId);
      const [inserted] = await tx
        .insert(sellerChannels)
        .values({
          id: crypto.randomUUID(),
          userId,
          botId: bot.id,
          chatId: chat.id,
          title: chat.title,
          username: chat.username ?? null,
          linkedAt: now,
        })
        .returning();
      return inserted;
    });
    return toSellerChannel(row, bot);
  } catch (error) {
    // The unique index on (bot, chat) decides, also when two requests link the same channel at once.
    if (isUniqueViolation(error)) throw alreadyLinked();
    throw error;
  }
}

/** Issue 19: the channel goes; its posts stay, their channel named by the title they kept. */
export async function unlinkChannel(ctx: ServiceContext, input: { userId: string; channelId: string }): Promise<void> {
  const deleted = await ctx.db
    .delete(sellerChannels)
    .where(and(eq(sellerChannels.id, input.channelId), eq(sellerChannels.userId, input.userId)))
    .returning({ id: sellerChannels.id });
  if (deleted.length === 0) throw notFound("Channel");
}

async function ensureRoomForChannel(db: ServiceContext["db"], userId: string) {
  const [{ linked }] = await db
    .select({ linked: count() })
    .from(sellerChannels)
    .where(eq(sellerChannels.userId, userId));
  if (linked >= channelLimits.perSeller) throw limitReached();
}

/** Why the bot may not post, from what it is in the channel; undefined when it may (the owner may too). */
function postingRefusal(member: ChatMemberInfo): ChannelFailureReason | undefined {
  if (member.status === "creator") return undefined;
  if (member.status === "administrator") return member.canPostMessages ? undefined : "bot_cannot_post";
  return member.status === "member" || member.status === "restricted" ? "bot_not_admin" : "bot_not_member";
}

/**
 * The platform's failure as the seller should hear it: it did not answer (502, try again), or the reason
 * the channel cannot be linked (422 with the reason, and the platform's words when they are all there is).
 */
function rethrowAsChannelFailure(error: unknown): never {
  const failure = channelFailureFrom(error);
  if (!failure) throw error;
  if (failure.reason === "platform_unreachable") {
    throw new DomainError("bot_platform_unreachable", 502, "The bot platform did not answer; try again shortly.");
  }
  throw notPostable(failure.reason, failure.reason === "refused" ? failure.detail : null);
}
