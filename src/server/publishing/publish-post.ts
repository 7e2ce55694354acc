import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import { Api, GrammyError } from "grammy";
import type { ChannelPostStatus } from "../../shared/publishing";
import { botAnswers, firstImage, sendPhotoOnce } from "../bots/service";
import { channelPosts, profiles, sellerBots, sellerChannels } from "../db/schema";
import type { ServiceContext } from "../service-context";
import { type ChannelFailure, channelFailureFrom } from "./channel-failure";
import { buyButton, postHtml, postLanguage, postLink } from "./post-message";
import type { PostRow } from "./post-view";

/** Issue 19: a send the platform refused is tried this many times in all, then the post is failed with its reason. */
export const maxPublishAttempts = 4;
/** A publisher that took a post and vanished (a crash mid-send) gives it up after this long. */
export const publishLeaseMs = 2 * 60_000;
/** A job may run a moment before its post's time as the database sees it (clocks of two machines). */
const earlyMs = 2_000;

/** Thrown after a refused send that will be tried again: the job queue retries it with backoff. */
export class PostNotSentYet extends Error {
  override readonly name = "PostNotSentYet";
}

/**
 * DESIGN 28: publishes one post, once. The post is claimed in one statement (due and scheduled, or
 * publishing under a lease that ran out), so a second job, instance or sweep finds nothing to do; the
 * message id is recorded after the send. A refused send goes back to scheduled with the platform's
 * reason and throws (retried with backoff); the last attempt fails the post. A post whose product was
 * deleted, or whose channel was unlinked, fails at once: no retry would bring them back.
 */
export async function publishPost(
  ctx: ServiceContext,
  input: { postId: string; now: Date },
): Promise<"skipped" | ChannelPostStatus> {
  const post = await claimPost(ctx, input);
  if (!post) return "skipped";
  const claim = { id: post.id, claimedAt: input.now };
  if (post.productCode !== null && post.productId === null) {
    return finish(ctx, post, claim, { status: "failed", failure: { reason: "product_gone", detail: null } });
  }
  const target = await channelOf(ctx, post);
  if (!target)
    return finish(ctx, post, claim, { status: "failed", failure: { reason: "chat_not_found", detail: null } });
  // DESIGN 27: a bot an admin deactivated, or a blocked seller's, posts nowhere; a post made before that stays unsent.
  if (!(await botAnswers(ctx, target.bot))) {
    return finish(ctx, post, claim, { status: "failed", failure: { reason: "bot_inactive", detail: null } });
  }
  let messageId: number;
  try {
    messageId = await sendPost(ctx, post, target);
  } catch (error) {
    const failure = channelFailureFrom(error);
    if (!failure) ctx.logger.error({ err: error, postId: post.id }, "a channel post could not be sent");
    const said = telling(post, failure ?? { reason: "refused", detail: null });
    if (post.attempts >= maxPublishAttempts) return finish(ctx, post, claim, { status: "failed", failure: said });
    await finish(ctx, post, claim, { status: "scheduled", failure: said });
    throw new PostNotSentYet(`Post ${post.id} was not sent (${said.reason}); it is tried again.`, { cause: error });
  }
  return finish(ctx, post, claim, { status: "published", messageId, publishedAt: new Date() });
}

/**
 * A try that did not reach the platform (a dropped connection) says less than what the platform said on
 * the try before ("need administrator rights"): the seller is shown the platform's last words.
 */
function telling(post: PostRow, failure: ChannelFailure): ChannelFailure {
  const { failureReason, failureDetail } = post;
  if (failure.reason !== "platform_unreachable" || failureReason === null) return failure;
  return { reason: failureReason, detail: failureDetail };
}

