import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerChannel } from "../../shared/publishing";
import { channelPosts, sellerBots, sellerChannels, userBlocks } from "../db/schema";
import { type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import type { TestAccount } from "../test/make-user";

let harness: ShopHarness;
let lastChannel = 0;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const link = (seller: TestAccount, body: unknown) => harness.post(seller, "/api/publishing/channels", body);
const listOf = async (seller: TestAccount) =>
  (await harness.get<{ items: SellerChannel[] }>(seller, "/api/publishing/channels")).items;
const unlink = (seller: TestAccount, id: string) =>
  harness.server.app.request(`/api/publishing/channels/${id}`, harness.onApp(seller, { method: "DELETE" }));
const rowsOf = (userId: string) =>
  harness.server.database.db.select().from(sellerChannels).where(eq(sellerChannels.userId, userId));

type Member = Parameters<ShopHarness["standIn"]["setChannelMember"]>[2];

/** A channel at the platform with a fresh @username, the shop's bot in it as `member` says (or not at all). */
function channelOf(bot: { id: number }, member?: Member, options: { type?: "channel" | "supergroup" } = {}) {
  lastChannel += 1;
  const username = `shop_news_${lastChannel}`;
  const channel = harness.standIn.addChannel({ title: `Shop news ${lastChannel}`, username, ...options });
  if (member) harness.standIn.setChannelMember(channel.id, bot.id, member);
  return { ...channel, username };
}

const postingAdmin: Member = { status: "administrator", canPostMessages: true };

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { code: string; params?: object } };
}

