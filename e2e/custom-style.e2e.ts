import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

// 001 §3 "unlimited plus custom" (PLAN-22, decision 022): an Ultra user defines a caption style of their own
// on /daily-content and today's captions come in it, under a tab named after it.
const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const phone = 360;
const section = (page: Page, name: string) => page.getByRole("region", { name });
/** Nothing on the page is wider than the phone's screen. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("Ultra's custom caption style", () => {
  it("PLAN-22 an Ultra user saves 'Our café voice' and sees its tab with captions signed as asked, on a 360 px phone", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en", width: phone });
    await signUpThroughApi(context, baseUrl, "Narenj Cafe");
    await page.goto("/daily-content");
    const card = section(page, "Custom caption style");
    await card.getByText("A custom caption style comes with the Ultra plan").waitFor();
    expect(await card.getByRole("link", { name: /upgrade/i }).getAttribute("href")).toBe("/subscriptions");
    await page.getByRole("button", { name: "Generate today's content" }).click();
    await section(page, "Content ideas").waitFor();

    await page.goto("/checkout?plan=ultra");
    await page.getByLabel("Card number").fill("6037991234567890");
    await page.getByLabel("Cardholder name").fill("Narenj Cafe");
    await page.getByLabel("Expiry date").fill("1228");
    await page.getByLabel("CVV").fill("123");
    await page.getByRole("button", { name: "Pay 15,000,000 toman" }).click();
    await page.waitForURL("**/dashboard");

    await page.goto("/daily-content");
    await card.getByLabel(/Style name/).waitFor();
    // A style needs a name: the form says so and sends nothing.
    await card.getByRole("button", { name: "Save style" }).click();
    await card.getByText("Name the style").waitFor();

    await card.getByLabel(/Style name/).fill("Our café voice");
    await card.getByLabel("Based on").selectOption({ label: "Storytelling" });
    await card.getByLabel("Caption length").selectOption({ label: "Short" });
    await card.getByLabel("Emoji").selectOption({ label: "None" });
    await card.getByLabel("Signature line (optional)").fill("— Narenj Café, open till midnight");
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone);
    await card.getByRole("button", { name: "Save style" }).click();
    await toastSaying(page, "Style saved; today's captions are written in it").waitFor();

    const captions = section(page, "Captions");
    await captions.getByRole("tab", { name: "Our café voice" }).click();
    const panel = captions.getByRole("tabpanel");
    await panel
      .getByText(/— Narenj Café, open till midnight/)
      .first()
      .waitFor();
    const items = panel.getByRole("listitem");
    expect(await items.count()).toBe(3);
    for (const text of await items.allTextContents()) expect(text).toContain("— Narenj Café, open till midnight");
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone);

    // After a reload the style is still there, in the form and as the tab.
    await page.reload();
    expect(await card.getByLabel(/Style name/).inputValue()).toBe("Our café voice");
    await captions.getByRole("tab", { name: "Our café voice" }).waitFor();
    await context.close();
  });

  it("PLAN-22 a free user reading Persian sees the card locked, in Persian, within a 360 px phone", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", width: phone });
    await signUpThroughApi(context, baseUrl, "کافه نارنج");
    await page.goto("/daily-content");
    const card = section(page, "لحن سفارشی کپشن");
    await card.getByText("لحن سفارشی کپشن ویژهٔ طرح اولتراست").waitFor();
    expect(await card.getByRole("textbox").count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone);
    await context.close();
  });
});
