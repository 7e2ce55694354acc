import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appStartsTimeout } from "./support/app-process";
import { openPage, toastSaying } from "./support/browser";
import {
  buyerPaysAtGateway,
  countedSeller,
  openShop,
  type Seller,
  setUpGateway,
  type TelegramBuyer,
  telegramBuyer,
} from "./support/first-sale";
import { type FirstSaleWorld, startFirstSaleWorld } from "./support/first-sale-world";

// Issue 36: a shop with variants, shipping and a discount code, set up in the workspace in Persian on a phone,
// and a buyer's cart of two variants through checkout, payment, invoice and the parcel's tracking code.
// JOURNEY_SCREENSHOT_DIR=.tmp/shots keeps what the seller and the buyer saw along the way.
const shots = process.env.JOURNEY_SCREENSHOT_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shoot = async (target: Page | Locator, name: string) => {
  if (shots) await target.screenshot({ path: `${shots}/journey-${name}.png` });
};

let world: FirstSaleWorld;
beforeAll(async () => {
  world = await startFirstSaleWorld({ https: false });
}, appStartsTimeout);
afterAll(() => world?.close());

// Two sizes at two prices, 10 % off, Pishtaz post at 50,000: (450,000 + 480,000) - 93,000 + 50,000.
const shirt = "تی‌شرت نخی";
const discountCode = "NOROOZ10";
// Iran Post's 24 digits, typed in Persian digits in fours as the receipt prints them.
const trackingTyped = "۰۸۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲۳۴ ۵۶۷۸ ۹۰۱۲";
const trackingCode = "081234567890123456789012";

/** The product form's options editor: one option, "سایز", with M and L; L dearer; 5 of each. */
async function addShirtWithSizes(seller: Seller, page: Page) {
  const form = page.getByRole("form", { name: "افزودن محصول" });
  // The first product's save is done (its toast) before the next is typed: the form is emptied as it ends.
  await toastSaying(page, "محصول اضافه شد").waitFor();
  await seller.fill(form.getByLabel(/^نام محصول/), shirt);
  await seller.fill(form.getByLabel(/^قیمت \(تومان\)/).first(), "۴۵۰۰۰۰");
  await seller.click(form.getByRole("button", { name: "افزودن ویژگی" }));
  // The new option's name takes the keyboard.
  const name = form.getByLabel("نام ویژگی");
  await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
  await seller.fill(name, "سایز");
  const values = form.getByLabel(/^مقدارها/);
  for (const size of ["M", "L"]) {
    await seller.fill(values, size);
    await values.press("Enter");
  }
  const grid = form.getByRole("region", { name: "ویژگی‌ها و گونه‌ها" });
  await grid.getByText("۲ گونه").waitFor();
  await seller.fill(grid.getByLabel("قیمت (تومان) (L)"), "۴۸۰۰۰۰");
  await seller.fill(grid.getByLabel("موجودی همهٔ گونه‌ها"), "۵");
  await seller.click(grid.getByRole("button", { name: "اعمال به همه" }));
  await grid.getByText("موجودی ۲ گونه ۵ شد.").waitFor();
  expect(await grid.getByLabel("موجودی (M)").inputValue()).toBe("۵");
  expect(await grid.getByLabel("کد (L)").inputValue()).not.toBe("");
  await shoot(grid, "variants-grid");
  await seller.click(form.getByRole("button", { name: "افزودن محصول", exact: true }));
  // Saved: the form is empty again for the next product.
  await expect.poll(() => form.getByLabel(/^نام محصول/).inputValue()).toBe("");
  await page.getByRole("listitem").filter({ hasText: shirt }).getByText("۲ گونه").waitFor();
}

/** A percent code for every product, in the products tab under the products. */
async function addDiscountCode(seller: Seller, page: Page) {
  await seller.click(page.getByRole("button", { name: "کد تخفیف تازه" }));
  const dialog = page.getByRole("dialog", { name: "کد تخفیف تازه" });
  // A code is suggested; the seller writes one of their own.
  const code = dialog.getByRole("textbox", { name: /^کد( |$)/ });
  expect(await code.inputValue()).toMatch(/^OFF/);
  await seller.fill(code, discountCode);
  await seller.fill(dialog.getByLabel(/^درصد تخفیف/), "۱۰");
  await shoot(dialog, "discount-dialog");
  await seller.click(dialog.getByRole("button", { name: "ذخیره", exact: true }));
  await toastSaying(page, "کد تخفیف ساخته شد").waitFor();
  await dialog.waitFor({ state: "hidden" });
  const item = page.getByRole("listitem").filter({ hasText: discountCode });
  await item.getByText("۱۰٪ تخفیف").waitFor();
}

