import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChannelPost } from "../../shared/publishing";
import { channelPosts } from "../db/schema";
import type { TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { type PublishingHarness, startPublishingHarness } from "./test/publishing-harness";

let harness: PublishingHarness;
beforeAll(async () => {
  harness = await startPublishingHarness();
});
afterAll(() => harness.close());

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const postsOf = async (account: TestAccount) =>
  (await harness.db().select({ n: count() }).from(channelPosts).where(eq(channelPosts.userId, account.id)))[0]?.n;

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function proSeller() {
  const seller = await harness.seller();
  await subscribe(harness.db(), seller.account.id, "premium");
  return seller;
}

describe("posts: publish now on every plan, schedule on Pro and Ultra (issue 19)", () => {
  it("a free seller's scheduled post is refused naming Pro, and nothing is stored; publishing now works", async () => {
    const { account, channelId } = await harness.seller();
    const refused = await json<{ code: string; params: unknown }>(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "Tomorrow's post",
        scheduled_at: inHours(20),
      }),
      403,
    );
    expect(refused).toMatchObject({ code: "feature_locked", params: { plan: "pro" } });
    expect(await postsOf(account)).toBe(0);

    const now = await json<ChannelPost>(
      await harness.createPost(account, { channel_id: channelId, source: "daily_content", caption: "Today" }),
      201,
    );
    await harness.settlesAs(now.id, "published");
  });

  it("a Pro seller schedules a post; the calendar lists it at its time, with zero results until it goes out", async () => {
    const { account, channelId, channel } = await proSeller();
    const at = inHours(26);
    const post = await json<ChannelPost>(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "Friday's offer",
        hashtags: ["#offer"],
        caption_style: "fun",
        scheduled_at: at,
      }),
      201,
    );
    expect(post).toMatchObject({
      status: "scheduled",
      scheduled_at: at,
      channel_title: channel.title,
      platform: "telegram",
      caption_style: "fun",
      product: null,
      link: null,
      message_link: null,
      published_at: null,
      results: { opens: 0, orders: 0, revenue: 0 },
    });
    const list = await json<{ items: ChannelPost[] }>(
      await harness.send(
        account,
        "GET",
        `/api/publishing/posts?from=${encodeURIComponent(inHours(0))}&to=${encodeURIComponent(inHours(48))}`,
      ),
      200,
    );
    expect(list.items.map((item) => item.id)).toEqual([post.id]);
    const before = await json<{ items: ChannelPost[] }>(
      await harness.send(
        account,
        "GET",
        `/api/publishing/posts?from=${encodeURIComponent(inHours(0))}&to=${encodeURIComponent(inHours(25))}`,
      ),
      200,
    );
    expect(before.items).toEqual([]);
    expect(harness.messagesIn(channel.id)).toEqual([]);
  });
});

describe("a scheduled post can be edited, moved or cancelled until it goes out (issue 19)", () => {
  it("edited words are what goes out; moved to a few seconds from now, it is published then", async () => {
    const { account, channelId, channel } = await proSeller();
    const post = await json<ChannelPost>(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "Draft",
        scheduled_at: inHours(5),
      }),
      201,
    );
    const edited = await json<ChannelPost>(
      await harness.send(account, "PATCH", `/api/publishing/posts/${post.id}`, {
        caption: "Final words",
        hashtags: ["#final"],
      }),
      200,
    );
    expect(edited).toMatchObject({ caption: "Final words", hashtags: ["#final"], scheduled_at: post.scheduled_at });
    const soon = new Date(Date.now() + 3_000).toISOString();
    const moved = await json<ChannelPost>(
      await harness.send(account, "PATCH", `/api/publishing/posts/${post.id}`, { scheduled_at: soon }),
      200,
    );
    expect(moved).toMatchObject({ status: "scheduled", scheduled_at: soon });
    await harness.settlesAs(post.id, "published");
    expect(harness.messagesIn(channel.id).map((message) => message.text)).toEqual(["Final words\n\n#final"]);
  });

  it("a cancelled post is gone, and its queued job sends nothing when its time comes", async () => {
    const { account, channelId, channel } = await proSeller();
    const post = await json<ChannelPost>(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "Cancelled",
        scheduled_at: new Date(Date.now() + 2_000).toISOString(),
      }),
      201,
    );
    const cancelled = await harness.send(account, "DELETE", `/api/publishing/posts/${post.id}`);
    expect(cancelled.status).toBe(204);
    expect((await harness.send(account, "GET", `/api/publishing/posts/${post.id}`)).status).toBe(404);
    await expect.poll(() => harness.postJobStates(post.id), { timeout: 20_000, interval: 200 }).toEqual(["completed"]);
    expect(harness.messagesIn(channel.id)).toEqual([]);
    expect(await postsOf(account)).toBe(0);
  });

  it("a published post cannot be edited, moved or cancelled: 409 post_not_editable, unchanged", async () => {
    const { account, channelId } = await harness.seller();
    const post = await json<ChannelPost>(
      await harness.createPost(account, { channel_id: channelId, source: "daily_content", caption: "Out already" }),
      201,
    );
    await harness.settlesAs(post.id, "published");
    const edit = await json<{ code: string }>(
      await harness.send(account, "PATCH", `/api/publishing/posts/${post.id}`, { caption: "Changed" }),
      409,
    );
    expect(edit.code).toBe("post_not_editable");
    const cancel = await json<{ code: string }>(
      await harness.send(account, "DELETE", `/api/publishing/posts/${post.id}`),
      409,
    );
    expect(cancel.code).toBe("post_not_editable");
    expect(await harness.row(post.id)).toMatchObject({ caption: "Out already", status: "published" });
  });
});

