import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
// The first stand-in bots are this file's (bots.e2e.ts takes the last three).
const standInBots = inject("standInBots");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// One test per tab, so each has the whole timeout for its one axe run (four in one test ran past it on a busy
// machine); the seller and their data are made once per language.
const runs = [
  { language: "fa", theme: "dark", bot: 0 },
  { language: "en", theme: "light", bot: 1 },
] as const;
const tabs = [
  ["connections", (bot: string) => `@${bot}`],
  ["products", () => "Wool shawl"],
  ["templates", () => "Hello"],
  ["orders", () => "Reza Karimi"],
] as const;
for (const { language, theme, bot } of runs) {
  describe(`the seller workspace's tabs with a seller's data in ${language}, ${theme}`, () => {
    let context: BrowserContext;
    let page: Page;
    const standInBot = standInBots[bot];
    if (!standInBot) throw new Error("the global setup registers the stand-in bots");
    beforeAll(async () => {
      ({ context, page } = await openPage(browser, { baseUrl, language, theme }));
      await signUpThroughApi(context, baseUrl, "Sara Seller");
      const headers = { origin: baseUrl };
      const connected = await context.request.post("/api/bots", {
        data: { bot_username: standInBot.username, bot_token: standInBot.token },
        headers,
      });
      expect(connected.status()).toBe(201);
      const product = await context.request.post("/api/products", {
        data: { name: "Wool shawl", product_code: "SH-1", price: 1_850_000, stock_quantity: 3, media_ids: [] },
        headers,
      });
      const { variants } = (await product.json()) as { variants: { id: string }[] };
      for (const payment_method of ["gateway", "card_to_card"]) {
        const order = await context.request.post("/api/orders", {
          data: {
            items: [{ variant_id: variants[0]?.id, quantity: 1 }],
            buyer_name: "Reza Karimi",
            buyer_phone: "09121234567",
            payment_method,
          },
          headers,
        });
        expect(order.status()).toBe(201);
      }
      await context.request.post("/api/templates", {
        data: { template_type: "welcome", template_name: "Hello", content: "Welcome to *our shop*" },
        headers,
      });
    });
    afterAll(async () => {
      await context.close();
    });

    for (const [tab, ready] of tabs) {
      it(`the ${tab} tab has no serious or critical accessibility violations`, async () => {
        await page.goto(`/dashboard?tab=${tab}`);
        await page.getByRole("tabpanel").getByText(ready(standInBot.username)).first().waitFor();
        expect(await seriousViolations(page), `${tab} ${language} ${theme}`).toEqual([]);
      });
    }
  });
}
