import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { startZarinpalStandIn } from "../src/server/integrations/zarinpal/test/zarinpal-stand-in";
import { appStartsTimeout, type RunningApp, startApp } from "./support/app-process";
import { launchBrowser, openPage, uniqueEmail } from "./support/browser";

// Issue 35: a new seller, from the sign-up page to a buyer's paid order, on `npm start`'s defaults (plain
// http: the bot takes its updates by long polling), with the Bot API and Zarinpal stand-ins as the platforms.
let botApi: Awaited<ReturnType<typeof startBotApiStandIn>>;
let zarinpal: Awaited<ReturnType<typeof startZarinpalStandIn>>;
let app: RunningApp;
let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  botApi = await startBotApiStandIn();
  zarinpal = await startZarinpalStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), "first-sale-"));
  app = await startApp({
    dataDir,
    env: { TELEGRAM_API_ROOT: botApi.baseUrl, BALE_API_ROOT: botApi.baseUrl, ZARINPAL_API_ROOT: zarinpal.baseUrl },
  });
  browser = await launchBrowser();
}, appStartsTimeout);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await botApi?.close();
  await zarinpal?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const merchantId = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
// Luhn-valid, with Bank Melli's prefix.
const cardNumber = "6037991234567893";

/** What the seller does, counted as the issue counts it: each page opened, field filled and click. */
function countedSeller(page: Page) {
  let actions = 0;
  return {
    async open(url: string) {
      actions += 1;
      await page.goto(url);
    },
    async fill(field: Locator, value: string) {
      actions += 1;
      await field.fill(value);
    },
    async click(target: Locator) {
      actions += 1;
      await target.click();
    },
    get actions() {
      return actions;
    },
  };
}

type Seller = ReturnType<typeof countedSeller>;

/** Sign-up, the bot by its token alone, one product by name and price: 12 actions. */
async function openShop(seller: Seller, page: Page, bot: { token: string }) {
  await seller.open("/auth?tab=signup");
  await seller.fill(page.getByLabel("نام و نام خانوادگی"), "سارا فروشنده");
  await seller.fill(page.getByLabel("ایمیل"), uniqueEmail("first-sale"));
  await seller.fill(page.getByLabel("رمز عبور"), "secret123");
  await seller.click(page.getByRole("button", { name: "ساخت حساب" }));

  const steps = page.getByRole("region", { name: "راه‌اندازی فروشگاه در چهار قدم" });
  await seller.click(steps.getByRole("button", { name: "وصل کردن ربات" }));
  // The button brought the token field into sight with the keyboard in it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("bot-token");
  await seller.fill(page.getByLabel("توکن ربات"), bot.token);
  await page.getByText("این توکن ربات").waitFor();
  await seller.click(page.getByRole("button", { name: "اتصال ربات", exact: true }));
  await steps.getByText("۱ از ۴ قدم انجام شده").waitFor();

  await seller.click(steps.getByRole("button", { name: "رفتن به محصولات" }));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("product-name");
  // The code is made for the seller: only the name and the price are typed.
  expect(await page.getByLabel(/^کد محصول/).inputValue()).toMatch(/^P[A-Z2-9]{5}$/);
  await seller.fill(page.getByLabel(/^نام محصول/), "شال پشمی");
  await seller.fill(page.getByLabel(/^قیمت \(تومان\)/), "۳۶۰۰۰۰");
  await seller.click(page.getByRole("button", { name: "افزودن محصول", exact: true }));
  await steps.getByText("۲ از ۴ قدم انجام شده").waitFor();
  return steps;
}

/** A buyer in Telegram, played through the stand-in: every update is fetched by the app's long poll. */
function telegramBuyer(token: string, chatId: number) {
  const from = { id: chatId, is_bot: false, first_name: "رضا", last_name: "احمدی", language_code: "fa" };
  const chat = { id: chatId, type: "private", first_name: "رضا" };
  const sent = () => botApi.messages.filter((message) => message.token === token && message.chatId === String(chatId));
  const message = (fields: Record<string, unknown>) =>
    botApi.sendUpdate(token, {
      message: { message_id: sent().length + 1, date: Math.floor(Date.now() / 1000), chat, from, ...fields },
    });
  const buttons = () =>
    sent().flatMap((sentMessage) => {
      const markup = sentMessage.replyMarkup as
        | { inline_keyboard?: { callback_data?: string; url?: string }[][] }
        | undefined;
      return markup?.inline_keyboard?.flat() ?? [];
    });
  /** Waits for the bot to offer a button whose data starts so, and returns it. */
  async function offered(prefix: string) {
    await expect
      .poll(() => buttons().some((button) => button.callback_data?.startsWith(prefix) ?? false), { timeout: 30_000 })
      .toBe(true);
    return buttons().findLast((button) => button.callback_data?.startsWith(prefix))?.callback_data ?? "";
  }
  return {
    sent,
    buttons,
    offered,
    say: (text: string) =>
      message({
        text,
        ...(text.startsWith("/") ? { entities: [{ type: "bot_command", offset: 0, length: text.length }] } : {}),
      }),
    shareContact: (phone: string) => message({ contact: { phone_number: phone, first_name: "رضا", user_id: chatId } }),
    sendPhoto: (bytes: Uint8Array) => {
      const fileId = botApi.addFile(token, bytes);
      return message({ photo: [{ file_id: fileId, file_unique_id: `u-${fileId}`, width: 300, height: 500 }] });
    },
    press: (data: string) =>
      botApi.sendUpdate(token, {
        callback_query: {
          id: `cq-${Date.now()}-${data}`,
          from,
          chat_instance: "ci",
          data,
          message: { message_id: 1, date: 0, chat, text: "…" },
        },
      }),
  };
}