/** Two methods to all of Iran (the dialog's default), so the buyer has one to pick: Pishtaz post and Tipax. */
async function addShippingMethods(seller: Seller, page: Page) {
  const methods: [preset: string, cost: string, delivery: string][] = [
    ["پست پیشتاز", "۵۰۰۰۰", "۲ تا ۴ روز کاری"],
    ["تیپاکس", "۸۰۰۰۰", "۱ تا ۲ روز کاری"],
  ];
  for (const [index, [preset, cost, delivery]] of methods.entries()) {
    await seller.click(page.getByRole("button", { name: "افزودن روش ارسال" }));
    const dialog = page.getByRole("dialog", { name: "روش ارسال تازه" });
    if (index > 0) await dialog.getByLabel("نوع روش").selectOption({ label: preset });
    // The preset names the method; the seller types its cost and delivery time.
    expect(await dialog.getByLabel(/^نام روش/).inputValue()).toBe(preset);
    await seller.fill(dialog.getByLabel(/^هزینهٔ ارسال \(تومان\)/), cost);
    await seller.fill(dialog.getByLabel("زمان تقریبی رسیدن"), delivery);
    if (index === 0) await shoot(dialog, "shipping-dialog");
    await seller.click(dialog.getByRole("button", { name: "ذخیره", exact: true }));
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("article", { name: preset }).waitFor();
  }
}

type InlineButton = { text: string; callback_data?: string; url?: string };
const rowsOf = (message: { replyMarkup?: unknown }) =>
  (message.replyMarkup as { inline_keyboard?: InlineButton[][] } | undefined)?.inline_keyboard ?? [];
const wordsOf = (message: { text: string; caption?: string }) => message.text || message.caption || "";

/** The bot's messages after `act`, once one of them (its words or its buttons) says `text`. */
async function botAnswers(buyer: TelegramBuyer, act: () => unknown, text: string) {
  const before = buyer.sent().length;
  act();
  const seen = () =>
    buyer
      .sent()
      .slice(before)
      .map((message) =>
        [
          wordsOf(message),
          ...rowsOf(message)
            .flat()
            .map((button) => button.text),
        ].join(" "),
      )
      .join("\n");
  await expect.poll(seen, { timeout: 30_000, message: `the bot's answer saying «${text}»` }).toContain(text);
  return buyer.sent().slice(before);
}

/** The data of the newest button, in a row led by a button called `label`, whose data starts with `prefix`. */
function buttonIn(buyer: TelegramBuyer, label: string | RegExp, prefix: string) {
  const matches = (text: string) => (typeof label === "string" ? text === label : label.test(text));
  const rows = buyer.sent().flatMap(rowsOf);
  const row = rows.findLast((buttons) => buttons.some((button) => matches(button.text)));
  const fits = (one: InlineButton) => one.callback_data?.startsWith(prefix) ?? false;
  // The labelled button itself, or the one beside it (a variant's "add to cart").
  const button = row?.find((one) => fits(one) && matches(one.text)) ?? row?.find(fits);
  if (!button?.callback_data) throw new Error(`no button ${prefix}… beside «${label}» in ${JSON.stringify(rows)}`);
  return button.callback_data;
}

