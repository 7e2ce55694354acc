import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi, uniqueEmail } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const english = () => openPage(browser, { baseUrl, language: "en" });

describe("accounts in the browser", () => {
  it("AUTH-19 AUTH-07 AUTH-17 sign-up signs the user in and lands on the dashboard, then sign-out and sign-in (AUTH-16, AUTH-21)", async () => {
    const { context, page } = await english();
    const email = uniqueEmail("journey");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByLabel("Full name").fill("Sara Ahmadi");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: /Hello, Sara Ahmadi/ }).waitFor();
    await page.getByText(/Welcome to Mohtavayar, Sara Ahmadi/).waitFor();
    await page.getByText("free account").waitFor();
    // A first day reads "Joined today", not "Member for 0 days".
    await page.getByText("Joined today").waitFor();

    // The page shows the sign-out at once; the reload below must come after the server ended the session.
    const signedOut = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-out"));
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Log in" }).waitFor();
    expect((await signedOut).ok()).toBe(true);
    expect(await page.getByRole("link", { name: "Dashboard" }).count()).toBe(0);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText("login successful").waitFor();
    await context.close();
  });

  it("AUTH-19 the landing page's 'Start for free' opens the sign-up tab, as the header's 'Sign up' does", async () => {
    const { context, page } = await english();
    await page.goto("/");
    await page.getByRole("link", { name: "Start for free" }).click();
    await page.waitForURL("**/auth?tab=signup");
    expect(await page.getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
    await page.getByLabel("Full name").waitFor();
    await context.close();
  });

  it("AUTH-22 a sign-out followed at once by leaving the page still ends the session on the server", async () => {
    const { context, page } = await english();
    await signUpThroughApi(context, baseUrl);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto("about:blank");
    // The browser's own cookie jar asks: signed out once the server ended the session it names.
    await expect.poll(async () => (await context.request.get(`${baseUrl}/api/auth/get-session`)).json()).toBeNull();
    await context.close();
  });

  it("AUTH-12 a wrong password shows 'email or password is wrong' and stays on /auth", async () => {
    const { context, page } = await english();
    const account = await signUpThroughApi(context, baseUrl);
    await context.clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "email or password is wrong" }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });

  it("AUTH-10 AUTH-09 AUTH-08 a short password or empty fields are refused before anything is sent", async () => {
    const { context, page } = await english();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-")) requests.push(request.url());
    });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Please fill in all fields").first().waitFor();

    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByLabel("Full name").fill("Short Password");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Password must be at least 6 characters").first().waitFor();
    expect(requests).toEqual([]);
    await context.close();
  });

  it("HOME-01 AUTH-24 a visitor on /dashboard is sent to /auth and returns there after signing in", async () => {
    const { context, page } = await english();
    const account = await signUpThroughApi(context, baseUrl, "Return Visitor");
    await context.clearCookies();
    await page.goto("/dashboard");
    await page.waitForURL(/\/auth\?redirect=/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: /Hello, Return Visitor/ }).waitFor();
    await context.close();
  });

  it("SHELL-32 a signed-in user who opens / is redirected to /dashboard, and the session survives a reload (AUTH-20)", async () => {
    const { context, page } = await english();
    await signUpThroughApi(context, baseUrl, "Loyal User");
    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await page.reload();
    await page.getByRole("heading", { name: /Hello, Loyal User/ }).waitFor();
    await context.close();
  });
});
