import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";
import { buyerSendsStart } from "./support/buyer-writes";

const baseUrl = inject("baseUrl");
const botApi = inject("botApiStandInUrl");
// Bots registered at the Bot API stand-in the app talks to (global setup); these journeys use the tenth and eleventh.
const [, , , , , , , , , englishBot, persianBot] = inject("standInBots");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const focusedId = (page: import("playwright-core").Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("a new seller's first steps on /dashboard (issue 35)", () => {
  it("ISSUE35-SETUP in English: each step's button opens its form, each is ticked when done, /start in the bot ends the list, and a closed list stays closed", async () => {
    if (!englishBot) throw new Error("no stand-in bot");
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Sara Seller");
    await page.goto("/dashboard");
    const steps = page.getByRole("region", { name: "Set up your shop in four steps" });
    await steps.getByText("0 of 4 steps done").waitFor();
    expect(await steps.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");

    await steps.getByRole("button", { name: "Connect a bot" }).click();
    await expect.poll(() => focusedId(page)).toBe("bot-token");
    expect(new URL(page.url()).searchParams.get("tab")).toBe("connections");
    // The token alone: the username is filled in from the bot it opens.
    await page.keyboard.insertText(englishBot.token);
    await page.getByText(`This token opens @${englishBot.username}`).waitFor();
    expect(await page.getByLabel("Bot username").inputValue()).toBe(englishBot.username);
    await page.getByRole("button", { name: "Connect bot", exact: true }).click();
    await steps.getByText("1 of 4 steps done").waitFor();
    await steps.getByText(`@${englishBot.username} is connected.`).waitFor();

    await steps.getByRole("button", { name: "Go to products" }).click();
    await expect.poll(() => focusedId(page)).toBe("product-name");
    const code = await page.getByLabel(/^Product code/).inputValue();
    expect(code).toMatch(/^P[A-Z2-9]{5}$/);
    await page.getByLabel(/^Product name/).fill("Wool shawl");
    await page.getByLabel(/^Price \(toman\)/).fill("360000");
    await page.getByRole("button", { name: "Add product", exact: true }).click();
    await steps.getByText("2 of 4 steps done").waitFor();
    await steps.getByText("1 product(s) for sale.").waitFor();
    // The saved product kept the code the form made for it.
    await page.getByText(code).first().waitFor();

    await steps.getByRole("button", { name: "Set up the Zarinpal gateway" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Zarinpal merchant id").fill("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");
    await dialog.getByRole("button", { name: "Save settings" }).click();
    await steps.getByText("3 of 4 steps done").waitFor();
    await steps.getByText("Buyers pay through your Zarinpal gateway.").waitFor();

    const open = steps.getByRole("link", { name: `Open @${englishBot.username}` });
    expect(await open.getAttribute("href")).toBe(`https://t.me/${englishBot.username}`);
    await steps
      .getByRole("img", { name: `QR code of @${englishBot.username}: scan it with your phone's camera` })
      .waitFor();
    expect((await buyerSendsStart(botApi, englishBot.token, { chatId: 720_001, language: "en" })).status).toBe(200);
    // Looked at again while the bot waits for its first /start: ticked without a reload.
    await steps.getByText("4 of 4 steps done").waitFor({ timeout: 30_000 });
    await steps.getByText("Your shop is ready.", { exact: false }).waitFor();

    await steps.getByRole("button", { name: "Hide these steps" }).click();
    await steps.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "Seller workspace" }).waitFor();
    expect(await steps.count()).toBe(0);
    await context.close();
  });

  it("ISSUE35-SETUP in Persian on a 375 px phone: the steps come first, the workspace is made as the reader nears it, a seller with a bot has it before the creator cards, and the menu's Shop opens it", async () => {
    if (!persianBot) throw new Error("no stand-in bot");
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", width: 375 });
    await signUpThroughApi(context, baseUrl, "سارا فروشنده");
    await page.goto("/dashboard");
    const steps = page.getByRole("region", { name: "راه‌اندازی فروشگاه در چهار قدم" });
    await steps.getByText("۰ از ۴ قدم انجام شده").waitFor();
    const tools = page.getByRole("heading", { name: "ابزارهای شما" });
    const workspace = page.getByRole("heading", { name: "پنل فروشنده" });
    // Three screens below a new user's home, the workspace is made as the reader scrolls towards it.
    expect(await workspace.count()).toBe(0);
    await page.mouse.wheel(0, 1000);
    await workspace.waitFor();
    const top = async (heading: typeof tools) => (await heading.boundingBox())?.y ?? 0;
    expect(await top(tools)).toBeLessThan(await top(workspace));

    await steps.getByRole("button", { name: "وصل کردن ربات" }).click();
    await page.getByLabel("توکن ربات").fill(persianBot.token);
    await page.getByText("این توکن ربات", { exact: false }).waitFor();
    await page.getByRole("button", { name: "اتصال ربات", exact: true }).click();
    await steps.getByText("۱ از ۴ قدم انجام شده").waitFor();
    await page.reload();
    await workspace.waitFor();
    // With a bot, the seller's own work comes first on a phone.
    await expect.poll(async () => (await top(workspace)) < (await top(tools))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "باز کردن منو" }).click();
    await page.getByRole("link", { name: "فروشگاه" }).click();
    await expect
      .poll(async () => {
        const box = await workspace.boundingBox();
        return box !== null && box.y >= 0 && box.y < 375;
      })
      .toBe(true);
    await context.close();
  });
});