describe("linking a Telegram or Bale channel to a bot (issue 19)", () => {
  it("a Telegram channel where the bot is an admin allowed to post is linked and listed with its title, link and bot", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    const response = await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` });
    expect(response.status, await response.clone().text()).toBe(201);
    const linked = (await response.json()) as SellerChannel;
    expect(linked).toMatchObject({
      bot_id: shop.id,
      bot_username: shop.bot.username,
      platform: "telegram",
      chat_id: String(channel.id),
      title: channel.title,
      username: channel.username,
      link: `https://t.me/${channel.username}`,
    });
    expect(await listOf(shop.seller)).toEqual([linked]);
    const calls = harness.standIn.requests.filter((call) => call.token === shop.bot.token).map((call) => call.method);
    expect(calls).toEqual(expect.arrayContaining(["getChat", "getChatMember"]));
  });

  it("a Bale channel is checked at Bale and links to ble.ir, typed as its ble.ir address", async () => {
    const shop = await harness.shop("bale");
    const channel = channelOf(shop.bot, postingAdmin);
    const response = await link(shop.seller, { bot_id: shop.id, channel: `ble.ir/${channel.username}` });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({ platform: "bale", link: `https://ble.ir/${channel.username}` });
  });

  it("a t.me link and the -100 id of a channel without a username are taken too; the title is the platform's", async () => {
    const shop = await harness.shop();
    const byLink = channelOf(shop.bot, postingAdmin);
    const first = await link(shop.seller, { bot_id: shop.id, channel: `https://t.me/${byLink.username}/` });
    expect(first.status, await first.clone().text()).toBe(201);

    const secret = harness.standIn.addChannel({ title: "Private offers" });
    harness.standIn.setChannelMember(secret.id, shop.bot.id, postingAdmin);
    const second = await link(shop.seller, { bot_id: shop.id, channel: ` ${secret.id} ` });
    expect(second.status, await second.clone().text()).toBe(201);
    expect(await second.json()).toMatchObject({
      chat_id: String(secret.id),
      title: "Private offers",
      username: null,
      link: null,
    });
    expect((await listOf(shop.seller)).map((one) => one.title)).toEqual(["Private offers", byLink.title]);
  });

  it.each<[string, Member | undefined, string]>([
    ["the bot is not in the channel", undefined, "bot_not_member"],
    ["the bot was removed from the channel", { status: "kicked" }, "bot_not_member"],
    ["the bot is a member, not an admin", { status: "member" }, "bot_not_admin"],
    [
      "the bot is an admin without 'Post messages'",
      { status: "administrator", canPostMessages: false },
      "bot_cannot_post",
    ],
  ])("%s: refused with the reason to fix, nothing stored", async (_case, member, reason) => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, member);
    const answer = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` }));
    expect(answer).toEqual({
      status: 422,
      body: expect.objectContaining({ code: "channel_not_postable", params: { reason } }),
    });
    expect(await rowsOf(shop.seller.id)).toEqual([]);
  });

  it("a group is not a channel, and a channel that does not exist is not found", async () => {
    const shop = await harness.shop();
    const group = channelOf(shop.bot, postingAdmin, { type: "supergroup" });
    const asGroup = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${group.username}` }));
    expect(asGroup).toMatchObject({ status: 422, body: { params: { reason: "not_a_channel" } } });
    const unknown = await refusal(await link(shop.seller, { bot_id: shop.id, channel: "@nobody_made_this" }));
    expect(unknown).toMatchObject({ status: 422, body: { params: { reason: "chat_not_found" } } });
    const deleted = channelOf(shop.bot, postingAdmin);
    harness.standIn.deleteChannel(deleted.id);
    const gone = await refusal(await link(shop.seller, { bot_id: shop.id, channel: String(deleted.id) }));
    expect(gone).toMatchObject({ status: 422, body: { params: { reason: "chat_not_found" } } });
    expect(await rowsOf(shop.seller.id)).toEqual([]);
  });

  it("a bot whose token stopped working: refused so the seller connects it again", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    harness.standIn.revokeToken(shop.bot.token);
    const answer = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` }));
    expect(answer).toMatchObject({ status: 422, body: { params: { reason: "bot_token_invalid" } } });
  });

  it("a platform that does not answer is 502 bot_platform_unreachable, nothing stored", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    harness.standIn.failNext("http-502");
    const answer = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` }));
    expect(answer).toMatchObject({ status: 502, body: { code: "bot_platform_unreachable" } });
    expect(await rowsOf(shop.seller.id)).toEqual([]);
  });

  it("the same channel twice on the same bot is 409 channel_already_linked, however it is typed", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    expect((await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` })).status).toBe(201);
    const again = await refusal(await link(shop.seller, { bot_id: shop.id, channel: String(channel.id) }));
    expect(again).toMatchObject({ status: 409, body: { code: "channel_already_linked" } });
    expect(await rowsOf(shop.seller.id)).toHaveLength(1);
  });

  it("two links of the same channel at once store it once", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    const body = { bot_id: shop.id, channel: `@${channel.username}` };
    const statuses = (await Promise.all([link(shop.seller, body), link(shop.seller, body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await rowsOf(shop.seller.id)).toHaveLength(1);
  });

  it("another seller's bot is 404 not_found, and the platform is not asked", async () => {
    const owner = await harness.shop();
    const other = await harness.shop();
    const channel = channelOf(owner.bot, postingAdmin);
    const calls = harness.standIn.requests.length;
    const answer = await refusal(await link(other.seller, { bot_id: owner.id, channel: `@${channel.username}` }));
    expect(answer).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(harness.standIn.requests.length).toBe(calls);
    expect(await rowsOf(other.seller.id)).toEqual([]);
  });

  it("a bot an admin deactivated links nothing (403 forbidden)", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    await harness.server.database.db.update(sellerBots).set({ status: "inactive" }).where(eq(sellerBots.id, shop.id));
    const answer = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` }));
    expect(answer).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect(await rowsOf(shop.seller.id)).toEqual([]);
  });

  it("a seller an admin blocked links nothing, and the platform is not asked", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    await harness.server.database.db.insert(userBlocks).values({ userId: shop.seller.id, reason: "Fraud reports" });
    const calls = harness.standIn.requests.length;
    const answer = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` }));
    expect(answer).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect(harness.standIn.requests.length).toBe(calls);
    expect(await rowsOf(shop.seller.id)).toEqual([]);
  });

  it("a seller with 20 channels linked gets 409 channel_limit_reached naming the limit", async () => {
    const shop = await harness.shop();
    await harness.server.database.db.insert(sellerChannels).values(
      Array.from({ length: 20 }, (_, index) => ({
        id: crypto.randomUUID(),
        userId: shop.seller.id,
        botId: shop.id,
        chatId: -1009000000000 - index,
        title: `Old channel ${index}`,
      })),
    );
    const channel = channelOf(shop.bot, postingAdmin);
    const answer = await refusal(await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` }));
    expect(answer).toMatchObject({ status: 409, body: { code: "channel_limit_reached", params: { limit: 20 } } });
    expect(await rowsOf(shop.seller.id)).toHaveLength(20);
  });

  it("bad input is 400 validation_failed with the field's message, stores nothing and asks no platform", async () => {
    const shop = await harness.shop();
    const calls = harness.standIn.requests.length;
    const cases: [unknown, string][] = [
      [{ bot_id: shop.id, channel: "" }, "channelRequired"],
      [{ bot_id: shop.id, channel: "   " }, "channelRequired"],
      [{ bot_id: shop.id, channel: "@ab" }, "channelFormat"],
      [{ bot_id: shop.id, channel: "https://t.me/+AbCdEfGh123" }, "channelFormat"],
      [{ bot_id: shop.id, channel: "https://example.com/shop_news" }, "channelFormat"],
      [{ bot_id: shop.id, channel: "-12345" }, "channelFormat"],
      [{ bot_id: shop.id, channel: `@${"a".repeat(201)}` }, "channelFormat"],
      [{ bot_id: "", channel: "@shop_news" }, "botRequired"],
    ];
    for (const [body, message] of cases) {
      const response = await link(shop.seller, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { code: string; issues: { message: string }[] };
      expect(answer.code).toBe("validation_failed");
      expect(answer.issues[0]?.message, JSON.stringify(body)).toBe(message);
    }
    expect((await link(shop.seller, { channel: "@shop_news" })).status).toBe(400);
    expect((await link(shop.seller, { bot_id: 7, channel: "@shop_news" })).status).toBe(400);
    expect(harness.standIn.requests.length).toBe(calls);
    expect(await rowsOf(shop.seller.id)).toEqual([]);
  });
});

