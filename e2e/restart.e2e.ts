import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appStartsTimeout, startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a server restart", () => {
  it(
    "AUTH-20 keeps the account: the user signs in again after the app restarts on the same data folder",
    async () => {
      const first = await startApp({ dataDir, fromMigratedCopy: true });
      const browser = await launchBrowser();
      try {
        const signUp = await openPage(browser, { baseUrl: first.url, language: "en" });
        const account = await signUpThroughApi(signUp.context, first.url, "Kept Account");
        await signUp.context.close();
        await first.stop();

        const second = await startApp({ dataDir, port: first.port });
        try {
          const { context, page } = await openPage(browser, { baseUrl: second.url, language: "en" });
          await page.goto("/auth");
          await page.getByLabel("Email").fill(account.email);
          await page.getByLabel("Password").fill(account.password);
          await page.getByRole("button", { name: "Sign in" }).click();
          await page.waitForURL("**/dashboard");
          await page.getByRole("heading", { name: /Hello, Kept Account/ }).waitFor();
          expect(new URL(page.url()).pathname).toBe("/dashboard");
          await context.close();
        } finally {
          await second.stop();
        }
      } finally {
        await browser.close();
      }
    },
    appStartsTimeout,
  );
});
