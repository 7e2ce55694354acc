import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Issue 34: Lighthouse's "good" cumulative layout shift. The sum of every shift is read, which is never
// less than Lighthouse's worst window of them.
const goodShift = 0.1;

/** Every layout shift from the first paint until the page, its data and its fonts have arrived. */
async function layoutShiftOpening(page: Page, path: string, heading: string | RegExp) {
  await page.addInitScript(() => {
    const counted = window as unknown as { layoutShift: number };
    counted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) counted.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // A phone's slower processor, as Lighthouse's mobile preset assumes: the page's parts arrive further apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

describe("pages keep still while they load", () => {
  for (const width of [375, 1280]) {
    it(`the landing page at ${width} px`, async () => {
      const { context, page } = await openPage(browser, { baseUrl, width });
      expect(await layoutShiftOpening(page, "/", "درآمدتان را ۱۰ برابر کنید")).toBeLessThanOrEqual(goodShift);
      await context.close();
    });

    it(`the pricing page at ${width} px`, async () => {
      const { context, page } = await openPage(browser, { baseUrl, width });
      expect(await layoutShiftOpening(page, "/pricing", "تعرفه‌ها")).toBeLessThanOrEqual(goodShift);
      await context.close();
    });

    it(`the dashboard at ${width} px, signed in`, async () => {
      const { context, page } = await openPage(browser, { baseUrl, width });
      await signUpThroughApi(context, baseUrl, "سارا احمدی");
      expect(await layoutShiftOpening(page, "/dashboard", /سارا احمدی/)).toBeLessThanOrEqual(goodShift);
      await context.close();
    });
  }
});
