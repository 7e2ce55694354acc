import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerBot } from "../../shared/bots";
import { botUpdates, sellerBots, userBlocks } from "../db/schema";
import { type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { type BotUpdates, startBotUpdates } from "./start-bot-updates";
import { deferredPolling } from "./update-polling";

// The app on `npm start`'s default address: plain http, which no platform posts to.
const localAppUrl = "http://localhost:3000";
const polling = { APP_URL: localAppUrl, BOT_LONG_POLL_SECONDS: "1", BOT_POLL_CHECK_SECONDS: "0.2" };

describe("a bot's updates by long polling when the app has no https address (DESIGN 40)", () => {
  let harness: ShopHarness;
  let updates: BotUpdates;
  beforeAll(async () => {
    harness = await startShopHarness(polling);
    updates = await harness.server.startBotUpdates();
  });
  afterAll(async () => {
    await updates.stop();
    await harness.close();
  });

  const botsOf = async (shop: Awaited<ReturnType<ShopHarness["shop"]>>) =>
    (await harness.get<{ items: SellerBot[] }>(shop.seller, "/api/bots")).items;
  const storedUpdatesOf = (botId: string) =>
    harness.server.database.db.select().from(botUpdates).where(eq(botUpdates.botId, botId));

  it("BOT-04 a buyer's /start reaches a bot connected on plain http: fetched, stored once, answered and confirmed", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    expect(harness.standIn.webhookOf(shop.bot.token)).toBeUndefined();
    await expect.poll(() => updates.polling(shop.id)).toBe(true);

    const sent = harness.standIn.sendUpdate(shop.bot.token, shop.text("/start"));
    await expect.poll(() => shop.sent().length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Stored in the webhook's table, so the handling, the retry job and the counts are the same.
    const stored = await storedUpdatesOf(shop.id);
    expect(stored.map((row) => row.updateId)).toEqual([sent.update_id]);
    await expect.poll(async () => (await storedUpdatesOf(shop.id))[0]?.handledAt).not.toBeNull();
    // The next getUpdates confirmed it (its offset), so the platform forgets it.
    await expect.poll(() => harness.standIn.unconfirmedUpdates(shop.bot.token)).toEqual([]);

    const [bot] = await botsOf(shop);
    expect(bot).toMatchObject({ receives_by: "polling", receive_problem: null, webhook_set: false });
    expect(bot?.last_active_at).not.toBeNull();
  });

  it("several buyers writing at once are each answered, in one poll per bot", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    await expect.poll(() => updates.polling(shop.id)).toBe(true);
    const buyers = [shop, harness.buyerOf(shop), harness.buyerOf(shop), harness.buyerOf(shop)];
    for (const buyer of buyers) harness.standIn.sendUpdate(shop.bot.token, buyer.text("/start"));
    for (const buyer of buyers) await expect.poll(() => buyer.sent().length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(harness.standIn.pollConflicts).toEqual([]);
  });

  it("a revoked token is shown to the seller as such; connecting the new token clears it and the bot answers again", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    await expect.poll(() => updates.polling(shop.id)).toBe(true);
    const renewed = harness.standIn.renewToken(shop.bot.token);
    await expect.poll(async () => (await botsOf(shop))[0]?.receive_problem, { timeout: 15_000 }).toBe("token_revoked");
    expect((await botsOf(shop))[0]?.receive_problem_since).not.toBeNull();

    const reconnected = await harness.post(shop.seller, "/api/bots", {
      platform: "telegram",
      bot_username: shop.bot.username,
      bot_token: renewed.token,
    });
    expect(reconnected.status).toBe(201);
    expect(((await reconnected.json()) as SellerBot).receive_problem).toBeNull();
    harness.standIn.sendUpdate(renewed.token, shop.text("/start"));
    await expect
      .poll(() => harness.standIn.messages.filter((m) => m.token === renewed.token).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  });

  it("a deleted bot's poll stops at once, and a deactivated one's within a check", async () => {
    const deleted = await harness.shop();
    const deactivated = await harness.shop();
    await expect.poll(() => updates.polling(deleted.id) && updates.polling(deactivated.id)).toBe(true);

    const response = await harness.server.app.request(
      `/api/bots/${deleted.id}`,
      harness.onApp(deleted.seller, { method: "DELETE" }),
    );
    expect(response.status).toBe(204);
    await expect.poll(() => updates.polling(deleted.id)).toBe(false);

    // As an admin's deactivation leaves it: the next look at the bots stops the poll.
    await harness.server.database.db
      .update(sellerBots)
      .set({ status: "inactive" })
      .where(eq(sellerBots.id, deactivated.id));
    await expect.poll(() => updates.polling(deactivated.id)).toBe(false);
    harness.standIn.sendUpdate(deactivated.bot.token, deactivated.text("/start"));
    // Nothing takes it: it waits, unconfirmed, at the platform.
    expect(harness.standIn.unconfirmedUpdates(deactivated.bot.token)).toHaveLength(1);
  });

  it("a bot whose seller an admin blocked stops polling, and starts again once unblocked", async () => {
    const shop = await harness.shop();
    await expect.poll(() => updates.polling(shop.id)).toBe(true);
    const { db } = harness.server.database;
    await db.insert(userBlocks).values({ userId: shop.seller.id, reason: "spam" });
    await expect.poll(() => updates.polling(shop.id)).toBe(false);
    await db.delete(userBlocks).where(eq(userBlocks.userId, shop.seller.id));
    await expect.poll(() => updates.polling(shop.id)).toBe(true);
  });

  it("a webhook left from an https address is removed, and the updates it held are fetched", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    await expect.poll(() => updates.polling(shop.id)).toBe(true);
    // As when the app ran behind https before: the platform holds a webhook and refuses getUpdates beside it.
    const setWebhook = await fetch(`${harness.standIn.baseUrl}/bot${shop.bot.token}/setWebhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://old.example/api/bots/x/webhook" }),
    });
    expect(setWebhook.status).toBe(200);
    harness.standIn.sendUpdate(shop.bot.token, shop.text("/start"));
    await expect.poll(() => shop.sent().length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(harness.standIn.webhookOf(shop.bot.token)).toBeUndefined();
  });
});

describe("behind an https address the bots take updates by webhook and nothing polls (DESIGN 40)", () => {
  let harness: ShopHarness;
  beforeAll(async () => {
    harness = await startShopHarness();
  });
  afterAll(() => harness.close());

  it("a bot connected while the app had no https address gets its webhook at the start, and posts with its new secret", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    // Connected on plain http: no webhook at the platform, none in the row.
    await fetch(`${harness.standIn.baseUrl}/bot${shop.bot.token}/deleteWebhook`, { method: "POST" });
    await harness.server.database.db.update(sellerBots).set({ webhookUrl: null }).where(eq(sellerBots.id, shop.id));

    const updates = await harness.server.startBotUpdates();
    const webhook = harness.standIn.webhookOf(shop.bot.token);
    expect(webhook?.url).toBe(`https://shop.example/api/bots/${shop.id}/webhook`);
    expect(updates.polling(shop.id)).toBe(false);
    const [bot] = (await harness.get<{ items: SellerBot[] }>(shop.seller, "/api/bots")).items;
    expect(bot).toMatchObject({ receives_by: "webhook", webhook_set: true });

    const posted = await harness.server.app.request(`/api/bots/${shop.id}/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": webhook?.secretToken ?? "" },
      body: JSON.stringify(shop.text("/start")),
    });
    expect(posted.status).toBe(200);
    await harness.settled();
    expect(shop.sent().length).toBeGreaterThan(0);
    // Nothing asked the platform for updates.
    expect(harness.standIn.requests.filter((request) => request.method === "getUpdates")).toEqual([]);
    await updates.stop();
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres" && process.env.TEST_DATABASE_URL)(
  "two instances on one PostgreSQL database poll each bot once (DESIGN 40)",
  () => {
    let harness: ShopHarness;
    beforeAll(async () => {
      harness = await startShopHarness(polling);
    });
    afterAll(() => harness.close());

    // Each instance has its own polls and its own lock connection; only the database is shared.
    const instance = () =>
      startBotUpdates(harness.server.ctx, {
        database: harness.server.database.jobConnection,
        onUpdateStored: harness.server.reactions.onUpdateStored,
        polling: deferredPolling(),
      });

    it("one instance polls the bot, and the other takes over within seconds when that one stops", async () => {
      const shop = await harness.shop();
      await harness.product(shop.seller);
      const first = await instance();
      await expect.poll(() => first.polling(shop.id)).toBe(true);
      const second = await instance();
      // Started, the second has looked at the bots once and left this one to the first.
      expect([first.polling(shop.id), second.polling(shop.id)]).toEqual([true, false]);

      await first.stop();
      await expect.poll(() => second.polling(shop.id), { timeout: 10_000 }).toBe(true);
      harness.standIn.sendUpdate(shop.bot.token, shop.text("/start"));
      await expect.poll(() => shop.sent().length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(harness.standIn.pollConflicts).toEqual([]);
      await second.stop();
    });
  },
);