/** /start to the order: the one product opens at once, one tap each for the quantity and the buyer's own name. */
async function buyerOrders(buyer: ReturnType<typeof telegramBuyer>, method: "gateway" | "card_to_card") {
  buyer.say("/start");
  buyer.press(await buyer.offered("p:"));
  buyer.press(await buyer.offered("o:"));
  buyer.press(await buyer.offered("q:1"));
  buyer.press(await buyer.offered("own-name"));
  await expect.poll(() => buyer.sent().at(-1)?.text ?? "", { timeout: 30_000 }).toContain("شماره");
  buyer.shareContact("+989121234567");
  buyer.press(await buyer.offered("skip-address"));
  // With one way to pay set up, the order is confirmed with it; with both, the buyer picks.
  const confirm = await buyer.offered("confirm-order");
  const picked = buyer.buttons().some((button) => button.callback_data === `confirm-order:${method}`);
  buyer.press(picked ? `confirm-order:${method}` : confirm);
}

describe("a new seller's first paid order (issue 35)", () => {
  it(
    "ISSUE35-JOURNEY in Persian on a 375 px phone, sign-up to a buyer's gateway payment takes at most 15 actions, the bot answering by long polling",
    async () => {
      const bot = botApi.addBot({ username: "first_sale_bot", firstName: "فروشگاه سارا" });
      const { context, page } = await openPage(browser, { baseUrl: app.url, language: "fa", width: 375 });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);

      await seller.click(steps.getByRole("button", { name: "راه‌اندازی درگاه زرین‌پال" }));
      const dialog = page.getByRole("dialog");
      await seller.fill(dialog.getByLabel("مرچنت کد زرین‌پال"), merchantId);
      await seller.click(dialog.getByRole("button", { name: "ذخیرهٔ تنظیمات" }));
      await steps.getByText("۳ از ۴ قدم انجام شده").waitFor();
      expect(seller.actions).toBeLessThanOrEqual(15);

      // The buyer's part: nothing posts to the app (no https), the app fetches each update itself.
      const buyer = telegramBuyer(bot.token, 910_001);
      await buyerOrders(buyer, "gateway");
      await expect
        .poll(() => buyer.buttons().some((button) => button.url?.includes("/shop/pay/")), { timeout: 30_000 })
        .toBe(true);
      const payLink = buyer.buttons().findLast((button) => button.url?.includes("/shop/pay/"))?.url ?? "";
      const buyerPage = await context.newPage();
      await buyerPage.goto(payLink);
      await buyerPage.waitForURL(/\/pg\/StartPay\//);
      const authority = decodeURIComponent(new URL(buyerPage.url()).pathname.split("/").at(-1) ?? "");
      await buyerPage.goto(zarinpal.pay(authority, "paid"));
      await buyerPage.getByText("پرداخت با موفقیت انجام شد").waitFor();

      // The seller sees the paid order without a reload, and the first steps have gone with it.
      await expect.poll(() => steps.count(), { timeout: 30_000 }).toBe(0);
      await page.getByRole("tab", { name: /سفارش‌ها/ }).click();
      const order = page.getByRole("article").filter({ hasText: "شال پشمی" });
      await order.getByText("پرداخت‌شده").waitFor();
      expect(await order.textContent()).toContain("رضا احمدی");
      await context.close();
    },
    appStartsTimeout,
  );

  it(
    "ISSUE35-JOURNEY in Persian on a 375 px phone, with card-to-card it takes at most 17 actions, the receipt's approval included",
    async () => {
      const bot = botApi.addBot({ username: "first_card_bot", firstName: "فروشگاه مینا" });
      const { context, page } = await openPage(browser, { baseUrl: app.url, language: "fa", width: 375 });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);

      await seller.click(steps.getByRole("button", { name: "راه‌اندازی کارت‌به‌کارت" }));
      const dialog = page.getByRole("dialog");
      await seller.fill(dialog.getByLabel(/^شماره کامل کارت/), cardNumber);
      // The holder's name starts as the seller's own: only the number is typed.
      expect(await dialog.getByLabel(/^نام دارنده کارت/).inputValue()).toBe("سارا فروشنده");
      await seller.click(dialog.getByRole("button", { name: "افزودن کارت" }));
      await steps.getByText("۳ از ۴ قدم انجام شده").waitFor();

      const buyer = telegramBuyer(bot.token, 910_002);
      await buyerOrders(buyer, "card_to_card");
      // The bot shows the card's number, in fours, with the holder; the buyer sends the receipt's photo.
      await expect.poll(() => buyer.sent().at(-1)?.text ?? "", { timeout: 30_000 }).toContain("6037 9912 3456 7893");
      const receipt = await sharp({
        create: { width: 300, height: 500, channels: 3, background: { r: 240, g: 240, b: 240 } },
      })
        .jpeg()
        .toBuffer();
      buyer.sendPhoto(new Uint8Array(receipt));

      await page.getByRole("tab", { name: /سفارش‌ها/ }).click();
      const order = page.getByRole("article").filter({ hasText: "شال پشمی" });
      await seller.click(order.getByRole("button", { name: "تأیید رسید و سفارش" }));
      await order.getByText("پرداخت‌شده").waitFor();
      expect(seller.actions).toBeLessThanOrEqual(17);
      await expect.poll(() => buyer.sent().length, { timeout: 30_000 }).toBeGreaterThan(0);
      await context.close();
    },
    appStartsTimeout,
  );
});
