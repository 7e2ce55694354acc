import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { channelMessageLink } from "../../shared/bots";
import type { ChannelPost } from "../../shared/publishing";
import type { Database } from "../db/client";
import { channelPosts, productMedia, sellerBots, sellerChannels } from "../db/schema";
import { postLink } from "./post-message";
import { postResults } from "./post-results";

export type PostRow = typeof channelPosts.$inferSelect;

/**
 * Posts as the seller reads them (issue 19): with the channel's and bot's names for the links, the product's
 * first image for the preview, and what each post brought. A few queries whatever the number of posts.
 */
export async function readPosts(db: Database, where: SQL | undefined): Promise<ChannelPost[]> {
  const rows = await db
    .select({ post: channelPosts, channelUsername: sellerChannels.username, botUsername: sellerBots.botUsername })
    .from(channelPosts)
    .leftJoin(sellerChannels, eq(sellerChannels.id, channelPosts.channelId))
    .leftJoin(sellerBots, eq(sellerBots.id, sellerChannels.botId))
    .where(where)
    .orderBy(asc(channelPosts.scheduledAt), asc(channelPosts.createdAt));
  const productIds = [...new Set(rows.flatMap(({ post }) => (post.productId ? [post.productId] : [])))];
  const [images, results] = await Promise.all([
    firstImageUrls(db, productIds),
    postResults(db, { postIds: rows.map(({ post }) => post.id) }),
  ]);
  return rows.map(({ post, channelUsername, botUsername }) =>
    toChannelPost(post, {
      channelUsername,
      botUsername,
      imageUrl: post.productId ? (images.get(post.productId) ?? null) : null,
      results: results.get(post.id) ?? { opens: 0, orders: 0, revenue: 0 },
    }),
  );
}

/** The seller's one post, or undefined when it is not theirs. */
export async function readPost(db: Database, input: { userId: string; postId: string }) {
  const [post] = await readPosts(db, and(eq(channelPosts.id, input.postId), eq(channelPosts.userId, input.userId)));
  return post;
}

/** Each product's first image (lowest position), as the products tab and the bot show it. */
async function firstImageUrls(db: Database, productIds: string[]) {
  const urls = new Map<string, string>();
  if (productIds.length === 0) return urls;
  const images = await db
    .select({ productId: productMedia.productId, url: productMedia.url })
    .from(productMedia)
    .where(and(inArray(productMedia.productId, productIds), eq(productMedia.kind, "image")))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
  for (const image of images) {
    if (image.productId && !urls.has(image.productId)) urls.set(image.productId, image.url);
  }
  return urls;
}

function toChannelPost(
  post: PostRow,
  extra: {
    channelUsername: string | null;
    botUsername: string | null;
    imageUrl: string | null;
    results: ChannelPost["results"];
  },
): ChannelPost {
  const { channelUsername, botUsername } = extra;
  const { productName, productCode } = post;
  return {
    id: post.id,
    channel_id: post.channelId,
    channel_title: post.channelTitle,
    platform: post.platform,
    source: post.source,
    daily_content_id: post.dailyContentId,
    product:
      productName !== null && productCode !== null
        ? { id: post.productId, name: productName, code: productCode, image_url: extra.imageUrl }
        : null,
    caption_style: post.captionStyle,
    caption: post.caption,
    hashtags: post.hashtags,
    status: post.status,
    scheduled_at: post.scheduledAt.toISOString(),
    published_at: post.publishedAt?.toISOString() ?? null,
    link:
      botUsername && productCode
        ? postLink({ platform: post.platform, botUsername, postKey: post.postKey, productCode })
        : null,
    message_link:
      channelUsername && post.messageId !== null
        ? channelMessageLink(post.platform, channelUsername, post.messageId)
        : null,
    attempts: post.attempts,
    failure: post.failureReason ? { reason: post.failureReason, detail: post.failureDetail } : null,
    results: extra.results,
    created_at: post.createdAt.toISOString(),
  };
}