describe("posts are the seller's own, and bad input changes nothing (issue 19)", () => {
  it("another seller's post, channel and product are not found (404), and nothing of theirs changes", async () => {
    const owner = await proSeller();
    const other = await proSeller();
    const product = await harness.product(owner.account);
    const post = await json<ChannelPost>(
      await harness.createPost(owner.account, {
        channel_id: owner.channelId,
        source: "daily_content",
        caption: "Mine",
        scheduled_at: inHours(3),
      }),
      201,
    );
    const path = `/api/publishing/posts/${post.id}`;
    expect((await harness.send(other.account, "GET", path)).status).toBe(404);
    expect((await harness.send(other.account, "PATCH", path, { caption: "Theirs" })).status).toBe(404);
    expect((await harness.send(other.account, "DELETE", path)).status).toBe(404);
    const onTheirChannel = { source: "daily_content" as const, caption: "Hijack", channel_id: owner.channelId };
    expect((await harness.createPost(other.account, onTheirChannel)).status).toBe(404);
    const withTheirProduct = {
      channel_id: other.channelId,
      source: "product" as const,
      product_id: product.id,
      caption: "Hijack",
    };
    expect((await harness.createPost(other.account, withTheirProduct)).status).toBe(404);
    const theirDay = {
      channel_id: other.channelId,
      source: "daily_content" as const,
      daily_content_id: "x",
      caption: "A",
    };
    expect((await harness.createPost(other.account, theirDay)).status).toBe(404);
    const movedToTheirs = await harness.send(owner.account, "PATCH", path, { channel_id: other.channelId });
    expect(movedToTheirs.status).toBe(404);
    expect(await harness.row(post.id)).toMatchObject({ caption: "Mine", channelId: owner.channelId });
    expect(await postsOf(other.account)).toBe(0);
  });

  it("bad input is refused with the field's message key and stores nothing", async () => {
    const { account, channelId } = await proSeller();
    const photo = await harness.product(account);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ caption: "" }, "caption", "captionRequired"],
      [{ hashtags: ["no-hash"] }, "hashtags.0", "hashtagFormat"],
      [{ source: "product" }, "product_id", "productRequired"],
      [{ scheduled_at: new Date(Date.now() - 3_600_000).toISOString() }, "scheduled_at", "whenPast"],
      [{ scheduled_at: inHours(24 * 91) }, "scheduled_at", "whenTooFar"],
      [{ scheduled_at: "tomorrow" }, "scheduled_at", "whenInvalid"],
      // 1,020 characters and two hashtags do not fit under a photo (1,024).
      [
        { source: "product", product_id: photo.id, caption: "x".repeat(1020), hashtags: ["#one", "#two"] },
        "caption",
        "captionTooLong",
      ],
    ];
    for (const [change, field, key] of refusals) {
      const body = { channel_id: channelId, source: "daily_content", caption: "Fine", ...change };
      const refused = await json<{ code: string; issues: { path: string; message: string }[] }>(
        await harness.send(account, "POST", "/api/publishing/posts", body),
        400,
      );
      expect(refused.code, JSON.stringify(change)).toBe("validation_failed");
      expect(refused.issues, JSON.stringify(change)).toContainEqual({ path: field, message: key });
    }
    expect(await postsOf(account)).toBe(0);

    // The same words fit a text post (4,096), and an edit that would not fit under the photo is refused too.
    const text = await harness.createPost(account, {
      channel_id: channelId,
      source: "daily_content",
      caption: "x".repeat(1020),
      hashtags: ["#one", "#two"],
      scheduled_at: inHours(2),
    });
    expect(text.status).toBe(201);
    const withPhoto = await json<ChannelPost>(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "product",
        product_id: photo.id,
        caption: "Short",
        scheduled_at: inHours(2),
      }),
      201,
    );
    const tooLong = await harness.send(account, "PATCH", `/api/publishing/posts/${withPhoto.id}`, {
      caption: "y".repeat(1030),
    });
    expect(tooLong.status).toBe(400);
    expect(await harness.row(withPhoto.id)).toMatchObject({ caption: "Short" });

    const span = `/api/publishing/posts?from=${encodeURIComponent(inHours(0))}&to=${encodeURIComponent(inHours(24 * 46))}`;
    const tooWide = await json<{ issues: { message: string }[] }>(await harness.send(account, "GET", span), 400);
    expect(tooWide.issues).toContainEqual({ path: "to", message: "rangeTooLong" });
  });
});
