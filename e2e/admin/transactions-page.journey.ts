import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "../support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying as toast } from "../support/browser";

const baseUrl = inject("baseUrl");
// The app makes these admins on sign-up (global setup); 7 is this file's (it records a refund).
const adminEmails = inject("adminEmails");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Buys Eco with the sandbox card form, as a user would (the e2e app has no Zarinpal merchant). */
async function buyEcoAtCheckout(page: Page) {
  await page.goto("/checkout?plan=eco");
  await page.getByLabel("Card number").pressSequentially("6037991234567890");
  await page.getByLabel("Cardholder name").fill("Tara Buyer");
  await page.getByLabel("Expiry date").pressSequentially("1228");
  await page.getByLabel("CVV").pressSequentially("123");
  await page.getByRole("button", { name: "Pay 4,500,000 toman" }).click();
  await page.waitForURL("**/dashboard");
}

/**
 * A second purchase (Pro) through the API, then an admin refunds it: Eco, Pro and Pro's refund. Pro the
 * same day is an upgrade: its price less Eco's 30 unused days, 3,000,000 toman (decision 021).
 */
async function buyProAndGetItRefunded(context: BrowserContext) {
  const checkout = await context.request.post("/api/payments/checkout", {
    data: { plan: "pro" },
    headers: { origin: baseUrl },
  });
  expect(checkout.status()).toBe(200);
  const { payment } = (await checkout.json()) as { payment: { id: string } };
  const admin = await openPage(browser, { baseUrl, language: "en" });
  const adminEmail = adminEmails[7];
  if (!adminEmail) throw new Error("the global setup provides the admin e-mails");
  await signUpThroughApi(admin.context, baseUrl, "Reza Refunds", adminEmail);
  const refund = await admin.context.request.post(`/api/admin/payments/${payment.id}/refund`, {
    data: { reason: "Bought twice" },
    headers: { origin: baseUrl },
  });
  expect(refund.status()).toBe(200);
  await admin.context.close();
}

const rows = (page: Page) => page.getByRole("region", { name: /Transactions list|فهرست تراکنش‌ها/ }).locator("tbody tr");

async function downloadReport(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: buttonName }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

describe("/transactions", () => {
  it("STAT-22..27 a user's real purchase and refund are listed, filtered, cleared and downloaded as a CSV in English and Persian", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Tara Buyer");
    await buyEcoAtCheckout(page);
    await buyProAndGetItRefunded(context);

    await page.goto("/transactions");
    await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
    const counters = page.getByRole("region", { name: "Transaction figures" });
    await counters.getByText("4,500,000 toman").waitFor();
    expect(await counters.locator("dd").allTextContents()).toEqual(["3", "3", "0", "0", "4,500,000 toman"]);
    await expect.poll(() => rows(page).count()).toBe(3);
    const firstRow = await rows(page).first().textContent();
    expect(firstRow).toContain("Refund");
    expect(firstRow).toContain("-3,000,000 toman");
    expect(firstRow).toContain("Refund of the Pro subscription");

    // STAT-23 STAT-43: the type filter, then a search that matches nothing, then clear filters (STAT-26).
    await page.getByLabel("Type").selectOption("refund");
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel("Search").fill("ultra");
    await page.getByText("No transaction matches this search and these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await page.getByLabel("Search").inputValue()).toBe("");
    expect(await page.getByLabel("Type").inputValue()).toBe("all");
    expect(await page.getByLabel("Status").inputValue()).toBe("all");

    // STAT-27: the report holds the listed rows only (here: the two subscriptions), headers in English.
    await page.getByLabel("Type").selectOption("subscription");
    await expect.poll(() => rows(page).count()).toBe(2);
    const english = await downloadReport(page, "Download report");
    await toast(page, "Report downloaded (2 rows)").waitFor();
    expect(english.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(english.text.startsWith("\uFEFF")).toBe(true);
    const lines = english.text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Date,ID,Type,Description,Amount (toman),Method,Status,Tracking code");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",Subscription,Pro monthly subscription,3000000,Test payment,Success,REF-");
    expect(lines[2]).toContain(",Subscription,Eco monthly subscription,4500000,Test payment,Success,REF-");

    // In Persian the page and the report speak Persian; the refund's amount is negative there too.
    await page.evaluate(() => localStorage.setItem("preferred-language", "fa"));
    await page.reload();
    await page.getByRole("heading", { name: "تراکنش‌ها", level: 1 }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);
    const persian = await downloadReport(page, "دانلود گزارش");
    expect(persian.text.startsWith("\uFEFF")).toBe(true);
    const persianLines = persian.text.slice(1).trim().split("\r\n");
    expect(persianLines[0]).toBe("تاریخ,شناسه,نوع,شرح,مبلغ (تومان),روش پرداخت,وضعیت,کد پیگیری");
    expect(persianLines[1]).toContain(",بازگشت وجه,بازگشت وجه اشتراک پرو,-3000000,پرداخت آزمایشی,موفق,REF-");
    expect(persianLines).toHaveLength(4);

    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("list", { name: "فهرست تراکنش‌ها" }).waitFor();
    expect(await noPageScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("STAT-22 a visitor sees the sign-in prompt, which brings them back", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/transactions");
    await page.getByRole("heading", { name: "Transactions are for members" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign in" }).getAttribute("href")).toContain("transactions");
    await context.close();
  });
});
