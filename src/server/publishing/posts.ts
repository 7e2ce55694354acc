import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { z } from "zod";
import { allowancesFor } from "../../shared/plans";
import {
  type ChannelPost,
  channelLimits,
  type createPostSchema,
  publishNowSlackSeconds,
  type updatePostSchema,
} from "../../shared/publishing";
import { firstImage } from "../bots/service";
import type { Database } from "../db/client";
import { channelPosts, dailyContent, products, sellerBots, sellerChannels } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError, fieldInvalid, notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { getSubscriptionState } from "../subscription/service";
import { newPostKey } from "./post-key";
import { fitsUnder } from "./post-message";
import type { PostQueue } from "./post-queue";
import { readPost, readPosts } from "./post-view";

type Words = { caption: string; hashtags: readonly string[] };

const dayMs = 86_400_000;
/** A post is changed or cancelled only before it goes out. */
const editable = ["scheduled", "failed"] as const;

const notEditable = () =>
  new DomainError("post_not_editable", 409, "The post is being published or was published; it cannot change now.");
const schedulingLocked = () =>
  new DomainError("feature_locked", 403, "Your plan does not include scheduling posts.", { params: { plan: "pro" } });

/** The seller's posts due between `from` and `to` (the calendar's span, at most `rangeDays`), by time. */
export async function listPosts(ctx: Pick<ServiceContext, "db">, input: { userId: string; from: Date; to: Date }) {
  const { from, to } = input;
  if (to.getTime() <= from.getTime()) throw fieldInvalid("to", "rangeInvalid");
  if (to.getTime() - from.getTime() > channelLimits.rangeDays * dayMs) throw fieldInvalid("to", "rangeTooLong");
  return readPosts(
    ctx.db,
    and(eq(channelPosts.userId, input.userId), gte(channelPosts.scheduledAt, from), lt(channelPosts.scheduledAt, to)),
  );
}

export async function getPost(ctx: Pick<ServiceContext, "db">, input: { userId: string; postId: string }) {
  const post = await readPost(ctx.db, input);
  if (!post) throw notFound("Post");
  return post;
}

/** The seller's channel with its bot's platform, or 404. */
async function ownChannel(db: Database, userId: string, channelId: string) {
  const [channel] = await db
    .select({ id: sellerChannels.id, title: sellerChannels.title, platform: sellerBots.platform })
    .from(sellerChannels)
    .innerJoin(sellerBots, eq(sellerBots.id, sellerChannels.botId))
    .where(and(eq(sellerChannels.id, channelId), eq(sellerChannels.userId, userId)));
  if (!channel) throw notFound("Channel");
  return channel;
}

/**
 * When the post goes out: now (no time, or a moment ago), the chosen instant when it is within the slack of
 * now (no plan needed: that is publishing now), or a later one up to `scheduleDaysAhead` away on a plan with
 * smart scheduling (Pro, Ultra).
 */
async function publishTime(db: Database, input: { userId: string; when: string | null | undefined; now: Date }) {
  const { now } = input;
  if (!input.when) return now;
  const when = new Date(input.when);
  const slackMs = publishNowSlackSeconds * 1000;
  if (when.getTime() < now.getTime() - slackMs) throw fieldInvalid("scheduled_at", "whenPast");
  if (when.getTime() > now.getTime() + channelLimits.scheduleDaysAhead * dayMs) {
    throw fieldInvalid("scheduled_at", "whenTooFar");
  }
  if (when.getTime() <= now.getTime()) return now;
  if (when.getTime() <= now.getTime() + slackMs) return when;
  const subscription = await getSubscriptionState({ db }, { userId: input.userId, now });
  if (!allowancesFor(subscription).smartScheduling) throw schedulingLocked();
  return when;
}

/** A post that sends a photo has 1,024 characters under it; a text post 4,096 (checked here: the schema knows neither). */
async function ensureWordsFit(db: Database, productId: string | null, words: Words) {
  const photo = productId !== null && (await firstImage(db, productId)) !== undefined;
  if (!fitsUnder(photo ? "photo" : "text", words.caption, words.hashtags))
    throw fieldInvalid("caption", "captionTooLong");
}

async function ownProduct(db: Database, userId: string, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, code: products.productCode })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.userId, userId)));
  if (!product) throw notFound("Product");
  return product;
}

async function ensureOwnDailyContent(db: Database, userId: string, dailyContentId: string) {
  const [day] = await db
    .select({ id: dailyContent.id })
    .from(dailyContent)
    .where(and(eq(dailyContent.id, dailyContentId), eq(dailyContent.userId, userId)));
  if (!day) throw notFound("Daily content");
}

