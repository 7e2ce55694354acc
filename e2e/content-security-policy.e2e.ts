import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every violation the page reports, and every console error, from the first script on. */
async function watchViolations(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("reportViolation", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return problems;
}

describe("the Content-Security-Policy", () => {
  it("every page is served under a self-only policy and runs without a single violation", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    const problems = await watchViolations(page);
    const landing = await page.goto("/");
    const policy = (await landing?.allHeaders())?.["content-security-policy"] ?? "";
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByRole("main").waitFor();
    await page.goto("/auth");
    await page.getByRole("main").waitFor();

    await signUpThroughApi(context, baseUrl);
    await page.goto("/dashboard");
    await page.getByRole("main").waitFor();
    await page.goto("/ai-chat");
    const message = page.getByLabel("Your message");
    await message.fill("Write a caption for my clothes shop");
    await message.press("Enter");
    await page.getByText("2 of 3 free AI messages left today").waitFor();
    await page.goto("/profile");
    await page.getByRole("main").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
