import type { Browser, Page } from "playwright-core";
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

/** A seller who bought Eco in the sandbox checkout (the app's default without a merchant id). */
async function sellerWithPayment(language: "fa" | "en") {
  const { context, page } = await openPage(browser, { baseUrl, language });
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
});
