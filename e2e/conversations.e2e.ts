import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { personTexts } from "../src/shared/conversations";
import { seriousViolations } from "./support/accessibility";
import { appStartsTimeout, type RunningApp, startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

// Issue 37's journey: a buyer writes to the seller's bot, the seller opens the conversations tab on a phone, takes
// the conversation over and replies, and the buyer gets the reply in Telegram. The app runs here with its own Bot API
// stand-in (the app takes the bot's updates by long polling, as `npm start` does on a laptop).
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-conversations-"));
const shotDir = process.env.CONVERSATIONS_SCREENSHOT_DIR;
let botApi: BotApiStandIn;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  botApi = await startBotApiStandIn();
  app = await startApp({
    dataDir,
    env: { TELEGRAM_API_ROOT: botApi.baseUrl, BALE_API_ROOT: botApi.baseUrl },
    fromMigratedCopy: true,
  });
  browser = await launchBrowser();
}, appStartsTimeout);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await botApi?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const buyer = { id: 770_001, name: "رضا" };

/** The buyer writes to the bot in Telegram: the app takes it by long polling. */
function buyerSays(token: string, text: string) {
  botApi.sendUpdate(token, {
    message: {
      message_id: Date.now() % 1_000_000,
      date: Math.floor(Date.now() / 1000),
      chat: { id: buyer.id, type: "private", first_name: buyer.name },
      from: { id: buyer.id, is_bot: false, first_name: buyer.name, last_name: "کریمی", language_code: "fa" },
      text,
    },
  });
}

const toBuyer = (token: string) =>
  botApi.messages.filter((message) => message.token === token && message.chatId === String(buyer.id));

describe("a person answers a buyer in the seller's bot (issue 37)", () => {
  it("ISSUE37-JOURNEY takeover", { timeout: appStartsTimeout }, async () => {
    const { context, page } = await openPage(browser, { baseUrl: app.url, language: "fa", width: 375 });
    await signUpThroughApi(context, app.url, "سارا احمدی");
    const bot = botApi.addBot({ username: "gol_conversations_bot", firstName: "گل‌فروشی سارا" });
    const connected = await context.request.post(`${app.url}/api/bots`, {
      data: { platform: "telegram", bot_username: bot.username, bot_token: bot.token },
      headers: { origin: app.url },
    });
    expect(connected.status()).toBe(201);

    // The buyer asks something the shop's data cannot answer: the assistant answers and offers a person.
    buyerSays(bot.token, "سلام، برای فردا دسته‌گل عروس دارید؟");
    await expect.poll(() => toBuyer(bot.token).length, { timeout: 30_000 }).toBeGreaterThan(0);

    await page.goto("/dashboard?tab=conversations");
    const tab = page.getByRole("tab", { name: /گفتگوها/ });
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    const inbox = page.getByRole("list", { name: "گفتگوهای فروشگاه" });
    const row = inbox.getByRole("button", { name: /رضا کریمی/ });
    await row.waitFor();
    // The last word was the assistant's answer.
    expect(await row.textContent()).toContain("ربات: ");
    expect(await row.getByRole("img", { name: "۱ پیام خوانده‌نشده" }).count()).toBe(1);
    await row.click();

    const thread = page.getByRole("region", { name: "رضا کریمی" });
    await thread.getByRole("list", { name: "پیام‌های گفتگو با رضا کریمی" }).getByText("دسته‌گل عروس").waitFor();
    await thread.getByText("دستیار فروش به این خریدار پاسخ می‌دهد.").waitFor();
    if (shotDir) await page.screenshot({ path: path.join(shotDir, "conversations-fa-375-thread.png"), fullPage: true });
    await thread.getByRole("button", { name: "در دست گرفتن گفتگو" }).click();
    await toastSaying(page, "گفتگو در دست شماست").waitFor();
    await thread.getByText("سارا احمدی این گفتگو را در دست دارد", { exact: false }).waitFor();
    await expect.poll(() => toBuyer(bot.token).at(-1)?.text).toBe(personTexts.fa.takenOver);

    await thread.getByLabel("پاسخ شما").fill("سلام رضا، بله؛ دسته‌گل رز سفید داریم. ساعت چند لازم دارید؟");
    await thread.getByRole("button", { name: "فرستادن پاسخ" }).click();
    await expect
      .poll(() => toBuyer(bot.token).at(-1)?.text)
      .toBe("سلام رضا، بله؛ دسته‌گل رز سفید داریم. ساعت چند لازم دارید؟");
    const messages = thread.getByRole("list", { name: "پیام‌های گفتگو با رضا کریمی" });
    await messages.getByText("فرستاده‌شده توسط سارا احمدی").waitFor();
    await expect.poll(() => thread.getByLabel("پاسخ شما").inputValue()).toBe("");

    // The buyer answers: it reaches the open thread live, and the assistant, paused, says nothing.
    const told = toBuyer(bot.token).length;
    buyerSays(bot.token, "ساعت ۱۰ صبح لطفاً");
    await messages.getByText("ساعت ۱۰ صبح لطفاً").waitFor({ timeout: 30_000 });
    expect(toBuyer(bot.token)).toHaveLength(told);

    // Nothing of the tab reaches past a phone's width.
    const box = await thread.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);
    if (shotDir)
      await page.screenshot({ path: path.join(shotDir, "conversations-fa-375-replied.png"), fullPage: true });

    // Back on the list, the conversation says a person holds it.
    await thread.getByRole("button", { name: "بازگشت به گفتگوها" }).click();
    await inbox
      .getByRole("button", { name: /رضا کریمی/ })
      .getByText("در دست یک نفر")
      .waitFor();
    await context.close();
  });
});
