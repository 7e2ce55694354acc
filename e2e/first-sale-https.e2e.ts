import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appStartsTimeout } from "./support/app-process";
import { openPage } from "./support/browser";
import {
  buyerOrders,
  buyerPaysAtGateway,
  countedSeller,
  openShop,
  sellerSeesPaidOrder,
  setUpGateway,
  telegramBuyer,
} from "./support/first-sale";
import { type FirstSaleWorld, startFirstSaleWorld } from "./support/first-sale-world";

// Issue 35: the first-sale journey of first-sale.e2e.ts behind an https front, where the app sets each bot's
// webhook (DESIGN 40) and the Bot API stand-in posts the buyer's updates to it, as Telegram does.
let world: FirstSaleWorld;
beforeAll(async () => {
  world = await startFirstSaleWorld({ https: true });
}, appStartsTimeout);
afterAll(() => world?.close());

describe("a new seller's first paid order behind https (issue 35)", () => {
  it(
    "ISSUE35-JOURNEY behind an https front, in Persian on a 375 px phone, sign-up to a buyer's gateway payment takes at most 15 actions and the bot goes through the webhook",
    async () => {
      const bot = world.botApi.addBot({ username: "first_https_bot", firstName: "فروشگاه سارا" });
      const { context, page } = await openPage(world.browser, {
        baseUrl: world.baseUrl,
        language: "fa",
        width: 375,
        ignoreHTTPSErrors: true,
      });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);
      const webhook = world.botApi.webhookOf(bot.token);
      expect(webhook?.url.replace(world.baseUrl, "")).toMatch(/^\/api\/bots\/[0-9a-f-]{36}\/webhook$/);
      expect(webhook?.secretToken).toBeTruthy();

      await setUpGateway(seller, page, steps);
      expect(seller.actions).toBeLessThanOrEqual(15);

      // The buyer's part: the stand-in posts each update to the webhook, through the front.
      const buyer = telegramBuyer(world.botApi, bot.token, 910_101);
      await buyerOrders(buyer, "gateway");
      const payLink = await buyerPaysAtGateway(buyer, context, world.zarinpal);
      expect(payLink.startsWith(`${world.baseUrl}/shop/pay/`)).toBe(true);
      await sellerSeesPaidOrder(page, steps);

      // Eight updates (/start to the confirmation), each taken at its first post, and none fetched by a poll.
      const deliveries = world.botApi.webhookDeliveries.filter((delivery) => delivery.token === bot.token);
      expect(deliveries.map((one) => one.status)).toEqual(deliveries.map(() => 200));
      expect(new Set(deliveries.map((one) => one.updateId)).size).toBeGreaterThanOrEqual(8);
      expect(world.botApi.unconfirmedUpdates(bot.token)).toEqual([]);
      const polls = world.botApi.requests.filter((call) => call.token === bot.token && call.method === "getUpdates");
      expect(polls).toEqual([]);
      await context.close();
    },
    appStartsTimeout,
  );
});
