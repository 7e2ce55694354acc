import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startInstagramStandIn } from "../src/server/integrations/instagram/test/instagram-stand-in";
import { type RunningApp, startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A signed-up seller on the connections tab of `appUrl`. */
async function sellerOnConnections(appUrl: string, language: "fa" | "en", width = 1280) {
  const { context, page } = await openPage(browser, { baseUrl: appUrl, language, width });
  await signUpThroughApi(context, appUrl, "Sara Seller");
  await page.goto("/dashboard?tab=connections");
  return { context, page };
}

describe("the Instagram panel without the app's Instagram keys", () => {
  it("SOC-01 the connect button only says the feature is under development, in English", async () => {
    const { context, page } = await sellerOnConnections(baseUrl, "en");
    const panel = page.getByRole("tabpanel", { name: "Connections" });
    await panel.getByText("No linked profiles yet").waitFor();
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await panel.getByRole("button", { name: "Connect Instagram" }).click();
    await toast(page, "Instagram connection is under development").waitFor();
    expect(popups).toEqual([]);
    await context.close();
  });

  it("SOC-01 the connect button only says the feature is under development, in Persian", async () => {
    const { context, page } = await sellerOnConnections(baseUrl, "fa");
    const panel = page.getByRole("tabpanel", { name: "اتصال‌ها" });
    await panel.getByText("هنوز پروفایلی وصل نکرده‌اید").waitFor();
    await panel.getByRole("button", { name: "اتصال اینستاگرام" }).click();
    await toast(page, "اتصال اینستاگرام در حال توسعه است").waitFor();
    await context.close();
  });

  it("SOC-04 SOC-06 the callback opened without code and state reports missing parameters and links back", async () => {
    const { context, page } = await sellerOnConnections(baseUrl, "en");
    await page.goto("/auth/callback/instagram?error=access_denied");
    await page.getByRole("alert").getByText("Missing required parameters").waitFor();
    await page.getByRole("link", { name: "Back to connections" }).click();
    await page.waitForURL("**/dashboard?tab=connections");
    await context.close();
  });
});

describe("the Instagram popup against a local Instagram stand-in", () => {
  const appId = "5550001112223334";
  const appSecret = "e2e-instagram-app-secret";
  let standIn: Awaited<ReturnType<typeof startInstagramStandIn>>;
  let app: RunningApp;
  let dataDir: string;
  beforeAll(async () => {
    standIn = await startInstagramStandIn({ appId, appSecret });
    dataDir = mkdtempSync(path.join(tmpdir(), "e2e-social-"));
    app = await startApp({
      dataDir,
      env: {
        INSTAGRAM_APP_ID: appId,
        INSTAGRAM_APP_SECRET: appSecret,
        INSTAGRAM_API_ROOT: standIn.baseUrl,
        INSTAGRAM_GRAPH_ROOT: standIn.baseUrl,
      },
      fromMigratedCopy: true,
    });
  });
  afterAll(async () => {
    await app?.stop();
    await standIn?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Clicks connect and waits until the popup has gone through Instagram, reported and closed itself. */
  async function connectThroughPopup(page: Page, buttonName: string) {
    const visited: string[] = [];
    const record = (request: { url(): string; isNavigationRequest(): boolean }) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    };
    page.context().on("request", record);
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: buttonName }).click();
    const popup = await popupOpened;
    if (!popup.isClosed()) await popup.waitForEvent("close", { timeout: 20_000 });
    page.context().off("request", record);
    return visited;
  }

  it("SOC-02 SOC-04 SOC-07 SOC-08 SOC-11 connect: the popup goes through Instagram to /auth/callback, closes itself, and the profile is listed; then delete", async () => {
    standIn.logInAs(standIn.addAccount({ username: "rose.flower.shop", followersCount: 842 }));
    const { context, page } = await sellerOnConnections(app.url, "en");
    const panel = page.getByRole("tabpanel", { name: "Connections" });
    await panel.getByText("No linked profiles yet").waitFor();

    const visited = await connectThroughPopup(page, "Connect Instagram");
    expect(visited.some((url) => url.startsWith(`${standIn.baseUrl}/oauth/authorize?`))).toBe(true);
    expect(visited.some((url) => url.startsWith(`${app.url}/auth/callback/instagram?code=`))).toBe(true);
    expect(standIn.requests.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /oauth/authorize",
      "POST /oauth/access_token",
      "GET /access_token",
      "GET /me",
    ]);
    await toast(page, "Instagram account @rose.flower.shop connected").waitFor();
    const profiles = panel.getByRole("list", { name: "Linked profiles" });
    const item = profiles.getByRole("listitem").filter({ hasText: "@rose.flower.shop" });
    await item.getByText("842 followers").waitFor();
    const link = item.getByRole("link", { name: "Open profile" });
    expect(await link.getAttribute("href")).toBe("https://instagram.com/rose.flower.shop");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");

    await item.getByRole("button", { name: "Delete profile @rose.flower.shop" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete the profile @rose.flower.shop?" });
    await dialog.getByRole("button", { name: "Delete profile" }).click();
    await toast(page, "Profile deleted").waitFor();
    await panel.getByText("No linked profiles yet").waitFor();
    await context.close();
  });

  it("SOC-09 SOC-11 a code Instagram refuses: the popup reports the server's error and closes; nothing is listed (Persian)", async () => {
    standIn.logInAs(standIn.addAccount({ username: "refused.shop", followersCount: 12_000 }));
    standIn.refuseNextCode();
    const { context, page } = await sellerOnConnections(app.url, "fa");
    const panel = page.getByRole("tabpanel", { name: "اتصال‌ها" });
    await panel.getByText("هنوز پروفایلی وصل نکرده‌اید").waitFor();
    await connectThroughPopup(page, "اتصال اینستاگرام");
    await toast(page, "خطا در اتصال اینستاگرام").filter({ hasText: "اتصال انجام نشد؛ دوباره تلاش کنید" }).waitFor();
    expect(await panel.getByRole("listitem").count()).toBe(0);

    // A second try with a good code links it; the follower count in Persian digits.
    await connectThroughPopup(page, "اتصال اینستاگرام");
    await panel.getByRole("listitem").filter({ hasText: "@refused.shop" }).getByText("۱۲ هزار دنبال‌کننده").waitFor();
    await context.close();
  });
});
