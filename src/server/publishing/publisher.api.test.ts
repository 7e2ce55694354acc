import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChannelPost, postStartParam } from "../../shared/publishing";
import { channelPosts, products, sellerBots } from "../db/schema";
import { subscribe } from "../test/subscribe";
import { newPostKey } from "./post-key";
import { type PublishingHarness, startPublishingHarness } from "./test/publishing-harness";

let harness: PublishingHarness;
beforeAll(async () => {
  harness = await startPublishingHarness();
});
afterAll(() => harness.close());

type Button = { text: string; url?: string };
const buttonsOf = (markup: unknown) =>
  ((markup as { inline_keyboard?: Button[][] } | undefined)?.inline_keyboard ?? []).flat();

async function created(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ChannelPost;
}

describe("publishing a post to the seller's channel (issue 19, DESIGN 28)", () => {
  it("publish now: the product's photo goes to the channel with the caption, the hashtags and a 'buy in the bot' button naming the post", async () => {
    const { account, bot, channel, channelId } = await harness.seller();
    const shawl = await harness.product(account, { name: "Wool shawl" });
    const post = await created(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "product",
        product_id: shawl.id,
        caption: "A warm shawl <handmade> & soft",
        hashtags: ["#shawl", "#wool"],
      }),
    );
    expect(post.status).toBe("scheduled");
    await harness.settlesAs(post.id, "published");

    const [message] = harness.messagesIn(channel.id);
    expect(harness.messagesIn(channel.id)).toHaveLength(1);
    expect(message?.token).toBe(bot.token);
    expect(message?.photo?.uploadedBytes).toBeGreaterThan(0);
    expect(message?.parseMode).toBe("HTML");
    expect(message?.caption).toBe("A warm shawl &lt;handmade&gt; &amp; soft\n\n#shawl #wool");
    const stored = await harness.row(post.id);
    const expectedLink = `https://t.me/${bot.username}?start=${postStartParam(stored?.postKey ?? "", shawl.product_code)}`;
    expect(buttonsOf(message?.replyMarkup)).toEqual([{ text: "🛍 Buy in the bot", url: expectedLink }]);

    const read = await harness.send(account, "GET", `/api/publishing/posts/${post.id}`);
    const published = (await read.json()) as ChannelPost;
    expect(published).toMatchObject({
      status: "published",
      attempts: 1,
      failure: null,
      link: expectedLink,
      message_link: `https://t.me/${channel.username}/${message?.messageId}`,
      product: { id: shawl.id, name: "Wool shawl", code: shawl.product_code },
    });
    expect(published.product?.image_url).toMatch(/^\//);
    expect(stored?.messageId).toBe(message?.messageId);
  });

  it("publish now without a product: the words alone, as a text message with no button; a Persian caption", async () => {
    const { account, channel, channelId } = await harness.seller();
    const post = await created(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "پاییز رسید؛ با ما بمانید",
        hashtags: ["#پاییز"],
      }),
    );
    await harness.settlesAs(post.id, "published");
    const [message] = harness.messagesIn(channel.id);
    expect(message?.photo).toBeUndefined();
    expect(message?.text).toBe("پاییز رسید؛ با ما بمانید\n\n#پاییز");
    expect(buttonsOf(message?.replyMarkup)).toEqual([]);
  });

  it("a Persian caption gets the Persian button", async () => {
    const { account, channel, channelId } = await harness.seller();
    const vase = await harness.product(account, {}, false);
    const post = await created(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "product",
        product_id: vase.id,
        caption: "گلدان سفالی دست‌ساز",
      }),
    );
    await harness.settlesAs(post.id, "published");
    const [message] = harness.messagesIn(channel.id);
    // A product without a photo still sells: text with the button.
    expect(message?.text).toBe("گلدان سفالی دست‌ساز");
    expect(buttonsOf(message?.replyMarkup).map((button) => button.text)).toEqual(["🛍 خرید در ربات"]);
  });

  it("a send the platform did not answer is tried again with backoff and then published, once", async () => {
    const { account, channel, channelId } = await harness.seller();
    const heard = harness.postEvents(account.id);
    harness.standIn.failNext("http-502");
    harness.standIn.failNext("http-502");
    const post = await created(
      await harness.createPost(account, { channel_id: channelId, source: "daily_content", caption: "Weekend sale" }),
    );
    await harness.settlesAs(post.id, "published", 30_000);
    expect(harness.messagesIn(channel.id)).toHaveLength(1);
    expect(await harness.row(post.id)).toMatchObject({ attempts: 3, failureReason: null });
    // The calendar hears each change: tried again twice, then published.
    await expect.poll(() => heard.map((event) => event.status)).toEqual(["scheduled", "scheduled", "published"]);
    expect(heard.every((event) => event.post_id === post.id)).toBe(true);
  }, 40_000);

  it("a bot that lost its admin rights: tried four times, then failed with the platform's reason for the seller", async () => {
    const { account, bot, channel, channelId } = await harness.seller();
    harness.standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: false });
    const post = await created(
      await harness.createPost(account, { channel_id: channelId, source: "daily_content", caption: "New arrivals" }),
    );
    await harness.settlesAs(post.id, "failed", 40_000);
    const read = (await (await harness.send(account, "GET", `/api/publishing/posts/${post.id}`)).json()) as ChannelPost;
    expect(read).toMatchObject({ status: "failed", attempts: 4, failure: { reason: "bot_cannot_post" } });
    expect(read.failure?.detail).toContain("administrator rights");
    const sends = harness.standIn.requests.filter(
      (call) =>
        call.token === bot.token && call.method === "sendMessage" && String(call.params.chat_id) === String(channel.id),
    );
    // Every try that reached the platform was refused. A try whose connection dropped on the way counts as one
    // of the four without reaching it (platform_unreachable, which keeps the platform's earlier words): seen
    // under load on PostgreSQL, three sends for four tries.
    expect(sends.length).toBeGreaterThanOrEqual(1);
    expect(sends.length).toBeLessThanOrEqual(4);
    expect(harness.messagesIn(channel.id)).toEqual([]);
  }, 50_000);

  it("a deleted channel: failed with chat_not_found; edited after the seller fixes it, it goes out", async () => {
    const { account, bot, botId, channel, channelId } = await harness.seller();
    harness.standIn.deleteChannel(channel.id);
    const post = await created(
      await harness.createPost(account, { channel_id: channelId, source: "daily_content", caption: "Last call" }),
    );
    await harness.settlesAs(post.id, "failed", 40_000);
    expect(await harness.row(post.id)).toMatchObject({ failureReason: "chat_not_found", attempts: 4 });

    // The seller links another channel and moves the failed post there: it is scheduled again and goes out.
    const other = await harness.linkChannel(account, { botId, platformBotId: bot.id });
    const freshId = other.channelId;
    const fresh = other.channel;
    const edited = await harness.send(account, "PATCH", `/api/publishing/posts/${post.id}`, { channel_id: freshId });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({
      status: "scheduled",
      attempts: 0,
      failure: null,
      channel_title: fresh.title,
    });
    await harness.settlesAs(post.id, "published");
    expect(harness.messagesIn(fresh.id)).toHaveLength(1);
  }, 60_000);

  it("a product deleted before its post goes out: failed product_gone at once, nothing sent", async () => {
    const { account, channel, channelId } = await harness.seller();
    await subscribe(harness.db(), account.id, "premium");
    const mug = await harness.product(account, { name: "Mug" });
    const post = await created(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "product",
        product_id: mug.id,
        caption: "Mugs are back",
        scheduled_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
    );
    await harness.db().delete(products).where(eq(products.id, mug.id));
    const now = await harness.send(account, "PATCH", `/api/publishing/posts/${post.id}`, { scheduled_at: null });
    expect(now.status, await now.clone().text()).toBe(200);
    await harness.settlesAs(post.id, "failed");
    expect(await harness.row(post.id)).toMatchObject({ failureReason: "product_gone", attempts: 1 });
    expect(harness.messagesIn(channel.id)).toEqual([]);
  });

  it("a post whose bot an admin deactivated is failed bot_inactive at once, and nothing reaches the channel", async () => {
    const { account, channel, channelId } = await harness.seller();
    const post = await created(
      await harness.createPost(account, { channel_id: channelId, source: "daily_content", caption: "Open till late" }),
    );
    await harness.settlesAs(post.id, "published");
    await harness.db().update(sellerBots).set({ status: "inactive" }).where(eq(sellerBots.userId, account.id));
    const next = await created(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "Closed on Friday",
      }),
    );
    await harness.settlesAs(next.id, "failed");
    expect(await harness.row(next.id)).toMatchObject({ failureReason: "bot_inactive", attempts: 1 });
    expect(harness.messagesIn(channel.id)).toHaveLength(1);
  });

  it("a post scheduled a few seconds ahead is published once at its time, though the app restarted in between", async () => {
    const { account, channel, channelId } = await harness.seller();
    await subscribe(harness.db(), account.id, "premium");
    const at = new Date(Date.now() + 2_000);
    const post = await created(
      await harness.createPost(account, {
        channel_id: channelId,
        source: "daily_content",
        caption: "Opening at noon",
        scheduled_at: at.toISOString(),
      }),
    );
    expect(post).toMatchObject({ status: "scheduled", scheduled_at: at.toISOString() });
    // The app stops before the post's time and comes back after it, on the same database.
    await harness.restart(() =>
      expect.poll(() => Date.now(), { timeout: 10_000, interval: 100 }).toBeGreaterThan(at.getTime() + 500),
    );
    expect(harness.messagesIn(channel.id)).toEqual([]);
    await harness.settlesAs(post.id, "published");
    // The sweep finds it published: a later minute sends nothing more.
    await harness.sweep();
    await harness.jobsSettle();
    expect(harness.messagesIn(channel.id)).toHaveLength(1);
    const stored = await harness.row(post.id);
    expect(stored?.attempts).toBe(1);
    expect(stored?.publishedAt?.getTime()).toBeGreaterThanOrEqual(at.getTime());
  }, 60_000);

  it("the minute's sweep queues a due post whose job is missing", async () => {
    const { account, channel, channelId } = await harness.seller();
    const id = crypto.randomUUID();
    // A post saved before the job queue was attached: in the database, with no job.
    await harness
      .db()
      .insert(channelPosts)
      .values({
        id,
        userId: account.id,
        channelId,
        channelTitle: "Channel",
        platform: "telegram",
        postKey: newPostKey(),
        source: "daily_content",
        caption: "Found by the sweep",
        scheduledAt: new Date(Date.now() - 30_000),
      });
    expect(await harness.postJobStates(id)).toEqual([]);
    expect((await harness.row(id))?.status).toBe("scheduled");
    await harness.sweep();
    await harness.settlesAs(id, "published");
    expect(harness.messagesIn(channel.id).map((message) => message.text)).toEqual(["Found by the sweep"]);
  });
});
