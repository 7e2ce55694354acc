import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { startZarinpalStandIn } from "../src/server/integrations/zarinpal/test/zarinpal-stand-in";
import { appStartsTimeout, freePort, type RunningApp, startApp } from "./support/app-process";
import { launchBrowser, openPage } from "./support/browser";
import {
  buyerOrders,
  buyerPaysAtGateway,
  countedSeller,
  openShop,
  sellerSeesPaidOrder,
  setUpGateway,
  telegramBuyer,
} from "./support/first-sale";
import { type HttpsFront, startHttpsFront } from "./support/https-front";

// Issue 35: the first-sale journey of first-sale.e2e.ts behind an https front, where the app sets each bot's
// webhook (DESIGN 40) and the Bot API stand-in posts the buyer's updates to it, as Telegram does.
let botApi: BotApiStandIn;
let zarinpal: Awaited<ReturnType<typeof startZarinpalStandIn>>;
let app: RunningApp;
let front: HttpsFront;
let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  const frontPort = await freePort();
  // Telegram posts only to ports 80, 88, 443 and 8443; the front listens on a free one instead.
  botApi = await startBotApiStandIn({ deliverToWebhooks: true, extraWebhookPorts: [frontPort] });
  zarinpal = await startZarinpalStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), "first-sale-https-"));
  app = await startApp({
    dataDir,
    env: {
      APP_URL: `https://localhost:${frontPort}`,
      TELEGRAM_API_ROOT: botApi.baseUrl,
      BALE_API_ROOT: botApi.baseUrl,
      ZARINPAL_API_ROOT: zarinpal.baseUrl,
    },
  });
  front = await startHttpsFront({ port: frontPort, target: app.url });
  browser = await launchBrowser();
}, appStartsTimeout);
afterAll(async () => {
  await browser?.close();
  await front?.close();
  await app?.stop();
  await botApi?.close();
  await zarinpal?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a new seller's first paid order behind https (issue 35)", () => {
  it(
    "ISSUE35-JOURNEY behind an https front, in Persian on a 375 px phone, sign-up to a buyer's gateway payment takes at most 15 actions and the bot goes through the webhook",
    async () => {
      const bot = botApi.addBot({ username: "first_https_bot", firstName: "فروشگاه سارا" });
      const { context, page } = await openPage(browser, {
        baseUrl: front.url,
        language: "fa",
        width: 375,
        ignoreHTTPSErrors: true,
      });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);
      const webhook = botApi.webhookOf(bot.token);
      expect(webhook?.url.replace(front.url, "")).toMatch(/^\/api\/bots\/[0-9a-f-]{36}\/webhook$/);
      expect(webhook?.secretToken).toBeTruthy();

      await setUpGateway(seller, page, steps);
      expect(seller.actions).toBeLessThanOrEqual(15);

      // The buyer's part: the stand-in posts each update to the webhook, through the front.
      const buyer = telegramBuyer(botApi, bot.token, 910_101);
      await buyerOrders(buyer, "gateway");
      const payLink = await buyerPaysAtGateway(buyer, context, zarinpal);
      expect(payLink.startsWith(`${front.url}/shop/pay/`)).toBe(true);
      await sellerSeesPaidOrder(page, steps);

      // Eight updates (/start to the confirmation), each taken at its first post, and none fetched by a poll.
      const deliveries = botApi.webhookDeliveries.filter((delivery) => delivery.token === bot.token);
      expect(deliveries.map((one) => one.status)).toEqual(deliveries.map(() => 200));
      expect(new Set(deliveries.map((one) => one.updateId)).size).toBeGreaterThanOrEqual(8);
      expect(botApi.unconfirmedUpdates(bot.token)).toEqual([]);
      const polls = botApi.requests.filter((call) => call.token === bot.token && call.method === "getUpdates");
      expect(polls).toEqual([]);
      await context.close();
    },
    appStartsTimeout,
  );
});
