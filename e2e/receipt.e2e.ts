import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

// The shared e2e app runs in sandbox mode: the card form pays at once (decision 021's journey).
const baseUrl = inject("baseUrl");
const screenshotDir = process.env.RECEIPT_SCREENSHOT_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function payWithCard(page: Page, plan: string, price: string, payLabel = (amount: string) => `Pay ${amount}`) {
  await page.goto(`/checkout?plan=${plan}`);
  await page.getByLabel("Card number").or(page.getByLabel("شمارهٔ کارت")).pressSequentially("6037991234567890");
  await page.getByLabel("Cardholder name").or(page.getByLabel("نام دارندهٔ کارت")).fill("Receipt Buyer");
  await page.getByLabel("Expiry date").or(page.getByLabel("تاریخ انقضا")).pressSequentially("1228");
  await page.getByLabel("CVV").or(page.getByLabel("کد CVV2")).pressSequentially("123");
  await page.getByRole("button", { name: payLabel(price) }).click();
  await page.waitForURL("**/dashboard");
}

/** The page is no wider than the phone, and the tracking code shows whole (wrapped, not cut). */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const code = page.locator("dd span[dir=ltr]").first();
  expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

describe("after paying: the receipt, the end date, an upgrade's credit and a downgrade's warning", () => {
  it("PAY-21 PAY-34 PLAN-29 a buyer pays for Eco, opens the receipt from the toast, upgrades to Pro for the difference and is warned before Eco", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Receipt Buyer");

    await payWithCard(page, "eco", "4,500,000 toman");
    await toastSaying(page, "payment successful").getByRole("button", { name: "View receipt" }).click();
    await page.waitForURL("**/payment/receipt/**");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Payment receipt" }).waitFor();
    await main.getByText("Eco", { exact: true }).waitFor();
    await main.getByText("4,500,000 toman").waitFor();
    expect(await main.getByText(/^REF-\d+$/).count()).toBe(1);
    for (const label of ["Tracking code", "Paid on", "Starts", "Ends"]) await main.getByText(label).waitFor();
    await main.getByRole("button", { name: "Print receipt" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/dashboard");
    const period = page.getByTestId("plan-period");
    await period.getByText(/^Eco until /).waitFor();
    await period.getByText("30 days left").waitFor();

    // An upgrade the same day: Pro's price less the 30 unused days of Eco.
    await page.goto("/checkout?plan=pro");
    await page.getByText("Credit for 30 days left of Eco").waitFor();
    expect(await page.getByTestId("checkout-total").textContent()).toBe("3,000,000 toman");
    await page.getByText(/^Upgrade: Pro starts today/).waitFor();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/checkout-upgrade.png`, fullPage: true });
    await payWithCard(page, "pro", "3,000,000 toman");
    await page
      .getByTestId("plan-period")
      .getByText(/^Pro until /)
      .waitFor();

    // A lower plan now waits for Pro's end, and the checkout says so before paying.
    await page.goto("/subscriptions");
    await page.getByText(/^Your Pro plan is active until .*A lower plan bought now starts on that day/).waitFor();
    await page.goto("/checkout?plan=eco");
    await page
      .getByRole("alert")
      .getByText(/Your Pro plan stays until .*; Eco starts then and runs until /)
      .waitFor();
    expect(await page.getByTestId("checkout-total").textContent()).toBe("4,500,000 toman");
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/checkout-downgrade.png`, fullPage: true });

    // Both paid rows of /transactions lead to their receipts; the upgrade's shows its credit.
    await page.goto("/transactions");
    const receipts = page.getByRole("link", { name: /^Receipt of payment REF-/ });
    await receipts.first().waitFor();
    expect(await receipts.count()).toBe(2);
    await receipts.first().click();
    await page.waitForURL("**/payment/receipt/**");
    await main.getByRole("heading", { name: "Payment receipt" }).waitFor();
    await main.getByText("3,000,000 toman").waitFor();
    await main.getByText("Credit from the previous plan").waitFor();
    await main.getByText("Pro", { exact: true }).waitFor();

    // Another user's receipt does not exist for this buyer.
    await page.goto("/payment/receipt/00000000-0000-4000-8000-000000000000");
    await main.getByRole("heading", { name: "Receipt not found" }).waitFor();
    await context.close();
  });

  it("the receipt fits a 360 px phone in Persian and English, with Persian digits in Persian and a long tracking code wrapped, and prints alone", async () => {
    for (const language of ["fa", "en"] as const) {
      const { context, page } = await openPage(browser, { baseUrl, language, width: 360, theme: "dark" });
      await signUpThroughApi(context, baseUrl, "Narrow Buyer");
      const fa = language === "fa";
      await payWithCard(page, "ultra", fa ? "۱۵٬۰۰۰٬۰۰۰ تومان" : "15,000,000 toman", (amount) =>
        fa ? `پرداخت ${amount}` : `Pay ${amount}`,
      );
      await page.goto("/transactions");
      const receiptLink = page.getByRole("link", { name: fa ? /^رسید پرداخت / : /^Receipt of payment / }).first();
      await receiptLink.click();
      await page.waitForURL("**/payment/receipt/**");
      const main = page.getByRole("main");
      await main.getByRole("heading", { name: fa ? "رسید پرداخت" : "Payment receipt", level: 1 }).waitFor();
      await main.getByText(fa ? "۱۵٬۰۰۰٬۰۰۰ تومان" : "15,000,000 toman").waitFor();
      await main.getByText(fa ? "اولترا" : "Ultra", { exact: true }).waitFor();
      await expectFitsPhone(page);
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/receipt-${language}-360.png`, fullPage: true });

      // A gateway's long tracking code wraps inside the card instead of widening the page.
      const longCode = "A00000000000000000000000000000000000XYZ1234567890";
      await page.route("**/api/payments/*/receipt", async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), ref_id: longCode } });
      });
      await page.reload();
      await main.getByText(longCode).waitFor();
      await expectFitsPhone(page);
      if (screenshotDir) {
        await page.screenshot({ path: `${screenshotDir}/receipt-${language}-360-long-code.png`, fullPage: true });
      }

      // Printed: the receipt alone, without the site's header, footer or the buttons.
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
      expect(await main.getByRole("button").count()).toBe(0);
      await main.getByText(longCode).waitFor();
      if (screenshotDir)
        await page.screenshot({ path: `${screenshotDir}/receipt-${language}-print.png`, fullPage: true });
      await context.close();
    }
  });
});