/**
 * Issue 19: a post to one of the seller's channels, from daily content or a product, stored and queued for
 * its time (now, or scheduled on Pro and Ultra). Anything refused stores nothing.
 */
export async function createPost(
  ctx: Pick<ServiceContext, "db"> & { postQueue: PostQueue },
  input: { userId: string; post: z.infer<typeof createPostSchema>; now: Date },
): Promise<ChannelPost> {
  const { userId, post, now } = input;
  if (post.source === "product" && !post.product_id) throw fieldInvalid("product_id", "productRequired");
  const channel = await ownChannel(ctx.db, userId, post.channel_id);
  const product = post.product_id ? await ownProduct(ctx.db, userId, post.product_id) : undefined;
  if (post.daily_content_id) await ensureOwnDailyContent(ctx.db, userId, post.daily_content_id);
  await ensureWordsFit(ctx.db, product?.id ?? null, post);
  const scheduledAt = await publishTime(ctx.db, { userId, when: post.scheduled_at, now });
  const id = crypto.randomUUID();
  const values = {
    id,
    userId,
    channelId: channel.id,
    channelTitle: channel.title,
    platform: channel.platform,
    source: post.source,
    dailyContentId: post.daily_content_id ?? null,
    productId: product?.id ?? null,
    productName: product?.name ?? null,
    productCode: product?.code ?? null,
    captionStyle: post.caption_style ?? null,
    caption: post.caption,
    hashtags: post.hashtags,
    scheduledAt,
    createdAt: now,
    updatedAt: now,
  };
  // A key already taken (one in 62^8) is drawn again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ctx.db.insert(channelPosts).values({ ...values, postKey: newPostKey() });
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
  await ctx.postQueue.due(id, scheduledAt);
  return getPost(ctx, { userId, postId: id });
}

/** The seller's post, only while it has not gone out; 404 when it is not theirs, 409 once it is publishing. */
async function editablePost(db: Database, userId: string, postId: string) {
  const [post] = await db
    .select()
    .from(channelPosts)
    .where(and(eq(channelPosts.id, postId), eq(channelPosts.userId, userId)));
  if (!post) throw notFound("Post");
  if (post.status !== "scheduled" && post.status !== "failed") throw notEditable();
  return post;
}

/**
 * A scheduled or failed post gets new words, another of the seller's channels or another time; a failed
 * one goes back to scheduled with its attempts counted afresh. The queue is told its (new) time.
 */
export async function updatePost(
  ctx: Pick<ServiceContext, "db"> & { postQueue: PostQueue },
  input: { userId: string; postId: string; changes: z.infer<typeof updatePostSchema>; now: Date },
): Promise<ChannelPost> {
  const { userId, postId, changes, now } = input;
  const post = await editablePost(ctx.db, userId, postId);
  const channel = changes.channel_id ? await ownChannel(ctx.db, userId, changes.channel_id) : undefined;
  const words = { caption: changes.caption ?? post.caption, hashtags: changes.hashtags ?? post.hashtags };
  await ensureWordsFit(ctx.db, post.productId, words);
  const scheduledAt =
    changes.scheduled_at === undefined
      ? post.scheduledAt
      : await publishTime(ctx.db, { userId, when: changes.scheduled_at, now });
  const [updated] = await ctx.db
    .update(channelPosts)
    .set({
      ...(channel ? { channelId: channel.id, channelTitle: channel.title, platform: channel.platform } : {}),
      caption: words.caption,
      hashtags: [...words.hashtags],
      scheduledAt,
      status: "scheduled",
      ...(post.status === "failed" ? { attempts: 0, failureReason: null, failureDetail: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(channelPosts.id, postId), eq(channelPosts.userId, userId), inArray(channelPosts.status, editable)))
    .returning({ id: channelPosts.id });
  // The publisher took it between the read and this write.
  if (!updated) throw notEditable();
  await ctx.postQueue.due(postId, scheduledAt);
  return getPost(ctx, { userId, postId });
}

/** Cancels a post before it goes out: the row is gone, and its queued job then finds nothing to publish. */
export async function deletePost(ctx: Pick<ServiceContext, "db">, input: { userId: string; postId: string }) {
  const { userId, postId } = input;
  const [deleted] = await ctx.db
    .delete(channelPosts)
    .where(and(eq(channelPosts.id, postId), eq(channelPosts.userId, userId), inArray(channelPosts.status, editable)))
    .returning({ id: channelPosts.id });
  if (deleted) return;
  await editablePost(ctx.db, userId, postId);
  throw notEditable();
}
