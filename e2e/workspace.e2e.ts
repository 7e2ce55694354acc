import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A signed-up user on /dashboard (with an optional query), in the given language and window width. */
async function sellerOnDashboard(language: "fa" | "en", query = "", width = 1280) {
  const { context, page } = await openPage(browser, { baseUrl, language, width });
  await signUpThroughApi(context, baseUrl, "Sara Seller");
  await page.goto(`/dashboard${query}`);
  return { context, page };
}

const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });
const tabParam = (page: Page) => new URL(page.url()).searchParams.get("tab");

describe("the seller workspace on /dashboard", () => {
  it("HOME-08 HOME-09 six tabs below the home section in English; a click puts the tab in the address and a reload keeps it", async () => {
    const { context, page } = await sellerOnDashboard("en");
    const tablist = page.getByRole("tablist", { name: "Seller workspace sections" });
    await tablist.waitFor();
    expect(await tablist.getByRole("tab").allTextContents()).toEqual([
      "Connections",
      "Products",
      "Orders",
      "Conversations",
      "Transactions",
      "Templates",
      "Settings",
    ]);
    // Below the home section: the tool cards come first.
    const toolsTop = (await page.getByRole("heading", { name: "Your tools" }).boundingBox())?.y ?? Infinity;
    expect((await tablist.boundingBox())?.y).toBeGreaterThan(toolsTop);

    expect(await selectedTab(page).textContent()).toBe("Connections");
    const panel = page.getByRole("tabpanel", { name: "Connections" });
    await panel.getByRole("heading", { name: "Connect a Telegram or Bale bot" }).waitFor();

    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole("tab", { name: "Products" }).click();
    await page.getByRole("tabpanel", { name: "Products" }).waitFor();
    expect(tabParam(page)).toBe("products");
    await page.getByRole("tab", { name: "Templates" }).click();
    await page.waitForURL("**/dashboard?tab=templates");
    // Switching replaces the address instead of adding a history entry per tab.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    await page.reload();
    await page.getByRole("tabpanel", { name: "Templates" }).waitFor();
    expect(await selectedTab(page).textContent()).toBe("Templates");

    // Keyboard: the arrow key moves to the next tab and the address follows.
    await selectedTab(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL("**/dashboard?tab=settings");
    expect(await selectedTab(page).textContent()).toBe("Settings");
    await context.close();
  });

  it("HOME-08 when the workspace's code cannot be fetched the home stays, says so, and Try again brings the workspace", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en", width: 1280 });
    await signUpThroughApi(context, baseUrl, "Sara Seller");
    // The workspace's own chunk fails once, as on a lost connection.
    let refused = 0;
    await page.route("**/assets/seller-workspace-panels-*.js", (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort("internetdisconnected");
    });
    await page.goto("/dashboard");
    const alert = page.getByRole("alert").filter({ hasText: "This part of the page could not be loaded" });
    await alert.waitFor();
    // The home above it is whole.
    await page.getByRole("heading", { name: "Hello, Sara Seller" }).waitFor();
    expect(refused).toBe(1);

    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("tablist", { name: "Seller workspace sections" }).waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it("HOME-09 a link with ?tab= opens that tab, and an unknown tab opens the connections", async () => {
    const { context, page } = await sellerOnDashboard("en", "?tab=orders");
    await page.getByRole("tabpanel", { name: "Orders" }).getByRole("heading", { name: "Orders" }).waitFor();
    expect(await selectedTab(page).textContent()).toBe("Orders");
    await page.goto("/dashboard?tab=nothing");
    await page.getByRole("tabpanel", { name: "Connections" }).waitFor();
    expect(await selectedTab(page).textContent()).toBe("Connections");
    await context.close();
  });

  it("HOME-08 HOME-09 the six tabs in Persian, right to left; a reload keeps the tab", async () => {
    const { context, page } = await sellerOnDashboard("fa", "?tab=orders");
    const tablist = page.getByRole("tablist", { name: "بخش‌های پنل فروشنده" });
    await tablist.waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    // The home above: a first day reads "joined today".
    await page.getByText("امروز عضو شدید").waitFor();
    expect(await tablist.getByRole("tab").allTextContents()).toEqual([
      "اتصال‌ها",
      "محصولات",
      "سفارش‌ها",
      "گفتگوها",
      "تراکنش‌ها",
      "قالب‌ها",
      "تنظیمات",
    ]);
    expect(await selectedTab(page).textContent()).toBe("سفارش‌ها");
    await page.getByRole("tabpanel", { name: "سفارش‌ها" }).getByRole("heading", { name: "سفارش‌ها" }).waitFor();

    // Right to left, the first tab sits at the right.
    const first = await tablist.getByRole("tab").first().boundingBox();
    const second = await tablist.getByRole("tab").nth(1).boundingBox();
    expect(first?.x).toBeGreaterThan(second?.x ?? Infinity);

    await page.getByRole("tab", { name: "محصولات" }).click();
    await page.waitForURL("**/dashboard?tab=products");
    await page.reload();
    await page.getByRole("tabpanel", { name: "محصولات" }).waitFor();
    expect(await selectedTab(page).textContent()).toBe("محصولات");
    await context.close();
  });

  it("HOME-08 on a 375 px phone every tab is in sight and the page does not scroll sideways, in both languages", async () => {
    for (const language of ["fa", "en"] as const) {
      const { context, page } = await sellerOnDashboard(language, "", 375);
      // Below a new user's home on a phone, the workspace is made as the reader scrolls towards it.
      await page.getByRole("heading", { name: language === "fa" ? "ابزارهای شما" : "Your tools" }).waitFor();
      await page.mouse.wheel(0, 1500);
      const tabs = page.getByRole("tab");
      await tabs.first().waitFor();
      // 001 §2's six, and issue 37's conversations.
      expect(await tabs.count()).toBe(7);
      for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await context.close();
    }
  });

  it("HOME-01 HOME-09 a visitor who opens a tab's link signs in and lands on that tab", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    const account = await signUpThroughApi(context, baseUrl, "Returning Seller");
    await context.clearCookies();
    await page.goto("/dashboard?tab=products");
    await page.waitForURL(/\/auth\?redirect=/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard?tab=products");
    await page.getByRole("tabpanel", { name: "Products" }).waitFor();
    expect(await selectedTab(page).textContent()).toBe("Products");
    await context.close();
  });
});
