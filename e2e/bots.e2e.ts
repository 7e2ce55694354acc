import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";
import { buyerSendsStart, sentByBot } from "./support/buyer-writes";

const baseUrl = inject("baseUrl");
// Bots registered at the Bot API stand-in the app talks to (global setup); these journeys use the last four.
const [, , , , , englishBot, persianBot, phoneBot, pollingBot] = inject("standInBots");
const botApi = inject("botApiStandInUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function sellerOnConnections(language: "fa" | "en", width = 1280) {
  const { context, page } = await openPage(browser, { baseUrl, language, width });
  await signUpThroughApi(context, baseUrl, "Sara Seller");
  await page.goto("/dashboard?tab=connections");
  return { context, page };
}

/** The sonner toast that says `text`, then gone, so the next one is read alone. */
async function toastSays(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.first().waitFor();
  return toast.first();
}

async function fill(page: Page, labels: { username: string; token: string }, username: string, token: string) {
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.token).fill(token);
}

describe("connecting a bot in the connections tab", () => {
  it("CONN-01 CONN-02 CONN-04 CONN-06 CONN-09 CONN-10 CONN-12 CONN-13 in English: each wrong input gets its message, then a bot connects, shows in the list and is deleted after a confirmation", async () => {
    const { context, page } = await sellerOnConnections("en");
    const labels = { username: "Bot username", token: "Bot token" };
    const connect = page.getByRole("button", { name: "Connect bot" });
    await page.getByRole("heading", { name: "Connect a Telegram or Bale bot" }).waitFor();
    await page.getByText("No bot connected yet").waitFor();
    // The plan's allowance is said before a second bot is tried.
    await page.getByText("0 of 1 bots on the free plan").waitFor();

    await connect.click();
    await toastSays(page, "please fill all fields");

    await fill(page, labels, englishBot.username, "12345:not-a-token");
    await connect.click();
    // The toast of this refusal, not the one before it, which may still be on screen.
    expect(await (await toastSays(page, "invalid token format")).textContent()).toContain("Validation error");

    await fill(page, labels, "ab", englishBot.token);
    await connect.click();
    // The toast of this refusal, not the one before it, which may still be on screen.
    expect(await (await toastSays(page, "3 to 32 English letters, digits or underscores")).textContent()).toContain(
      "Validation error",
    );

    // Well formed, but the token is another bot's: the server says so instead of "unknown error".
    await fill(page, labels, "someone_elses_bot", englishBot.token);
    await connect.click();
    // The toast of this refusal, not the one before it, which may still be on screen.
    // The refusal stays beside the token too, after its toast has gone.
    await page.locator("#bot-token-error").filter({ hasText: "This token belongs to another bot" }).waitFor();
    expect(await (await toastSays(page, "This token belongs to another bot")).textContent()).toContain(
      "error connecting the bot",
    );

    await page.getByText("Where do I get a bot token?").click();
    await page.getByText("open @BotFather and send /newbot").waitFor();

    await fill(page, labels, `@${englishBot.username}`, englishBot.token);
    await connect.click();
    await toastSays(page, "bot connected successfully");
    const list = page.getByRole("list", { name: "Connected bots" });
    const item = list.getByRole("listitem").filter({ hasText: `@${englishBot.username}` });
    await item.waitFor();
    expect(await item.textContent()).toContain("Active");
    expect(await item.textContent()).toContain("Telegram");
    await page.getByText("1 of 1 bots on the free plan").waitFor();
    expect(await page.getByRole("link", { name: "Upgrade for more bots" }).getAttribute("href")).toBe("/subscriptions");
    expect(await item.getByRole("link", { name: "Open bot" }).getAttribute("href")).toBe(
      `https://t.me/${englishBot.username}`,
    );
    // The token is never shown whole, not even in the form after connecting.
    expect(await page.content()).not.toContain(englishBot.token.split(":")[1]);
    expect(await page.getByLabel(labels.token).inputValue()).toBe("");

    await item.getByRole("button", { name: `Delete bot @${englishBot.username}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete @${englishBot.username}?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await item.waitFor();
    await item.getByRole("button", { name: `Delete bot @${englishBot.username}` }).click();
    await dialog.getByRole("button", { name: "Delete bot" }).click();
    await toastSays(page, "Bot deleted");
    await page.getByText("No bot connected yet").waitFor();
    await context.close();
  });

  it("CONN-12 in Persian: a Bale bot connects, links to ble.ir and shows its connected date in the Jalali calendar with Persian digits", async () => {
    const { context, page } = await sellerOnConnections("fa");
    await page.getByRole("heading", { name: "اتصال ربات تلگرام یا بله" }).waitFor();
    await page.getByText("بله", { exact: true }).click();
    await fill(page, { username: "نام کاربری ربات", token: "توکن ربات" }, persianBot.username, persianBot.token);
    await page.getByRole("button", { name: "اتصال ربات" }).click();
    await toastSays(page, "ربات با موفقیت متصل شد");
    const item = page.getByRole("list", { name: "ربات‌های متصل" }).getByRole("listitem");
    await item.waitFor();
    expect(await item.getByRole("link", { name: "باز کردن ربات" }).getAttribute("href")).toBe(
      `https://ble.ir/${persianBot.username}`,
    );
    const text = (await item.textContent()) ?? "";
    expect(text).toContain("فعال");
    const jalaliYear = new Intl.DateTimeFormat("fa-IR-u-ca-persian", { year: "numeric" }).format(new Date());
    expect(text).toContain(jalaliYear.replace(/\D*$/, ""));
    expect(text).toMatch(/اتصال: [۰-۹]/);

    // The free plan allows one bot: a second is refused with a message naming the plan that allows more.
    await page.getByText("تلگرام", { exact: true }).click();
    await fill(page, { username: "نام کاربری ربات", token: "توکن ربات" }, phoneBot.username, phoneBot.token);
    await page.getByRole("button", { name: "اتصال ربات" }).click();
    // The toast of this refusal, not the one before it, which may still be on screen.
    expect(await (await toastSays(page, "پرو")).textContent()).toContain("خطا در اتصال ربات");
    await context.close();
  });

  it("the connect form fits a 375 px phone without sideways scrolling", async () => {
    const { context, page } = await sellerOnConnections("fa", 375);
    await page.getByRole("button", { name: "اتصال ربات" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it("DESIGN 40 on npm start's plain http a connected bot answers a buyer through long polling, and the tab says it polls (in Persian)", async () => {
    const { context, page } = await sellerOnConnections("fa");
    await fill(page, { username: "نام کاربری ربات", token: "توکن ربات" }, pollingBot.username, pollingBot.token);
    await page.getByRole("button", { name: "اتصال ربات" }).click();
    const item = page.getByRole("listitem").filter({ hasText: `@${pollingBot.username}` });
    await item.getByText("پیام‌ها با دریافت دوره‌ای (polling) به ربات می‌رسند", { exact: false }).waitFor();
    await page.getByText("۱ از ۱ ربات پلن رایگان").waitFor();

    // A buyer writes /start in Telegram: nothing posts to the app, the app fetches it and answers.
    const sent = () => sentByBot(botApi, pollingBot.token);
    const buyerChat = 700_123;
    const update = await buyerSendsStart(botApi, pollingBot.token, { chatId: buyerChat, language: "fa" });
    expect(update.status).toBe(200);
    await expect
      .poll(async () => (await sent()).filter((message) => message.chatId === String(buyerChat)).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    // The tab shows when the bot last answered, once it is read again.
    await page.reload();
    await item.getByText("آخرین پیام:", { exact: false }).waitFor();
    await context.close();
  });
});
