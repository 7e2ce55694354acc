import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appStartsTimeout } from "./support/app-process";
import { openPage } from "./support/browser";
import {
  buyerOrders,
  buyerPaysAtGateway,
  cardNumber,
  countedSeller,
  openShop,
  sellerSeesPaidOrder,
  setUpGateway,
  telegramBuyer,
} from "./support/first-sale";
import { type FirstSaleWorld, startFirstSaleWorld } from "./support/first-sale-world";

// Issue 35: a new seller, from the sign-up page to a buyer's paid order, on `npm start`'s defaults (plain
// http: the bot takes its updates by long polling), with the Bot API and Zarinpal stand-ins as the platforms.
let world: FirstSaleWorld;
beforeAll(async () => {
  world = await startFirstSaleWorld({ https: false });
}, appStartsTimeout);
afterAll(() => world?.close());

describe("a new seller's first paid order (issue 35)", () => {
  it(
    "ISSUE35-JOURNEY in Persian on a 375 px phone, sign-up to a buyer's gateway payment takes at most 15 actions, the bot answering by long polling",
    async () => {
      const bot = world.botApi.addBot({ username: "first_sale_bot", firstName: "فروشگاه سارا" });
      const { context, page } = await openPage(world.browser, { baseUrl: world.baseUrl, language: "fa", width: 375 });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);

      await setUpGateway(seller, page, steps);
      expect(seller.actions).toBeLessThanOrEqual(15);

      // The buyer's part: nothing posts to the app (no https), the app fetches each update itself.
      const buyer = telegramBuyer(world.botApi, bot.token, 910_001);
      await buyerOrders(buyer, "gateway");
      await buyerPaysAtGateway(buyer, context, world.zarinpal);
      await sellerSeesPaidOrder(page, steps);
      await context.close();
    },
    appStartsTimeout,
  );

  it(
    "ISSUE35-JOURNEY in Persian on a 375 px phone, with card-to-card it takes at most 17 actions, the receipt's approval included",
    async () => {
      const bot = world.botApi.addBot({ username: "first_card_bot", firstName: "فروشگاه مینا" });
      const { context, page } = await openPage(world.browser, { baseUrl: world.baseUrl, language: "fa", width: 375 });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);

      await seller.click(steps.getByRole("button", { name: "راه‌اندازی کارت‌به‌کارت" }));
      // The step's button opens the settings tab with the card dialog open (`?open=bank-card`).
      const dialog = page.getByRole("dialog", { name: "افزودن کارت بانکی" });
      await expect.poll(() => dialog.isVisible(), { message: `the card dialog on ${page.url()}` }).toBe(true);
      await seller.fill(dialog.getByLabel(/^شماره کامل کارت/), cardNumber);
      // The holder's name starts as the seller's own: only the number is typed.
      expect(await dialog.getByLabel(/^نام دارنده کارت/).inputValue()).toBe("سارا فروشنده");
      await seller.click(dialog.getByRole("button", { name: "افزودن کارت" }));
      await steps.getByText("۳ از ۴ قدم انجام شده").waitFor();

      const buyer = telegramBuyer(world.botApi, bot.token, 910_002);
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