describe("unlinking a channel (issue 19)", () => {
  it("the channel leaves the list; its posts stay, still named by its title", async () => {
    const shop = await harness.shop();
    const channel = channelOf(shop.bot, postingAdmin);
    const linked = (await (
      await link(shop.seller, { bot_id: shop.id, channel: `@${channel.username}` })
    ).json()) as SellerChannel;
    const db = harness.server.database.db;
    const postId = crypto.randomUUID();
    await db.insert(channelPosts).values({
      id: postId,
      userId: shop.seller.id,
      channelId: linked.id,
      channelTitle: linked.title,
      platform: "telegram",
      postKey: postId.replaceAll("-", "").slice(0, 8),
      source: "product",
      caption: "New soaps",
      scheduledAt: new Date(Date.now() + 3_600_000),
    });
    expect((await unlink(shop.seller, linked.id)).status).toBe(204);
    expect(await listOf(shop.seller)).toEqual([]);
    const [post] = await db.select().from(channelPosts).where(eq(channelPosts.id, postId));
    expect(post).toMatchObject({ channelId: null, channelTitle: linked.title, status: "scheduled" });
    expect((await unlink(shop.seller, linked.id)).status).toBe(404);
  });

  it("another seller's channel is 404 not_found and stays linked", async () => {
    const owner = await harness.shop();
    const other = await harness.shop();
    const channel = channelOf(owner.bot, postingAdmin);
    const linked = (await (
      await link(owner.seller, { bot_id: owner.id, channel: `@${channel.username}` })
    ).json()) as SellerChannel;
    const answer = await refusal(await unlink(other.seller, linked.id));
    expect(answer).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await listOf(owner.seller)).toHaveLength(1);
    expect((await unlink(other.seller, "not-an-id")).status).toBe(400);
  });

  it("a channel needs a signed-in seller", async () => {
    const response = await harness.server.app.request("/api/publishing/channels");
    expect(response.status).toBe(401);
  });
});
