import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const htmlAttributes = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    dark: document.documentElement.classList.contains("dark"),
  }));

describe("the app shell", () => {
  it("SHELL-01 SHELL-02 SHELL-03 starts in Persian right-to-left; the switch sets English left-to-right and is kept", async () => {
    const { context, page } = await openPage(browser, { baseUrl });
    await page.goto("/");
    expect(await htmlAttributes(page)).toMatchObject({ lang: "fa", dir: "rtl" });
    await page.getByRole("button", { name: "تغییر زبان به English" }).click();
    // The English catalogue loads on demand, so the switch completes a moment after the click.
    await expect.poll(() => htmlAttributes(page)).toMatchObject({ lang: "en", dir: "ltr" });
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");
    await page.reload();
    expect(await htmlAttributes(page)).toMatchObject({ lang: "en", dir: "ltr" });
    await page.getByRole("button", { name: "Switch language to فارسی" }).click();
    await expect.poll(() => htmlAttributes(page)).toMatchObject({ lang: "fa", dir: "rtl" });
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("fa");
    await context.close();
  });

  it("SHELL-08 SHELL-09 is dark by default; a chosen light theme is stored and applied before first paint on reload", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/");
    expect((await htmlAttributes(page)).dark).toBe(true);
    await page.getByRole("button", { name: "Light" }).click();
    expect((await htmlAttributes(page)).dark).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    // The class must already be right when the document is parsed, before any app script runs.
    await context.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { darkAtParse: boolean }).darkAtParse =
          document.documentElement.classList.contains("dark");
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(false);
    await page.getByRole("button", { name: "Dark" }).click();
    expect((await htmlAttributes(page)).dark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });

  it("SHELL-10 with the system theme the app follows the operating system", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en", theme: "system" });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    expect((await htmlAttributes(page)).dark).toBe(false);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await context.close();
  });

  it("SHELL-24 SHELL-25 an unknown path shows the 404 page with a link home", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404" }).waitFor();
    await page.getByText("The page you are looking for was not found.").waitFor();
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("SHELL-14 SHELL-16 SHELL-17 SHELL-20 SHELL-21 a visitor's header and footer", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(await nav.getByRole("link", { name: "Subscriptions" }).getAttribute("href")).toBe("/subscriptions");
    expect(await nav.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Log in" }).getAttribute("href")).toMatch(/^\/auth/);
    expect(await page.getByRole("link", { name: "Sign up" }).getAttribute("href")).toMatch(/^\/auth/);
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Contact", "/contact"],
      ["Tickets", "/tickets"],
      ["Transactions", "/transactions"],
      ["Sent emails", "/sent-emails"],
      ["About", "/about"],
      ["Careers", "/careers"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    await footer.getByText("support@mohtavayar.ir").waitFor();
    await footer.getByText("021-91001234").waitFor();
    await context.close();
  });

  it("SHELL-15 a signed-in user's navigation adds dashboard, AI chat, daily content, profile and adminto", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/",
        "/dashboard",
        "/ai-chat",
        "/daily-content",
        "/profile",
        "/adminto",
        "/subscriptions",
      ]),
    );
    await context.close();
  });

  it("SHELL-18 SHELL-19 on a phone the signed-in menu has a day/night toggle and a logout action", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en", width: 375 });
    await signUpThroughApi(context, baseUrl);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    const before = (await htmlAttributes(page)).dark;
    await menu.getByRole("button", { name: /Day mode|Night mode/ }).click();
    expect((await htmlAttributes(page)).dark).toBe(!before);
    await menu.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname !== "/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Log in" }).waitFor();
    await context.close();
  });

  it("SHELL-12 SHELL-13 the header hides on scrolling down past 80 px and comes back on scrolling up", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en", width: 1280 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const headerTop = () => header.evaluate((element) => element.getBoundingClientRect().bottom);
    await page.getByRole("heading", { name: "Multiply your income 10x" }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await expect.poll(headerTop).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect.poll(headerTop).toBeGreaterThan(0);
    await context.close();
  });

  it("SHELL-11 every path change scrolls the page back to the top", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/");
    await page.getByRole("heading", { name: "Multiply your income 10x" }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("link", { name: "Create a free account" }).click();
    await page.waitForURL("**/auth**");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("SHELL-23 toasts are announced in a live region and leave by themselves after about 4 seconds", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    const account = await signUpThroughApi(context, baseUrl);
    await context.clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const toast = page.locator("[aria-live]").getByText("login successful");
    await toast.waitFor();
    const shownAt = Date.now();
    await toast.waitFor({ state: "detached", timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3000);
    await context.close();
  });

  it("SHELL-23 on a 375 px phone a toast comes up at the bottom, over neither the header nor a form's labels (Persian)", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", width: 375 });
    const account = await signUpThroughApi(context, baseUrl);
    await context.clearCookies();
    await page.goto("/auth");
    await page.getByLabel("ایمیل").fill(account.email);
    await page.getByLabel("رمز عبور").fill(account.password);
    await page.getByRole("button", { name: "ورود" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    const placement = await toast.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      bottom: element.getBoundingClientRect().bottom,
      headerBottom: document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
      height: window.innerHeight,
    }));
    expect(placement.top).toBeGreaterThan(placement.height / 2);
    expect(placement.bottom).toBeLessThanOrEqual(placement.height);
    expect(placement.top).toBeGreaterThan(placement.headerBottom);
    await context.close();
  });

  for (const language of ["fa", "en"] as const) {
    for (const path of ["/", "/auth"]) {
      it(`has no serious or critical accessibility violations on ${path} in ${language}`, async () => {
        const { context, page } = await openPage(browser, { baseUrl, language });
        await page.goto(path);
        await page.getByRole("main").waitFor();
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }
});
