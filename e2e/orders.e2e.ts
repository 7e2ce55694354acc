import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi, toastSaying as toast } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const buyer = { buyer_name: "Reza Karimi", buyer_phone: "09121234567", payment_method: "gateway" };

/** An order's one line: `quantity` of the product's one variant (DESIGN 30). */
const lineOf = (product: { variants: { id: string }[] }, quantity = 1) => ({
  items: [{ variant_id: product.variants[0]?.id, quantity }],
});

async function sellerWithProduct(language: "fa" | "en", width?: number) {
  const { context, page } = await openPage(browser, { baseUrl, language, width });
  await signUpThroughApi(context, baseUrl, "Sara Seller");
  const product = (await (
    await post(context, "/api/products", {
      name: "Handwoven shawl",
      price: 1_250_000,
      product_code: "SHAWL-1",
      stock_quantity: 3,
    })
  ).json()) as { id: string; variants: { id: string }[] };
  return { context, page, product };
}

function post(context: BrowserContext, path: string, data: unknown) {
  return context.request.post(path, { data, headers: { origin: baseUrl } });
}

/** The order's card in the list, found by its title. */
const orderCard = (page: Page, title: RegExp) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

describe("the orders tab", () => {
  it("ORD-12 eight tabs of one seller all load and all hear of new orders, also after the tab holding the stream closes", async () => {
    const { context, page, product } = await sellerWithProduct("en");
    const tabs = [page, ...(await Promise.all(Array.from({ length: 7 }, () => context.newPage())))];
    // Browsers keep six connections to a host: one stream per tab would leave the seventh never loading.
    for (const tab of tabs) {
      await tab.goto("/dashboard?tab=orders");
      await tab.getByText("No orders yet.", { exact: false }).waitFor();
    }
    const last = tabs.at(-1) ?? page;
    expect(await last.evaluate(async () => (await fetch("/api/me")).status)).toBe(200);
    const made = await post(context, "/api/orders", { ...buyer, ...lineOf(product) });
    expect(made.status()).toBe(201);
    for (const tab of [tabs[0] ?? page, last]) await orderCard(tab, /Order 1 · Handwoven shawl/).waitFor();
    // The first tab led; once it is gone another takes over and the rest still hear.
    await page.close();
    const again = await post(context, "/api/orders", { ...buyer, ...lineOf(product) });
    expect(again.status()).toBe(201);
    await orderCard(last, /Order 2 · Handwoven shawl/).waitFor();
    await context.close();
  });

  it("ORD-01 ORD-02 ORD-05 ORD-06 ORD-10 ORD-12 an order made elsewhere appears without a reload, is announced, and is moved to shipped", async () => {
    const { context, page, product } = await sellerWithProduct("en");
    await page.goto("/dashboard?tab=orders");
    await page.getByText("No orders yet.", { exact: false }).waitFor();

    // Made through the API, as the bot will: the open page hears of it on its event stream.
    const made = await post(context, "/api/orders", {
      ...buyer,
      // As a contact shared in Telegram gives it: shown as the 09… form a buyer types.
      buyer_phone: "+989121234567",
      ...lineOf(product, 2),
      buyer_address: "Tehran, Valiasr Street, No. 12",
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await toast(page, "New order 1 received").waitFor();
    const card = orderCard(page, /Order 1 · Handwoven shawl/);
    await card.waitFor();
    for (const text of [
      "Reza Karimi",
      "09121234567",
      "Tehran, Valiasr Street, No. 12",
      "Payment gateway",
      "2,500,000 toman (2 × 1,250,000 toman)",
      "Order status: new",
      "Payment status: pending",
    ]) {
      await card.getByText(text, { exact: true }).first().waitFor();
    }
    // The count of new orders on the tab.
    await page.getByRole("tab", { name: /Orders.*1 new order/ }).waitFor();
    // ORD-05, ORD-08: a new order offers confirm and cancel; issue 36: an unpaid one a pay link, and its invoice.
    expect(await card.getByRole("button").allTextContents()).toEqual([
      "History",
      "Pay link",
      "Cancel order",
      "Confirm",
    ]);
    await card.getByRole("link", { name: /Invoice/ }).waitFor();

    await card.getByRole("button", { name: "Confirm" }).click();
    await toast(page, "Order 1 is now confirmed").waitFor();
    await card.getByRole("button", { name: "Mark as shipped" }).click();
    // Issue 36: an order without a shipping method by post or Tipax may ship without a tracking code.
    await page
      .getByRole("dialog", { name: "Ship order 1" })
      .getByRole("button", { name: "Ship without a code" })
      .click();
    await toast(page, "Order 1 is shipped").waitFor();
    await card.getByRole("button", { name: "Mark as delivered" }).waitFor();
    expect(await page.getByRole("tab", { name: /Orders/ }).textContent()).toBe("Orders");

    // ORD-10: a change 001 §4 does not allow, sent straight to the API, is refused and changes nothing.
    const refused = await post(context, `/api/orders/${id}/status`, { to: "confirmed" });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "order_transition_refused" });
    await page.reload();
    await orderCard(page, /Order 1/)
      .getByText("Order status: shipped")
      .waitFor();

    // A change in another tab reaches this one by itself; the history tells every step.
    const other = await context.newPage();
    await other.goto("/dashboard?tab=orders");
    await orderCard(other, /Order 1/)
      .getByRole("button", { name: "Mark as delivered" })
      .click();
    await orderCard(page, /Order 1/)
      .getByText("Order status: delivered")
      .waitFor();
    expect(
      await orderCard(page, /Order 1/)
        .getByRole("button")
        .allTextContents(),
    ).toEqual(["History", "Pay link"]);
    await orderCard(page, /Order 1/)
      .getByRole("button", { name: "History of order 1" })
      .click();
    const history = page.getByRole("dialog", { name: "History of order 1" });
    await history.getByText("Status: shipped → delivered").waitFor();
    expect(await history.getByRole("listitem").count()).toBe(4);
    await context.close();
  });

  it("ORD-03 ORD-11 in Persian: an order recorded by hand, its receipt attached and approved; search and filter; a deleted product", async () => {
    const { context, page, product } = await sellerWithProduct("fa", 375);
    await page.goto("/dashboard?tab=orders");
    await page.getByRole("button", { name: "ثبت سفارش دستی" }).click();
    const dialog = page.getByRole("dialog", { name: "ثبت سفارش دستی" });
    await dialog.getByLabel("محصول").selectOption({ index: 1 });
    await dialog.getByLabel("نام خریدار").fill("سارا احمدی");
    await dialog.getByLabel("تلفن همراه خریدار").fill("۰۹۳۵ ۱۱۱ ۲۲۳۳");
    await dialog.getByLabel("روش پرداخت").selectOption({ label: "کارت به کارت" });
    await dialog.getByRole("button", { name: "ثبت سفارش" }).click();
    await toast(page, "سفارش ۱ ثبت شد").waitFor();
    const card = orderCard(page, /سفارش ۱/);
    await card.getByText("۰۹۳۵۱۱۱۲۲۳۳").waitFor();
    await card.getByText("خریدار هنوز رسیدی نفرستاده است.").waitFor();

    // A receipt sent in a chat, attached by hand; then approved: the payment reads paid.
    const photo = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#eee" } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await card.getByRole("button", { name: "افزودن عکس رسید، سفارش ۱" }).click();
    await (await chooser).setFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: photo });
    await toast(page, "رسید سفارش ۱ ثبت شد").waitFor();
    // Issue 34: the photo is the seller's only, read with the session; it must still load in the tab.
    const receipt = card.getByRole("img", { name: "رسید پرداخت سفارش ۱" });
    await receipt.waitFor();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.naturalWidth > 0,
      await receipt.elementHandle(),
    );
    // Issue 35: one action for a good receipt: approving it confirms the new order, with no confirm beside it.
    const approve = card.getByRole("button", { name: "تأیید رسید و سفارش، سفارش ۱" });
    await approve.waitFor();
    expect(await card.getByRole("button", { name: "تأیید سفارش، سفارش ۱" }).count()).toBe(0);
    await approve.click();
    await toast(page, "پرداخت و سفارش ۱ تأیید شد").waitFor();
    await card.getByText("وضعیت پرداخت: پرداخت‌شده").waitFor();
    await card.getByText("وضعیت سفارش: تأییدشده").waitFor();
    await approve.waitFor({ state: "detached" });
    // The next step is the primary action now.
    await card.getByRole("button", { name: "ثبت ارسال، سفارش ۱" }).waitFor();

    // A second order, then search by buyer and filter by status.
    await post(context, "/api/orders", { ...buyer, ...lineOf(product) });
    await orderCard(page, /سفارش ۲/).waitFor();
    await page.getByLabel("جست‌وجو").fill("سارا");
    await orderCard(page, /سفارش ۲/).waitFor({ state: "detached" });
    await orderCard(page, /سفارش ۱/).waitFor();
    await page.getByLabel("جست‌وجو").fill("");
    await orderCard(page, /سفارش ۲/)
      .getByRole("button", { name: "تأیید سفارش" })
      .click();
    await toast(page, "وضعیت سفارش ۲: تأییدشده").waitFor();
    await orderCard(page, /سفارش ۲/)
      .getByRole("button", { name: "ثبت ارسال" })
      .click();
    // Issue 36: shipping asks for the carrier and the tracking code, and the card links the code to its page.
    const shipping = page.getByRole("dialog", { name: "ارسال سفارش ۲" });
    await shipping.getByLabel("شرکت حمل").selectOption({ label: "پست ایران" });
    await shipping.getByLabel("کد رهگیری").fill("۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲۳۴");
    await shipping.getByRole("button", { name: "ثبت ارسال" }).click();
    await toast(page, "سفارش ۲ ارسال شد").waitFor();
    await orderCard(page, /سفارش ۲/)
      .getByRole("link", { name: /۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲۳۴/ })
      .waitFor();
    // Order 1 is confirmed (by its receipt's approval), order 2 shipped.
    await page.getByLabel("وضعیت سفارش").selectOption({ label: "ارسال‌شده (۱)" });
    await orderCard(page, /سفارش ۱/).waitFor({ state: "detached" });
    await orderCard(page, /سفارش ۲/).waitFor();

    // ORD-03: once the product is deleted the orders keep its name and say it is gone.
    const removed = await context.request.delete(`/api/products/${product.id}`, { headers: { origin: baseUrl } });
    expect(removed.status()).toBe(204);
    await page.reload();
    await orderCard(page, /سفارش ۲ · Handwoven shawl/)
      .getByText("محصول حذف‌شده")
      .waitFor();

    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it("ISSUE35-RECEIPT the settings switch keeps approving a receipt and confirming the order apart, and joins them again", async () => {
    const { context, page, product } = await sellerWithProduct("en");
    const photo = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#eee" } })
      .jpeg()
      .toBuffer();
    /** A card-to-card order whose buyer sent a receipt, as the bot leaves it. */
    async function orderWithReceipt() {
      const made = await post(context, "/api/orders", {
        ...buyer,
        payment_method: "card_to_card",
        ...lineOf(product),
      });
      expect(made.status()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      const attached = await context.request.post(`/api/orders/${id}/receipt`, {
        multipart: { file: { name: "receipt.jpg", mimeType: "image/jpeg", buffer: photo } },
        headers: { origin: baseUrl },
      });
      expect(attached.status()).toBe(200);
    }

    await page.goto("/dashboard?tab=settings");
    const setting = page.getByRole("switch", { name: "Confirm the order when I approve a receipt" });
    await page.getByText("Approving a card-to-card receipt also confirms a new order, in one step.").waitFor();
    expect(await setting.getAttribute("aria-checked")).toBe("true");
    await setting.click();
    await toast(page, "Receipts and orders are now approved separately").waitFor();
    expect(await setting.getAttribute("aria-checked")).toBe("false");

    // Off: the receipt is approved, then the order confirmed, as two actions.
    await orderWithReceipt();
    await page.getByRole("tab", { name: /Orders/ }).click();
    const first = orderCard(page, /Order 1 · Handwoven shawl/);
    await first.getByRole("button", { name: "Approve payment, order 1" }).waitFor();
    expect(await first.getByRole("button").allTextContents()).toEqual([
      "Attach receipt photo",
      "Reject receipt",
      "Approve payment",
      "History",
      "Cancel order",
      "Confirm",
    ]);
    await first.getByRole("button", { name: "Approve payment, order 1" }).click();
    await toast(page, "Payment of order 1 approved").waitFor();
    await first.getByText("Payment status: paid").waitFor();
    await first.getByText("Order status: new").waitFor();
    await first.getByRole("button", { name: "Confirm, order 1" }).click();
    await toast(page, "Order 1 is now confirmed").waitFor();

    // On again: one action approves the receipt and confirms the order; the next one is the shipping.
    await page.getByRole("tab", { name: /Settings/ }).click();
    await setting.click();
    await toast(page, "Orders are now confirmed with their receipt").waitFor();
    await orderWithReceipt();
    await page.getByRole("tab", { name: /Orders/ }).click();
    const second = orderCard(page, /Order 2 · Handwoven shawl/);
    const approve = second.getByRole("button", { name: "Approve receipt and confirm, order 2" });
    await approve.waitFor();
    expect(await second.getByRole("button").allTextContents()).toEqual([
      "Attach receipt photo",
      "Reject receipt",
      "Approve receipt and confirm",
      "History",
      "Cancel order",
    ]);
    await approve.click();
    await toast(page, "Payment of order 2 approved and the order confirmed").waitFor();
    await second.getByText("Order status: confirmed").waitFor();
    expect(await second.getByRole("button").allTextContents()).toEqual(["History", "Cancel order", "Mark as shipped"]);
    await second.getByRole("button", { name: "History of order 2" }).click();
    const history = page.getByRole("dialog", { name: "History of order 2" });
    await history.getByText("Status: new → confirmed").waitFor();
    await history.getByText("Payment: paid").waitFor();
    await context.close();
  });

  it("ORD-13 ORD-14 a failed load and a failed status change are told in 001 §8's words; a cancel asks first", async () => {
    const { context, page, product } = await sellerWithProduct("en");
    await post(context, "/api/orders", { ...buyer, ...lineOf(product) });
    await page.route("**/api/orders?*", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } }),
    );
    await page.goto("/dashboard?tab=orders");
    await toast(page, "error fetching orders").waitFor();
    await page.getByRole("button", { name: "Try again" }).waitFor();
    await page.unroute("**/api/orders?*");
    await page.getByRole("button", { name: "Try again" }).click();
    const card = orderCard(page, /Order 1/);
    await card.waitFor();

    await page.route("**/api/orders/*/status", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } }),
    );
    await card.getByRole("button", { name: "Confirm" }).click();
    await toast(page, "error updating order status").waitFor();
    await page.unroute("**/api/orders/*/status");

    await card.getByRole("button", { name: "Cancel order" }).click();
    const ask = page.getByRole("alertdialog", { name: "Cancel order 1?" });
    await ask.getByRole("button", { name: "Keep the order" }).click();
    await card.getByText("Order status: new").waitFor();
    await card.getByRole("button", { name: "Cancel order" }).click();
    await ask.getByRole("button", { name: "Cancel order" }).click();
    await toast(page, "Order 1 is now cancelled").waitFor();
    expect(await card.getByRole("button").allTextContents()).toEqual(["History"]);

    // The manual order's checks, before anything is sent.
    await page.getByRole("button", { name: "Record an order" }).click();
    const dialog = page.getByRole("dialog", { name: "Record an order" });
    await dialog.getByLabel("Buyer mobile").fill("12345");
    await dialog.getByRole("button", { name: "Record order" }).click();
    await toast(page, "please fill required fields").waitFor();
    await dialog.getByText("Choose a product", { exact: true }).last().waitFor();
    await dialog.getByText("The phone must look like 09xxxxxxxxx or +989xxxxxxxxx").waitFor();
    await context.close();
  });
});
