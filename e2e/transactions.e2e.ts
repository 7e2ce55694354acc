import type { Browser, BrowserContext, Page } from "playwright-core";
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

const figure = (page: Page, label: string) =>
  page
    .getByRole("tabpanel")
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** A shop-sales card's figure: its first value (a sum's card adds its count of orders below). */
const salesFigure = (page: Page, label: string) => figure(page, label).first();

/** A seller who bought Eco in the sandbox checkout (the app's default without a merchant id). */
async function sellerWithPayment(language: "fa" | "en", width?: number) {
  const { context, page } = await openPage(browser, { baseUrl, language, width });
  await signUpThroughApi(context, baseUrl, "Sara Seller");
  const checkout = await context.request.post("/api/payments/checkout", {
    data: { plan: "eco" },
    headers: { origin: baseUrl },
  });
  expect(checkout.status()).toBe(200);
  return { context, page };
}

describe("the transactions tab", () => {
  it("TXN-01 TXN-02 TXN-04 TXN-05 TXN-06 in English: the four figures and the history from the real payment; refresh; a failed load says so", async () => {
    const { context, page } = await sellerWithPayment("en");
    await page.goto("/dashboard?tab=transactions");
    await page.getByRole("heading", { name: "Transactions" }).waitFor();
    await figure(page, "Total transactions").getByText("1").waitFor();
    expect(await figure(page, "Successful").textContent()).toBe("1");
    expect(await figure(page, "Pending").textContent()).toBe("0");
    expect(await figure(page, "Total revenue").textContent()).toBe("4,500,000 toman");
    const row = page.getByRole("table", { name: "Transaction history" }).getByRole("row").nth(1);
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells.slice(1, 4)).toEqual(["4,500,000 toman", "Eco", "completed"]);

    // A second purchase made elsewhere appears after a refresh, without reloading the page.
    await context.request.post("/api/payments/checkout", { data: { plan: "pro" }, headers: { origin: baseUrl } });
    await page.getByRole("button", { name: "Refresh" }).click();
    await figure(page, "Total transactions").getByText("2").waitFor();

    await page.route("**/api/payments/summary", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } }),
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await toast(page, "error loading transactions").waitFor();
    await context.close();
  });

  it("TXN-01 TXN-08 in Persian: figures in Persian digits and toman", async () => {
    const { context, page } = await sellerWithPayment("fa");
    await page.goto("/dashboard?tab=transactions");
    await figure(page, "کل تراکنش‌ها").getByText("۱").waitFor();
    expect(await figure(page, "مجموع درآمد").textContent()).toBe("۴٬۵۰۰٬۰۰۰ تومان");
    await page.getByRole("table", { name: "تاریخچهٔ تراکنش‌ها" }).getByText("تکمیل‌شده").waitFor();
    await context.close();
  });

  it("ISSUE35-SALES in English: the shop's sales by method beside the plan payments, labelled apart; a new sale shows without a reload; a failed sales load leaves the plan payments", async () => {
    const { context, page } = await sellerWithPayment("en");
    const scarf = await shopProduct(context);
    await recordSale(context, scarf, { buyer_name: "Reza Ahmadi", payment_method: "gateway", quantity: 2 });
    await recordSale(context, scarf, {
      buyer_name: "Ali Waiting",
      payment_method: "gateway",
      payment_status: "pending",
    });
    await page.goto("/dashboard?tab=transactions");
    await page.getByRole("heading", { name: "Shop sales" }).waitFor();
    await page.getByRole("heading", { name: "Plan payments" }).waitFor();
    await salesFigure(page, "Sales revenue").getByText("240,000 toman").waitFor();
    expect(await salesFigure(page, "Paid orders").textContent()).toBe("1");
    expect(await salesFigure(page, "Awaiting payment").textContent()).toBe("1");
    await figure(page, "Total revenue").getByText("4,500,000 toman").waitFor();

    // Recorded elsewhere (another tab, the bot): the open tab hears of it on the event stream.
    await recordSale(context, scarf, { buyer_name: "Mina Karimi", payment_method: "card_to_card" });
    await salesFigure(page, "Sales revenue").getByText("360,000 toman").waitFor();
    expect(await salesFigure(page, "Paid orders").textContent()).toBe("2");
    expect(await figure(page, "Payment gateway").allTextContents()).toEqual(["240,000 toman", "1 order"]);
    expect(await figure(page, "Card to card").allTextContents()).toEqual(["120,000 toman", "1 order"]);
    expect(await figure(page, "Total revenue").textContent()).toBe("4,500,000 toman");

    const table = page.getByRole("table", { name: "Latest buyer payments" });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Date",
      "Order",
      "Buyer",
      "Amount",
      "Payment method",
      "Tracking code",
    ]);
    const rows = table.getByRole("row");
    expect((await rows.nth(1).getByRole("cell").allTextContents()).slice(1)).toEqual([
      "3",
      "Mina Karimi",
      "120,000 toman",
      "Card to card",
      "Marked paid by you",
    ]);
    expect((await rows.nth(2).getByRole("cell").allTextContents()).slice(1)).toEqual([
      "1",
      "Reza Ahmadi",
      "240,000 toman",
      "Payment gateway",
      "Marked paid by you",
    ]);
    expect(await rows.count()).toBe(3);

    await page.route("**/api/shop-sales", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } }),
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByRole("alert").filter({ hasText: "error loading sales" }).waitFor();
    expect(await figure(page, "Total revenue").textContent()).toBe("4,500,000 toman");
    await context.close();
  });

  it("ISSUE35-SALES in Persian on a 375 px phone: no sales yet, then a sale with its Jalali date and Persian digits, without sideways scrolling", async () => {
    const { context, page } = await sellerWithPayment("fa", 375);
    await page.goto("/dashboard?tab=transactions");
    await page.getByRole("heading", { name: "فروش فروشگاه" }).waitFor();
    await page.getByText("هنوز فروشی ندارید").waitFor();
    await figure(page, "مجموع درآمد").getByText("۴٬۵۰۰٬۰۰۰ تومان").waitFor();

    await recordSale(context, await shopProduct(context), { buyer_name: "رضا احمدی", payment_method: "gateway" });
    await salesFigure(page, "درآمد فروش").getByText("۱۲۰٬۰۰۰ تومان").waitFor();
    const row = page.getByRole("table", { name: "آخرین پرداخت‌های خریداران" }).getByRole("row").nth(1);
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells[0]).toMatch(/۱۴[۰-۹]{2}/);
    expect(cells.slice(1)).toEqual(["۱", "رضا احمدی", "۱۲۰٬۰۰۰ تومان", "درگاه پرداخت", "ثبت‌شده به دست شما"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

/** A 120,000-toman scarf in the seller's shop: the id of its one variant. */
async function shopProduct(context: BrowserContext) {
  const made = await context.request.post("/api/products", {
    data: { name: "Silk scarf", price: 120_000, product_code: `SCARF-${Date.now()}` },
    headers: { origin: baseUrl },
  });
  expect(made.status()).toBe(201);
  // What an order line names: the product's one variant (DESIGN 30).
  return ((await made.json()) as { variants: { id: string }[] }).variants[0]?.id ?? "";
}

/** A sale the seller records by hand (paid unless said), as the orders tab records one. */
async function recordSale(
  context: BrowserContext,
  variantId: string,
  values: {
    buyer_name: string;
    payment_method: "gateway" | "card_to_card";
    quantity?: number;
    payment_status?: string;
  },
) {
  const made = await context.request.post("/api/orders", {
    data: {
      items: [{ variant_id: variantId, quantity: values.quantity ?? 1 }],
      buyer_phone: "09121234567",
      payment_status: "paid",
      buyer_name: values.buyer_name,
      payment_method: values.payment_method,
      ...(values.payment_status ? { payment_status: values.payment_status } : {}),
    },
    headers: { origin: baseUrl },
  });
  expect(made.status()).toBe(201);
}
