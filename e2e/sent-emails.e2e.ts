import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying as toast } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const rows = (page: Page) => page.getByRole("region", { name: /E-mails list|فهرست ایمیل‌ها/ }).locator("tbody tr");

describe("/sent-emails", () => {
  it("STAT-28 STAT-29 STAT-30 STAT-31 a new user's welcome e-mail is listed and viewed; a message to support adds its receipt; Persian, phone width, no serious axe violation", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    const { email } = await signUpThroughApi(context, baseUrl, "Nima Reader");
    await page.goto("/sent-emails");
    await page.getByRole("heading", { name: "Sent e-mails", level: 1 }).waitFor();
    // The journeys' app has no mail server: the page says the outbox holds the e-mails, and rates are not measured.
    await page.getByText(/No mail server \(SMTP\) is configured/).waitFor();
    await page.getByText("Open and click rates are not measured, so no figure is shown for them.").waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    const welcome = await rows(page).first().textContent();
    expect(welcome).toContain("Welcome");
    expect(welcome).toContain(email);
    expect(welcome).toContain("Delivered");
    const counters = page.getByRole("region", { name: "E-mail figures" });
    expect(await counters.locator("dd").allTextContents()).toEqual(["1", "1", "0", "0"]);

    // STAT-29: the view dialog shows the e-mail as text.
    await rows(page).first().getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Nima Reader", { exact: false }).first().waitFor();
    expect(await dialog.textContent()).toContain(email);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });

    // STAT-29: the new-e-mail dialog writes to support; its receipt e-mail joins the list.
    await page.getByRole("button", { name: "New e-mail" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send" }).click();
    expect(await page.getByRole("dialog").getByText("Please fill in this field").count()).toBe(2);
    await page.getByLabel("Subject").fill("Invoice for my plan");
    await page.getByLabel("Message").fill("Could you send me an invoice?");
    await page.getByRole("dialog").getByRole("button", { name: "Send" }).click();
    await toast(page, "Your message was sent").waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await rows(page).first().textContent()).toContain("Support message receipt");

    // STAT-42 STAT-43: search by subject, the status filter, and "all" again.
    await page.getByLabel("Search").fill("INVOICE");
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel("Status").selectOption("failed");
    await page.getByText("No e-mail matches this search and status").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rows(page).count()).toBe(2);

    await page.evaluate(() => localStorage.setItem("preferred-language", "fa"));
    await page.reload();
    await page.getByRole("heading", { name: "ایمیل‌های ارسال‌شده", level: 1 }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    await rows(page).nth(1).getByRole("button").first().click();
    const persianDialog = page.getByRole("dialog");
    await persianDialog.getByText("خوش‌آمدگویی").first().waitFor();
    // A Jalali date in Persian digits.
    expect(await persianDialog.textContent()).toMatch(/[۰-۹]{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await persianDialog.waitFor({ state: "detached" });
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("list", { name: "فهرست ایمیل‌ها" }).waitFor();
    expect(await noPageScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("STAT-28 a visitor sees the sign-in prompt", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/sent-emails");
    await page.getByRole("heading", { name: "E-mails are for members" }).waitFor();
    await context.close();
  });
});
