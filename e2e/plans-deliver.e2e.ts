import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

// Issue 18, "plans deliver what they sell": what a purchase opens shows in today's content at once, a day
// can be regenerated within the plan's limit, and content comes in the language the user reads.
const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const persian = /[\u0600-\u06FF]/;
const section = (page: Page, name: string) => page.getByRole("region", { name });

const words = {
  en: { generate: "Generate today's content", ideas: "Content ideas" },
  fa: { generate: "ساخت محتوای امروز", ideas: "ایده‌های محتوا" },
};

async function generateToday(page: Page, language: "en" | "fa") {
  await page.goto("/daily-content");
  await page.getByRole("button", { name: words[language].generate }).click();
  await section(page, words[language].ideas).waitFor();
}

describe("plans deliver what they sell", () => {
  it("a free user buys Pro in the sandbox checkout and today's content at once has ten ideas, music, every style; then regenerates it", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Upgrading User");
    await generateToday(page, "en");
    const ideas = section(page, "Content ideas").getByRole("listitem");
    expect(await ideas.count()).toBe(1);
    await page.getByText("Your plan does not include viral music").waitFor();
    await page.getByRole("tab", { name: /Poetic/ }).click();
    await page.getByText("Your plan does not include Poetic captions; the Pro plan opens them").waitFor();

    await page.goto("/checkout?plan=pro");
    await page.getByLabel("Card number").fill("6037991234567890");
    await page.getByLabel("Cardholder name").fill("Upgrading User");
    await page.getByLabel("Expiry date").fill("1228");
    await page.getByLabel("CVV").fill("123");
    await page.getByRole("button", { name: "Pay 7,500,000 toman" }).click();
    await page.getByText("your Pro subscription is active").waitFor();
    await page.waitForURL("**/dashboard");

    await page.goto("/daily-content");
    await section(page, "Content ideas").waitFor();
    expect(await ideas.count()).toBe(10);
    const music = section(page, "Viral music").getByRole("listitem");
    await music.first().waitFor();
    expect(await music.count()).toBe(5);
    expect(await page.getByText("Your plan does not include").count()).toBe(0);
    await page.getByRole("tab", { name: "Poetic" }).click();
    expect(await section(page, "Captions").getByRole("button", { name: "Copy caption" }).count()).toBeGreaterThan(0);
    await page.getByText("10 regenerations left today").waitFor();

    const before = await section(page, "Content ideas").textContent();
    await page.getByRole("button", { name: "Regenerate" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(/every edit of today, saved or not, is lost/).waitFor();
    await dialog.getByRole("button", { name: "Yes, regenerate" }).click();
    await toastSaying(page, "Today's content was regenerated").waitFor();
    await page.getByText("9 regenerations left today").waitFor();
    expect(await ideas.count()).toBe(10);
    expect(await section(page, "Content ideas").textContent()).not.toBe(before);
    await context.close();
  });

  it("a user whose interface is English gets English content, though the preferred language is Persian", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "English Reader");
    await generateToday(page, "en");
    const ideas = await section(page, "Content ideas").textContent();
    const captions = await section(page, "Captions").getByRole("tabpanel").textContent();
    expect(ideas).toMatch(/[a-z]{3}/i);
    expect(ideas).not.toMatch(persian);
    expect(captions).not.toMatch(persian);
    await context.close();
  });

  it("on a 360 px phone in Persian the eleven caption tabs scroll inside their list and nothing is clipped", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", width: 360 });
    await signUpThroughApi(context, baseUrl, "کاربر موبایل");
    await generateToday(page, "fa");
    const ideas = await section(page, "ایده‌های محتوا").textContent();
    expect(ideas).toMatch(persian);
    const tabs = page.getByRole("tablist", { name: "لحن کپشن" });
    expect(await tabs.getByRole("tab").count()).toBe(11);
    const sizes = await tabs.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const page360 = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(page360).toBeLessThanOrEqual(360);
    // The last tab scrolls into view and opens: a locked style says why and links to the plans.
    const last = tabs.getByRole("tab").last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await page.getByText("طرح پرو آن را باز می‌کند").waitFor();
    const upgrade = page.getByRole("tabpanel").getByRole("link", { name: "ارتقای طرح" });
    expect(await upgrade.getAttribute("href")).toBe("/subscriptions");
    await page.screenshot({ path: "/tmp/helperC-daily-content-fa-360.png", fullPage: true });
    await context.close();
  });
});
