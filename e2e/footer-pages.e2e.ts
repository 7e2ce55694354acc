import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { footerLinks } from "../src/web/app/layout/nav-items";
import { en } from "../src/web/i18n/en";
import { fa } from "../src/web/i18n/fa";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage } from "./support/browser";

const baseUrl = inject("baseUrl");
const catalogs = { fa, en };
const languages = ["fa", "en"] as const;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// Vitest polls for one second by default; a lazy page on a busy machine can take longer.
const patience = { timeout: 15_000 };

/** Marks the headings on screen as seen, so the next page's heading is told apart even when it reads the same. */
const markHeadingsSeen = (page: Page) =>
  page.locator("main h1").evaluateAll((headings) => {
    for (const heading of headings) heading.setAttribute("data-seen", "");
  });

/**
 * The new page's one h1: a lazy page shows a spinner (no h1), or keeps the previous page on screen while its
 * code loads, so the new heading is awaited rather than read at once.
 */
async function freshHeading(page: Page): Promise<string> {
  const fresh = page.locator("main h1:not([data-seen])");
  await expect.poll(() => fresh.count(), patience).toBe(1);
  return (await fresh.textContent()) ?? "";
}

describe("every footer link leads to a working page", () => {
  for (const language of languages) {
    const shell = catalogs[language];

    it(`STAT-01 (${language}) each footer link answers 200 and, clicked from the footer, opens its page for a visitor`, async () => {
      const { context, page } = await openPage(browser, { baseUrl, language });
      for (const link of footerLinks) {
        const response = await context.request.get(link.to);
        expect(response.status(), link.to).toBe(200);
        expect(response.headers()["content-type"], link.to).toContain("text/html");
      }

      await page.goto("/");
      await freshHeading(page);
      const notFound: string[] = [];
      for (const link of footerLinks) {
        await markHeadingsSeen(page);
        const label = shell.shell.footer[link.label];
        await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
        // A public page: the visitor stays on it, not sent to /auth.
        await expect.poll(() => new URL(page.url()).pathname, patience).toBe(link.to);
        const heading = await freshHeading(page);
        const shows404 = heading === shell.notFound.title || (await page.getByText(shell.notFound.message).count()) > 0;
        if (shows404) notFound.push(link.to);
      }
      // Named in the failure, so a missing page is plain to see.
      expect(notFound).toEqual([]);
      await context.close();
    });
  }

  it("STAT-01 at 375 px every footer page fits the phone's width, in Persian and English", async () => {
    for (const language of languages) {
      const { context, page } = await openPage(browser, { baseUrl, language, width: 375 });
      const tooWide: string[] = [];
      for (const link of footerLinks) {
        await page.goto(link.to);
        await freshHeading(page);
        if (!(await noPageScroll(page))) tooWide.push(`${language} ${link.to}`);
      }
      expect(tooWide).toEqual([]);
      await context.close();
    }
  });
});

describe("the terms and privacy pages", () => {
  const legalPages = [
    { path: "/terms", fa: "قوانین و مقررات", en: "Terms of service" },
    { path: "/privacy", fa: "سیاست حریم خصوصی", en: "Privacy policy" },
  ];
  const backHome = { fa: "بازگشت به صفحهٔ اصلی", en: "Back to home" };

  it("STAT-02 STAT-03 show their text with a back link that leads to the home page, in both languages", async () => {
    for (const language of languages) {
      const { context, page } = await openPage(browser, { baseUrl, language });
      for (const legal of legalPages) {
        await page.goto(legal.path);
        await page.getByRole("heading", { level: 1, name: legal[language] }).waitFor();
        expect(
          await page
            .getByRole("navigation", { name: /فهرست مطالب|Contents/ })
            .getByRole("link")
            .count(),
        ).toBe(13);
        const back = page.getByRole("link", { name: backHome[language] });
        expect(await back.getAttribute("href")).toBe("/");
        await back.click();
        await expect.poll(() => new URL(page.url()).pathname, patience).toBe("/");
      }
      await context.close();
    }
  });

  it("the contents of /privacy lead to their section, and the text says how to delete the account", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/privacy");
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: "Cookies and browser storage" })
      .click();
    await expect.poll(() => new URL(page.url()).hash, patience).toBe("#cookies");
    const cookies = page.getByRole("region", { name: "Cookies and browser storage" });
    await expect
      .poll(() => cookies.evaluate((section) => section.getBoundingClientRect().top), patience)
      .toBeLessThan(200);
    expect(await cookies.textContent()).toContain("httpOnly");
    expect(await page.getByRole("region", { name: "How to delete your account" }).textContent()).toContain(
      "Profile → Security → Delete account",
    );
    await context.close();
  });

  it("/terms gives the plans' prices from the plan catalogue, in Persian digits in Persian", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa" });
    await page.goto("/terms");
    const plans = page.getByRole("region", { name: "پلن‌ها و پرداخت" });
    await plans.waitFor();
    const text = (await plans.textContent()) ?? "";
    for (const price of ["۴٬۵۰۰٬۰۰۰ تومان", "۷٬۵۰۰٬۰۰۰ تومان", "۱۵٬۰۰۰٬۰۰۰ تومان"]) expect(text).toContain(price);
    expect(text).toContain("۳۰ روز");
    await context.close();
  });
});

describe("the about page", () => {
  it("STAT-34 STAT-35 shows stats, mission, vision, values, timeline and team, and leads to /contact and /careers", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "About Mohtavayar" }).waitFor();
    for (const section of [
      "Mohtavayar in numbers",
      "Our mission",
      "Our vision",
      "Our values",
      "Our journey",
      "Our team",
    ]) {
      await page.getByRole("heading", { name: section }).waitFor();
    }
    const stats = page.getByRole("region", { name: "Mohtavayar in numbers" });
    expect(await stats.locator("dd").allTextContents()).toEqual(["3", "4", "2", "30"]);
    expect(await page.getByRole("region", { name: "Our team" }).getByRole("listitem").count()).toBe(4);

    for (const [name, path] of [
      ["Contact us", "/contact"],
      ["Careers", "/careers"],
    ] as const) {
      await page.goto("/about");
      const link = page.getByRole("main").getByRole("link", { name, exact: true });
      expect(await link.getAttribute("href")).toBe(path);
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname, patience).toBe(path);
    }
    await context.close();
  });

  it("STAT-34 dates its milestones in the Jalali calendar with Persian digits in Persian", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa" });
    await page.goto("/about");
    const journey = page.getByRole("region", { name: "مسیر ما" });
    await journey.waitFor();
    expect(await journey.locator("time").first().textContent()).toBe("۱ آذر ۱۴۰۵");
    expect(await journey.locator("time").first().getAttribute("datetime")).toBe("2026-11-22");
    await context.close();
  });
});

describe("accessibility of the static pages", () => {
  for (const language of languages) {
    for (const theme of ["light", "dark"] as const) {
      for (const path of ["/about", "/terms", "/privacy"]) {
        it(`${path} has no serious axe violations (${language}, ${theme})`, async () => {
          const { context, page } = await openPage(browser, { baseUrl, language, theme });
          await page.goto(path);
          await freshHeading(page);
          expect(await seriousViolations(page)).toEqual([]);
          await context.close();
        });
      }
    }
  }
});
