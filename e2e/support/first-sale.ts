import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { BotApiStandIn } from "../../src/server/integrations/telegram/test/bot-api-stand-in";
import type { ZarinpalStandIn } from "../../src/server/integrations/zarinpal/test/zarinpal-stand-in";
import { uniqueEmail } from "./browser";

// Issue 35: a new seller, from the sign-up page to a buyer's paid order, counted in the seller's actions; the
// pieces of that journey, played on plain http (first-sale.e2e.ts) and behind https (first-sale-https.e2e.ts).

export const merchantId = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
// Luhn-valid, with Bank Melli's prefix.
export const cardNumber = "6037991234567893";

/** What the seller does, counted as the issue counts it: each page opened, field filled and click. */
export function countedSeller(page: Page) {
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

export type Seller = ReturnType<typeof countedSeller>;

/** Sign-up, the bot by its token alone, one product by name and price: 12 actions. */
export async function openShop(seller: Seller, page: Page, bot: { token: string }) {
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

/** Zarinpal by its merchant code alone: 3 actions. */
export async function setUpGateway(seller: Seller, page: Page, steps: Locator) {
  await seller.click(steps.getByRole("button", { name: "راه‌اندازی درگاه زرین‌پال" }));
  const dialog = page.getByRole("dialog");
  await seller.fill(dialog.getByLabel("مرچنت کد زرین‌پال"), merchantId);
  await seller.click(dialog.getByRole("button", { name: "ذخیرهٔ تنظیمات" }));
  await steps.getByText("۳ از ۴ قدم انجام شده").waitFor();
}

/**
 * A buyer in Telegram, played through the stand-in: the app takes each update as the stand-in hands it over,
 * by its long poll on plain http or posted to its webhook behind https.
 */
export function telegramBuyer(botApi: BotApiStandIn, token: string, chatId: number) {
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
  /**
   * The addresses the bot gave, last one last: its URL buttons', and links written in its text (an app on
   * localhost, whose address Telegram refuses in a button: selling-bot/link-button.ts).
   */
  const links = () =>
    sent().flatMap((sentMessage) => {
      const markup = sentMessage.replyMarkup as { inline_keyboard?: { url?: string }[][] } | undefined;
      const inButtons = (markup?.inline_keyboard?.flat() ?? []).flatMap((button) => (button.url ? [button.url] : []));
      return [...(sentMessage.text.match(/https?:\/\/\S+/g) ?? []), ...inButtons];
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
    links,
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

export type TelegramBuyer = ReturnType<typeof telegramBuyer>;

/** /start to the order: the one product opens at once, one tap each for the quantity and the buyer's own name. */
export async function buyerOrders(buyer: TelegramBuyer, method: "gateway" | "card_to_card") {
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

/** The buyer follows the bot's pay link and pays on Zarinpal's page, in a page of `context`. */
export async function buyerPaysAtGateway(buyer: TelegramBuyer, context: BrowserContext, zarinpal: ZarinpalStandIn) {
  await expect.poll(() => buyer.links().some((link) => link.includes("/shop/pay/")), { timeout: 30_000 }).toBe(true);
  const payLink = buyer.links().findLast((link) => link.includes("/shop/pay/")) ?? "";
  const buyerPage = await context.newPage();
  await buyerPage.goto(payLink);
  await buyerPage.waitForURL(/\/pg\/StartPay\//);
  const authority = decodeURIComponent(new URL(buyerPage.url()).pathname.split("/").at(-1) ?? "");
  await buyerPage.goto(zarinpal.pay(authority, "paid"));
  await buyerPage.getByText("پرداخت با موفقیت انجام شد").waitFor();
  return payLink;
}

/** The seller sees the paid order without a reload, and the first steps have gone with it. */
export async function sellerSeesPaidOrder(page: Page, steps: Locator) {
  await expect.poll(() => steps.count(), { timeout: 30_000 }).toBe(0);
  await page.getByRole("tab", { name: /سفارش‌ها/ }).click();
  const order = page.getByRole("article").filter({ hasText: "شال پشمی" });
  await order.getByText("پرداخت‌شده").waitFor();
  expect(await order.textContent()).toContain("رضا احمدی");
}
