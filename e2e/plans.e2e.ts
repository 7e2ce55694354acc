import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedInPage(
  name: string,
  path: string,
  width?: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, { baseUrl, language: "en", width });
  await signUpThroughApi(context, baseUrl, name);
  await page.goto(path);
  return { context, page };
}

const planCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

describe("/subscriptions", () => {
  it("PLAN-10 a visitor sees only a card asking to sign in, which comes back here", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/subscriptions");
    await page.getByRole("heading", { name: "Sign in to view and buy plans" }).waitFor();
    const signIn = page.getByRole("main").getByRole("link", { name: "Sign in or sign up" });
    expect(await signIn.getAttribute("href")).toBe("/auth?redirect=/subscriptions");
    expect(await page.getByRole("article").count()).toBe(0);
    expect(await page.getByText(/toman/).count()).toBe(0);
    await context.close();
  });

  it("PLAN-11 PLAN-12 PLAN-16 PLAN-18 a free user sees three plans, and choosing Pro goes to checkout with it", async () => {
    const { context, page } = await signedInPage("Plans User", "/subscriptions");
    await page.getByRole("heading", { name: "Choose the plan for your business", level: 1 }).waitFor();
    expect(await page.getByRole("article").count()).toBe(3);
    await planCard(page, "Eco").getByText("4,500,000 toman").waitFor();
    await planCard(page, "Pro").getByText("7,500,000 toman").waitFor();
    await planCard(page, "Pro").getByText("most popular").waitFor();
    await planCard(page, "Ultra").getByText("15,000,000 toman").waitFor();
    for (const name of ["Eco", "Ultra"]) await page.getByRole("link", { name: `choose ${name}` }).waitFor();
    expect(await page.getByText(/you have the .* plan/).count()).toBe(0);

    await page.getByRole("link", { name: "choose Pro" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("plan") === "pro");
    await context.close();
  });

  it("PLAN-14 PLAN-15 a Pro subscriber sees the badge and a disabled button on the Pro card", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Pro User");
    await page.route("**/api/subscription", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ subscribed: true, subscription_tier: "premium", subscription_end: null }),
      }),
    );
    await page.goto("/subscriptions");
    await page.getByText("you have the Pro plan").waitFor();
    const active = planCard(page, "Pro").getByRole("button", { name: "your active plan" });
    expect(await active.isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "choose Pro" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "choose Ultra" }).getAttribute("href")).toBe("/checkout?plan=ultra");
    await context.close();
  });

  it("PLAN-19 PLAN-20 PLAN-21 on a phone, the four stat tiles show their figures, and the comparison toggle shows and hides the full table", async () => {
    const { context, page } = await signedInPage("Comparison User", "/subscriptions", 375);
    const stats = page.getByRole("region", { name: "At a glance" });
    for (const stat of ["10,000+", "300%", "70%", "4.9/5"]) await stats.getByText(stat, { exact: true }).waitFor();
    for (const label of ["active users", "engagement increase", "time saving", "satisfaction"])
      await stats.getByText(label, { exact: true }).waitFor();
    const show = page.getByRole("button", { name: "Show the full comparison" });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("table").count()).toBe(0);

    await show.click();
    const hide = page.getByRole("button", { name: "Hide the comparison" });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    const table = page.getByRole("table", { name: "Full comparison of the plans" });
    await table.waitFor();
    for (const plan of ["Eco", "Pro", "Ultra"]) await table.getByRole("columnheader", { name: plan }).waitFor();
    const aiMessages = table.getByRole("row", { name: /AI messages per month/ });
    expect(await aiMessages.getByRole("cell").allTextContents()).toEqual(["100", "unlimited", "unlimited"]);
    // On a phone the table scrolls inside its box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // It says so, and its box is a labelled region the keyboard can reach to scroll it.
    await page.getByText("Swipe the table sideways to see every plan").waitFor();
    const scroller = page.getByRole("region", { name: "Plan comparison table, scrolls sideways" });
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await scroller.focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      () => (document.querySelector("[aria-label='Plan comparison table, scrolls sideways']")?.scrollLeft ?? 0) > 0,
    );

    await hide.click();
    expect(await page.getByRole("table").count()).toBe(0);
    await context.close();
  });

  it("PLAN-26 PLAN-27 PLAN-28 PLAN-29 PLAN-30 the FAQ opens one answer at a time and says how cancelling and a year work; support is one click away", async () => {
    const { context, page } = await signedInPage("FAQ User", "/subscriptions");
    await page.getByRole("heading", { name: "What our users say" }).waitFor();
    expect(await page.getByRole("figure").count()).toBe(3);
    await page.getByRole("heading", { name: "30-day money-back guarantee" }).waitFor();

    const questions = page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button");
    expect(await questions.count()).toBe(5);
    const upgrade = page.getByRole("button", { name: "How do I upgrade my plan?" });
    const cancel = page.getByRole("button", { name: "Can I cancel my subscription?" });
    await upgrade.click();
    expect(await upgrade.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(/days left on your current plan/).waitFor();
    await cancel.click();
    expect(await cancel.getAttribute("aria-expanded")).toBe("true");
    expect(await upgrade.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByText(/days left on your current plan/).count()).toBe(0);
    await page.getByText(/any time\..*until the end of the period you paid for/).waitFor();
    await cancel.click();
    expect(await cancel.getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: "Is there a discount for a year?" }).click();
    await page.getByText(/An annual purchase has a 20% discount/).waitFor();

    expect(await page.getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe("/support");
    await context.close();
  });
});

describe("/pricing", () => {
  it("PLAN-01 PLAN-03 PLAN-06 PLAN-08 a visitor sees free, base and special, and every button goes to /auth", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/pricing");
    await page.getByRole("heading", { name: "Pricing", level: 1 }).waitFor();
    await planCard(page, "Free").getByText("0 toman").waitFor();
    await planCard(page, "Eco").getByText("4,500,000 toman").waitFor();
    await planCard(page, "Eco").getByText("50% saving versus daily").waitFor();
    await planCard(page, "Ultra").getByText("15,000,000 toman").waitFor();
    expect(await page.getByText("10,500,000", { exact: false }).count()).toBe(0);
    for (const name of ["Free", "Eco", "Ultra"])
      expect(await planCard(page, name).getByRole("link").getAttribute("href")).toBe("/auth");

    await planCard(page, "Eco").getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await context.close();
  });

  it("PLAN-09 a signed-in user's buttons go to the dashboard", async () => {
    const { context, page } = await signedInPage("Pricing User", "/pricing");
    const button = planCard(page, "Ultra").getByRole("link", { name: "Go to your dashboard" });
    await button.waitFor();
    for (const name of ["Free", "Eco", "Ultra"])
      expect(await planCard(page, name).getByRole("link").getAttribute("href")).toBe("/dashboard");
    await button.click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });
});

describe("accessibility of the plan pages", () => {
  for (const language of ["fa", "en"] as const) {
    for (const theme of ["dark", "light"] as const) {
      it(`has no serious or critical violations on /pricing and the full /subscriptions in ${language}, ${theme}`, async () => {
        const { context, page } = await openPage(browser, { baseUrl, language, theme });
        await page.goto("/pricing");
        await page.getByRole("article").first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await signUpThroughApi(context, baseUrl, "Accessible User");
        await page.goto("/subscriptions");
        await page.getByRole("article").first().waitFor();
        await page.getByRole("button", { expanded: false, name: /comparison|مقایسه/ }).click();
        await page.getByRole("table").waitFor();
        await page
          .getByRole("region", { name: /Frequently|پرسش‌های پرتکرار/ })
          .getByRole("button")
          .first()
          .click();
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