function claimPost(ctx: ServiceContext, input: { postId: string; now: Date }) {
  const { now } = input;
  return ctx.db
    .update(channelPosts)
    .set({ status: "publishing", claimedAt: now, attempts: sql`${channelPosts.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(channelPosts.id, input.postId),
        or(
          and(eq(channelPosts.status, "scheduled"), lte(channelPosts.scheduledAt, new Date(now.getTime() + earlyMs))),
          and(
            eq(channelPosts.status, "publishing"),
            lt(channelPosts.claimedAt, new Date(now.getTime() - publishLeaseMs)),
          ),
        ),
      ),
    )
    .returning()
    .then((rows) => rows[0]);
}

/** The channel the post goes to, its bot and the seller's language; undefined once the channel was unlinked. */
async function channelOf(ctx: ServiceContext, post: PostRow) {
  if (post.channelId === null) return undefined;
  const [target] = await ctx.db
    .select({ chatId: sellerChannels.chatId, bot: sellerBots, language: profiles.preferredLanguage })
    .from(sellerChannels)
    .innerJoin(sellerBots, eq(sellerBots.id, sellerChannels.botId))
    .leftJoin(profiles, eq(profiles.userId, sellerChannels.userId))
    .where(eq(sellerChannels.id, post.channelId));
  return target;
}
type Target = NonNullable<Awaited<ReturnType<typeof channelOf>>>;

/**
 * The post as the channel shows it: the product's first photo with the words under it and the "buy in the
 * bot" button (its deep link names this post), or the words alone. Returns the channel's message id.
 */
async function sendPost(ctx: ServiceContext, post: PostRow, target: Target): Promise<number> {
  const { bot, chatId } = target;
  const api = new Api(ctx.secrets.open("bot-token", bot.sealedToken), {
    apiRoot: ctx.config.bots.apiRoots[bot.platform],
    // A platform that hangs is given up after this and the post tried again later; a send that went out but
    // answered later still would then go out twice, so the wait is generous (three calls stay within the lease).
    timeoutSeconds: 30,
  });
  const text = postHtml(post.caption, post.hashtags);
  const { productId, productCode } = post;
  if (productId === null || productCode === null) {
    return (await api.sendMessage(chatId, text, { parse_mode: "HTML" })).message_id;
  }
  const link = postLink({ platform: bot.platform, botUsername: bot.botUsername, postKey: post.postKey, productCode });
  const keyboard = buyButton(link, postLanguage(post.caption, target.language ?? "fa"));
  const image = await firstImage(ctx.db, productId);
  if (image) {
    const sent = await sendPhotoOnce(
      {
        db: ctx.db,
        storage: ctx.storage,
        logger: ctx.logger,
        botId: bot.id,
        send: (photo, options) => api.sendPhoto(chatId, photo, options),
        // Only "not this photo" falls back to text; a channel the bot cannot post in fails the send.
        refuses: (error) => error instanceof GrammyError && error.error_code === 400 && isPhotoRefusal(error),
      },
      image,
      { caption: text, parse_mode: "HTML", reply_markup: keyboard },
    );
    if (sent) return sent.message_id;
  }
  return (await api.sendMessage(chatId, text, { parse_mode: "HTML", reply_markup: keyboard })).message_id;
}

const isPhotoRefusal = (error: unknown) => channelFailureFrom(error)?.reason === "refused";

type Outcome =
  | { status: "published"; messageId: number; publishedAt: Date }
  | { status: "scheduled" | "failed"; failure: ChannelFailure };

/** Records what came of the claim (only while it is still this claim) and tells the seller's open pages. */
async function finish(
  ctx: ServiceContext,
  post: PostRow,
  claim: { id: string; claimedAt: Date },
  outcome: Outcome,
): Promise<ChannelPostStatus> {
  const values =
    outcome.status === "published"
      ? { messageId: outcome.messageId, publishedAt: outcome.publishedAt, failureReason: null, failureDetail: null }
      : { failureReason: outcome.failure.reason, failureDetail: outcome.failure.detail };
  await ctx.db
    .update(channelPosts)
    .set({ status: outcome.status, claimedAt: null, updatedAt: new Date(), ...values })
    .where(
      and(
        eq(channelPosts.id, claim.id),
        eq(channelPosts.status, "publishing"),
        eq(channelPosts.claimedAt, claim.claimedAt),
      ),
    );
  await ctx.events.publish({
    type: "user-event",
    userId: post.userId,
    event: { type: "post", post_id: post.id, status: outcome.status },
  });
  return outcome.status;
}
