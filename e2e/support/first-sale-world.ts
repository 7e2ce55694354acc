import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { type BotApiStandIn, startBotApiStandIn } from "../../src/server/integrations/telegram/test/bot-api-stand-in";
import {
  startZarinpalStandIn,
  type ZarinpalStandIn,
} from "../../src/server/integrations/zarinpal/test/zarinpal-stand-in";
import { freePort, startApp } from "./app-process";
import { launchBrowser } from "./browser";
import { type HttpsFront, startHttpsFront } from "./https-front";

export interface FirstSaleWorld {
  botApi: BotApiStandIn;
  zarinpal: ZarinpalStandIn;
  /** Where the seller's browser and the buyer's pay link go: the app itself, or the https front before it. */
  baseUrl: string;
  front: HttpsFront | undefined;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Issue 35's counted journeys: an app of their own started as `npm start` starts it, with the Bot API and
 * Zarinpal stand-ins as the platforms. Plain http (the bot polls), or behind an https front (the app sets each
 * bot's webhook and the stand-in posts to it; Telegram allows only ports 80, 88, 443 and 8443, so the front's
 * free port is allowed too).
 */
export async function startFirstSaleWorld(options: { https: boolean }): Promise<FirstSaleWorld> {
  const frontPort = options.https ? await freePort() : undefined;
  const botApi = await startBotApiStandIn(frontPort ? { deliverToWebhooks: true, extraWebhookPorts: [frontPort] } : {});
  const zarinpal = await startZarinpalStandIn();
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-sale-"));
  const app = await startApp({
    dataDir,
    env: {
      ...(frontPort ? { APP_URL: `https://localhost:${frontPort}` } : {}),
      TELEGRAM_API_ROOT: botApi.baseUrl,
      BALE_API_ROOT: botApi.baseUrl,
      ZARINPAL_API_ROOT: zarinpal.baseUrl,
    },
    fromMigratedCopy: true,
  });
  const front = frontPort ? await startHttpsFront({ port: frontPort, target: app.url }) : undefined;
  const browser = await launchBrowser();
  return {
    botApi,
    zarinpal,
    baseUrl: front?.url ?? app.url,
    front,
    browser,
    async close() {
      await browser.close();
      await front?.close();
      await app.stop();
      await botApi.close();
      await zarinpal.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