describe("a shop with variants, shipping and a discount code (issue 36)", () => {
  it(
    "ISSUE36-JOURNEY in Persian at 375 px: the seller sets up sizes, shipping and a code; a buyer's cart of two variants with the code is paid, invoiced and shipped with an Iran Post code",
    async () => {
      const bot = world.botApi.addBot({ username: "shop_journey_bot", firstName: "پوشاک سارا" });
      const { context, page } = await openPage(world.browser, { baseUrl: world.baseUrl, language: "fa", width: 375 });
      const seller = countedSeller(page);
      const steps = await openShop(seller, page, bot);

      // The seller's part, all through the workspace: the product tab's variants and code, the settings' methods.
      await addShirtWithSizes(seller, page);
      await addDiscountCode(seller, page);
      await setUpGateway(seller, page, steps);
      await addShippingMethods(seller, page);

      // The buyer's part, through the Bot API stand-in: two sizes in the cart.
      const buyer = telegramBuyer(world.botApi, bot.token, 936_001);
      await botAnswers(buyer, () => buyer.say("/start"), shirt);
      const card = await botAnswers(
        buyer,
        () => buyer.press(buttonIn(buyer, new RegExp(`^${shirt}`), "p:")),
        "یکی را برای سفارش انتخاب کنید",
      );
      // Each size in stock is a button, with its price where it is not the product's.
      expect(card.flatMap(rowsOf).map((row) => row[0]?.text)).toEqual(
        expect.arrayContaining(["M", "L — ۴۸۰٬۰۰۰ تومان"]),
      );
      await botAnswers(buyer, () => buyer.press(buttonIn(buyer, "M", "ca:")), "به سبد خرید اضافه شد");
      await botAnswers(buyer, () => buyer.press(buttonIn(buyer, /^L/, "ca:")), "به سبد خرید اضافه شد");
      const cart = await botAnswers(
        buyer,
        () => buyer.press(buttonIn(buyer, "🛒 دیدن سبد خرید (۲)", "cart")),
        "🛒 سبد خرید شما",
      );
      const cartText = cart.map(wordsOf).join("\n");
      expect(cartText).toContain(`${shirt} — M × ۱ — ۴۵۰٬۰۰۰ تومان`);
      expect(cartText).toContain(`${shirt} — L × ۱ — ۴۸۰٬۰۰۰ تومان`);
      expect(cartText).toContain("جمع سبد: ۹۳۰٬۰۰۰ تومان");

      // The code, typed in the cart in small letters.
      await botAnswers(buyer, () => buyer.press(buttonIn(buyer, /کد تخفیف دارم/, "cart-code")), "کد تخفیف را بفرستید");
      const applied = await botAnswers(buyer, () => buyer.say(discountCode.toLowerCase()), "اعمال شد");
      const appliedText = applied.map(wordsOf).join("\n");
      expect(appliedText).toContain(`کد «${discountCode}» اعمال شد: ۹۳٬۰۰۰ تومان تخفیف`);
      expect(appliedText).toContain("مبلغ پس از تخفیف: ۸۳۷٬۰۰۰ تومان");

      // Checkout: name, phone, province, city, method, address, postal code.
      await botAnswers(
        buyer,
        () => buyer.press(buttonIn(buyer, /ثبت سفارش سبد/, "cart-checkout")),
        "نام و نام خانوادگی",
      );
      await botAnswers(buyer, () => buyer.press(buttonIn(buyer, /خودم/, "own-name")), "شماره");
      await botAnswers(buyer, () => buyer.shareContact("+989121234567"), "استان تحویل را انتخاب کنید");
      await botAnswers(buyer, () => buyer.press(buttonIn(buyer, "تهران", "pv:")), "شهرتان در استان تهران");
      const methods = await botAnswers(
        buyer,
        () => buyer.press(buttonIn(buyer, "تهران", "pc:")),
        "روش ارسال به تهران، تهران را انتخاب کنید",
      );
      expect(methods.map(wordsOf).join("\n")).toContain("• پست پیشتاز: ۵۰٬۰۰۰ تومان (۲ تا ۴ روز کاری)");
      await botAnswers(
        buyer,
        () => buyer.press(buttonIn(buyer, "پست پیشتاز — ۵۰٬۰۰۰ تومان", "sm:")),
        "آدرس کامل تحویل",
      );
      await botAnswers(buyer, () => buyer.say("خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲، واحد ۳"), "کد پستی ۱۰ رقمی");
      const summary = await botAnswers(buyer, () => buyer.say("۱۴۳۴۸۶۳۱۱۱"), "خلاصهٔ سفارش");
      const summaryText = summary.map(wordsOf).join("\n");
      expect(summaryText).toContain("جمع کالاها: ۹۳۰٬۰۰۰ تومان");
      expect(summaryText).toContain(`تخفیف (${discountCode}): −۹۳٬۰۰۰ تومان`);
      expect(summaryText).toContain("ارسال (پست پیشتاز): ۵۰٬۰۰۰ تومان");
      expect(summaryText).toContain("مبلغ قابل پرداخت: ۸۸۷٬۰۰۰ تومان");
      expect(summaryText).toContain("کد پستی ۱۴۳۴۸۶۳۱۱۱");
      // The confirmation's button comes in a message of its own, after the summary.
      const confirm = await buyer.offered("confirm-order");
      await botAnswers(buyer, () => buyer.press(confirm), "ثبت شد 🎉");

      // Online payment through the Zarinpal stand-in; the bot's paid message carries the invoice.
      await buyerPaysAtGateway(buyer, context, world.zarinpal);
      await expect
        .poll(() => buyer.links().some((link) => link.includes("/shop/invoice/")), { timeout: 30_000 })
        .toBe(true);
      const invoiceLink = buyer.links().findLast((link) => link.includes("/shop/invoice/")) ?? "";
      const invoice = await context.newPage();
      await invoice.goto(invoiceLink);
      await invoice.getByRole("heading", { name: "فاکتور فروش" }).waitFor();
      const lines = invoice.getByRole("table").first();
      for (const [size, price] of [
        ["M", "۴۵۰٬۰۰۰ تومان"],
        ["L", "۴۸۰٬۰۰۰ تومان"],
      ]) {
        const row = lines.getByRole("row").filter({ hasText: `${shirt} — ${size}` });
        expect(await row.textContent()).toContain(price);
      }
      const sums = invoice.getByRole("table").last();
      const sum = (label: string | RegExp) => sums.getByRole("row", { name: label }).textContent();
      expect(await sum("جمع کالاها")).toContain("۹۳۰٬۰۰۰ تومان");
      expect(await sum(/^تخفیف/)).toContain("۹۳٬۰۰۰ تومان");
      expect(await sum(/^هزینهٔ ارسال \(پست پیشتاز\)/)).toContain("۵۰٬۰۰۰ تومان");
      expect(await sum("مبلغ قابل پرداخت")).toContain("۸۸۷٬۰۰۰ تومان");
      expect(await invoice.textContent("main")).toContain("پرداخت‌شده");
      if (shots) await invoice.screenshot({ path: `${shots}/journey-invoice.png`, fullPage: true });

      // The seller sees it paid, confirms it and ships it with the parcel's code.
      await page.getByRole("tab", { name: /سفارش‌ها/ }).click();
      const order = page.getByRole("article").filter({ hasText: shirt });
      await order.getByText("پرداخت‌شده").waitFor({ timeout: 30_000 });
      await order.getByRole("button", { name: /^تأیید سفارش، سفارش/ }).click();
      await order.getByText("تأییدشده").waitFor();
      await order.getByRole("button", { name: /^ثبت ارسال، سفارش/ }).click();
      const ship = page.getByRole("dialog", { name: /^ارسال سفارش/ });
      // The order's method is Pishtaz post: the carrier is Iran Post already.
      const carrier = ship.getByLabel(/^شرکت حمل/);
      expect(await carrier.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe("پست ایران");
      await ship.getByLabel(/^کد رهگیری/).fill(trackingTyped);
      await shoot(ship, "ship-dialog");
      const told = buyer.sent().length;
      await ship.getByRole("button", { name: "ثبت ارسال" }).click();
      await ship.waitFor({ state: "hidden" });
      await order.getByText("ارسال‌شده").waitFor();
      expect(await order.getByRole("link", { name: /پیگیری مرسوله/ }).getAttribute("href")).toBe(
        `https://tracking.post.ir/?id=${trackingCode}`,
      );
      await shoot(order, "order-shipped");

      // The buyer is told, with the code and the carrier's tracking page.
      await expect
        .poll(
          () =>
            buyer
              .sent()
              .slice(told)
              .some((message) => message.text.includes(trackingCode)),
          { timeout: 30_000 },
        )
        .toBe(true);
      const parcel = buyer
        .sent()
        .slice(told)
        .find((message) => message.text.includes(trackingCode));
      expect(parcel?.text).toContain("ارسال شد");
      expect(parcel?.text).toContain("پست ایران");
      expect(rowsOf(parcel ?? { replyMarkup: undefined }).flat()).toContainEqual(
        expect.objectContaining({ url: `https://tracking.post.ir/?id=${trackingCode}` }),
      );
      // The invoice names the parcel once it is shipped.
      await invoice.reload();
      expect(await invoice.getByRole("link", { name: /^۰۸۱۲/ }).getAttribute("href")).toBe(
        `https://tracking.post.ir/?id=${trackingCode}`,
      );
      await context.close();
    },
    appStartsTimeout,
  );
});
