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

const card = (page: Page, title: string) =>
  page
    .getByRole("tabpanel")
    .locator("div.rounded-xl")
    .filter({ has: page.getByRole("heading", { name: title }) });

async function sellerOnSettings(language: "fa" | "en") {
  const { context, page } = await openPage(browser, { baseUrl, language });
  await signUpThroughApi(context, baseUrl, "Sara Seller");
  await page.goto("/dashboard?tab=settings");
  return { context, page };
}

describe("the settings tab", () => {
  it("SET-01 SET-02 SET-04 SET-05 SET-31 in English a new seller sees an inactive free subscription with a renew link and no transactions", async () => {
    const { context, page } = await sellerOnSettings("en");
    const subscription = card(page, "Subscription status");
    await subscription.getByText("Inactive").waitFor();
    await subscription.getByText("free", { exact: true }).waitFor();
    expect(await subscription.getByRole("link", { name: "Renew subscription" }).getAttribute("href")).toBe(
      "/subscriptions",
    );
    await card(page, "Recent transactions").getByText("No transactions found").waitFor();

    // After buying Eco (sandbox checkout), the card is active with its end date, and the payment is listed.
    await context.request.post("/api/payments/checkout", { data: { plan: "eco" }, headers: { origin: baseUrl } });
    await page.reload();
    await subscription.getByText("Active", { exact: true }).waitFor();
    await subscription.getByText("Eco").waitFor();
    expect(await subscription.getByRole("link", { name: "Renew subscription" }).count()).toBe(0);
    await card(page, "Recent transactions").getByText("4,500,000 toman").waitFor();
    await context.close();
  });

  it("SET-06 SET-07 SET-08 SET-10 SET-12 SET-14 in English the gateway dialog refuses a wrong merchant id, saves a right one and shows it masked", async () => {
    const { context, page } = await sellerOnSettings("en");
    const gateway = card(page, "Payment gateway");
    await gateway.getByText("No gateway set yet.").waitFor();
    await gateway.getByRole("button", { name: "Add gateway" }).click();
    const dialog = page.getByRole("dialog", { name: "Zarinpal gateway settings" });
    await dialog.getByRole("button", { name: "Save settings" }).click();
    await dialog.getByText("Enter the merchant id").waitFor();
    await dialog.getByLabel("Zarinpal merchant id").fill("1A2B3C4D-5E6F-4A1B-8C2D-3E4F5A6B7C8D");
    await dialog.getByRole("button", { name: "Save settings" }).click();
    await dialog.getByText(/The merchant id is 36 characters/).waitFor();
    await dialog.getByLabel("Zarinpal merchant id").fill("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");
    await dialog.getByRole("button", { name: "Save settings" }).click();
    await toast(page, "gateway settings saved").waitFor();
    await gateway.getByText("1a2b3c4d••••5a6b7c8d").waitFor();
    expect(await page.content()).not.toContain("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");
    await page.reload();
    await gateway.getByText("1a2b3c4d••••5a6b7c8d").waitFor();
    await gateway.getByRole("button", { name: "Edit gateway" }).waitFor();
    await context.close();
  });

  it("SET-01 SET-11 in Persian the cards read in Persian and a failed save says 'error saving settings'", async () => {
    const { context, page } = await sellerOnSettings("fa");
    await card(page, "وضعیت اشتراک").getByText("غیرفعال").waitFor();
    await page.route("**/api/seller-settings/gateway", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } })
        : route.fallback(),
    );
    await card(page, "درگاه پرداخت").getByRole("button", { name: "افزودن درگاه" }).click();
    const dialog = page.getByRole("dialog", { name: "تنظیمات درگاه زرین‌پال" });
    await dialog.getByLabel("مرچنت کد زرین‌پال").fill("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");
    await dialog.getByRole("button", { name: "ذخیرهٔ تنظیمات" }).click();
    await toast(page, "خطا در ذخیرهٔ تنظیمات").waitFor();
    await context.close();
  });

  it("SET-29 a settings action after the session ended elsewhere says 'user not found', in English and Persian", async () => {
    for (const [language, words] of [
      [
        "en",
        {
          add: "Add gateway",
          title: "Zarinpal gateway settings",
          field: "Zarinpal merchant id",
          save: "Save settings",
          gone: "user not found",
        },
      ],
      [
        "fa",
        {
          add: "افزودن درگاه",
          title: "تنظیمات درگاه زرین‌پال",
          field: "مرچنت کد زرین‌پال",
          save: "ذخیرهٔ تنظیمات",
          gone: "کاربر یافت نشد",
        },
      ],
    ] as const) {
      const { context, page } = await sellerOnSettings(language);
      await page.getByRole("button", { name: words.add }).click();
      const dialog = page.getByRole("dialog", { name: words.title });
      await dialog.getByLabel(words.field).fill("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d");
      // Signed out in another tab meanwhile: the server no longer knows who is asking.
      await context.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseUrl } });
      await dialog.getByRole("button", { name: words.save }).click();
      await toast(page, words.gone).waitFor();
      await context.close();
    }
  });
});
