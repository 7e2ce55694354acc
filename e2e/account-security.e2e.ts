import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type ReceivedMail, startSmtpStandIn } from "../src/server/integrations/mail/test/smtp-stand-in";
import { startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new signed-in user on the profile's security tab. */
async function onSecurityTab(url: string, name: string) {
  const { context, page } = await openPage(browser, { baseUrl: url, language: "en" });
  const account = await signUpThroughApi(context, url, name);
  await page.goto("/profile?tab=security");
  await page.getByRole("button", { name: "Change password" }).waitFor();
  return { context, page, account };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signInFails(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.getByRole("alert").filter({ hasText: "email or password is wrong" }).first().waitFor();
}

async function signInSucceeds(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await page.waitForURL("**/dashboard");
}

describe("changing the password on /profile", () => {
  it("PROF-29 PROF-30 PROF-31 PROF-32 PROF-33 PROF-34 PROF-35 PROF-36 the dialog warns while typing, refuses a wrong current password, says when the change failed, and the new one works at the next sign-in", async () => {
    const { context, page, account } = await onSecurityTab(baseUrl, "Password Changer");
    const open = page.getByRole("button", { name: "Change password" });
    const dialog = page.getByRole("dialog", { name: "Change password" });

    await open.click();
    await dialog.getByLabel("Current password").fill("something");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await open.click();
    expect(await dialog.getByLabel("Current password").inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await open.click();

    const current = dialog.getByLabel("Current password");
    const next = dialog.getByLabel("New password", { exact: true });
    const confirm = dialog.getByLabel("Confirm new password");
    await next.pressSequentially("abc");
    await dialog.getByText("password must be at least 6 characters").waitFor();
    await next.pressSequentially("def1");
    await dialog.getByText("password must be at least 6 characters").waitFor({ state: "detached" });
    await confirm.pressSequentially("abcdef");
    await dialog.getByText("new password and its confirmation are not the same").waitFor();
    await confirm.press("Backspace");
    await confirm.press("Backspace");
    await confirm.press("Backspace");
    await confirm.press("Backspace");
    await confirm.press("Backspace");
    await confirm.press("Backspace");
    await dialog.getByText("please fill in all fields").waitFor();
    expect(await confirm.getAttribute("aria-invalid")).toBe("true");

    await confirm.fill("abcdef1");
    await dialog.getByText("please fill in all fields").waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Save new password" }).click();
    await dialog.getByText("please fill in all fields").waitFor();

    await current.fill("not-my-password");
    await dialog.getByRole("button", { name: "Save new password" }).click();
    await dialog.getByText("the current password is wrong").waitFor();
    expect(await dialog.isVisible()).toBe(true);

    // A failure the server gives no message for reads as the page's own words.
    await page.route("**/api/auth/change-password", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await current.fill(account.password);
    await dialog.getByRole("button", { name: "Save new password" }).click();
    await dialog.getByText("error changing password").waitFor();
    await page.unroute("**/api/auth/change-password");

    await current.fill(account.password);
    await dialog.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("password changed successfully").waitFor();
    await dialog.waitFor({ state: "detached" });

    // The page shows the sign-out at once; the reload below must come after the server ended the session.
    const signedOut = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-out"));
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.getByRole("link", { name: "Log in" }).first().waitFor();
    expect((await signedOut).ok()).toBe(true);
    await signInFails(page, account.email, account.password);
    await signInSucceeds(page, account.email, "abcdef1");
    await context.close();
  });
});

/** The text part of a received e-mail, decoded from base64 or quoted-printable. */
function textPartOf(mail: ReceivedMail): string {
  for (const part of mail.raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const split = part.indexOf("\r\n\r\n");
    const headers = part.slice(0, split).toLowerCase();
    if (split === -1 || !headers.includes("content-type: text/plain")) continue;
    const body = part.slice(split + 4).replace(/\r\n--[^\r\n]*--\s*$/, "");
    if (headers.includes("content-transfer-encoding: base64")) return Buffer.from(body, "base64").toString("utf8");
    if (headers.includes("content-transfer-encoding: quoted-printable")) {
      const bytes = body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  return "";
}

const resetLinkPattern = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/;

async function resetMailFor(messages: ReceivedMail[], email: string, count: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const links = messages
      .filter((mail) => mail.recipients.includes(email))
      .map((mail) => textPartOf(mail).match(resetLinkPattern)?.[0])
      .filter((link) => link !== undefined);
    const link = links[count - 1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset e-mail number ${count} for ${email}`);
}

describe("resetting the password by e-mail", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-smtp-"));
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await startApp({ dataDir, env: { SMTP_URL: smtp.url }, fromMigratedCopy: true });
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("PROF-37 PROF-38 PROF-39 the security tab e-mails a link back to /auth, where a new password is set and then signs in; a failed send says so", async () => {
    const { context, page, account } = await onSecurityTab(app.url, "Forgetful User");
    await page.route("**/api/auth/request-password-reset", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.getByRole("button", { name: "Send password reset email" }).click();
    await page.getByText("error sending email").waitFor();
    await page.unroute("**/api/auth/request-password-reset");
    await page.getByRole("button", { name: "Send password reset email" }).click();
    await page.getByText("reset email sent").waitFor();

    const link = await resetMailFor(smtp.messages, account.email, 1);
    const address = new URL(link);
    expect(address.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    expect(address.searchParams.get("callbackURL")).toBe("/auth");

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.has("token"));
    await page.getByRole("heading", { name: "Set a new password" }).waitFor();
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    await next.pressSequentially("short");
    await page.getByText("password must be at least 6 characters").waitFor();
    await next.fill("from-the-mail-1");
    await confirm.fill("from-the-mail-2");
    await page.getByText("new password and its confirmation are not the same").waitFor();
    await confirm.fill("from-the-mail-1");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("your password was changed; sign in with the new one").waitFor();
    await page.getByRole("tab", { name: "Sign in", selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.has("token")).toBe(false);

    await signInFails(page, account.email, account.password);
    await signInSucceeds(page, account.email, "from-the-mail-1");

    // The link works once: opened again it says so and offers a new e-mail.
    await page.goto(link);
    await page.waitForURL((url) => url.searchParams.get("error") === "INVALID_TOKEN");
    await page.getByRole("heading", { name: "This link has expired or is invalid" }).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("reset email sent").first().waitFor();
    await resetMailFor(smtp.messages, account.email, 2);
    await context.close();
  });

  it("PROF-37 a signed-out user asks for the e-mail from the sign-in tab's forgot-password link", async () => {
    const { context, page } = await openPage(browser, { baseUrl: app.url, language: "en" });
    const account = await signUpThroughApi(context, app.url, "Signed Out User");
    await context.clearCookies();
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Please fill in all fields").waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: account.email }).waitFor();

    await page.goto(await resetMailFor(smtp.messages, account.email, 1));
    await page.getByRole("heading", { name: "Set a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("forgot-it-1");
    await page.getByLabel("Confirm new password").fill("forgot-it-1");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByRole("tab", { name: "Sign in", selected: true }).waitFor();
    await signInSucceeds(page, account.email, "forgot-it-1");
    await context.close();
  });
});

describe("deleting the account on /profile", () => {
  it("PROF-40 PROF-41 PROF-42 the dialog asks for the password, a wrong one deletes nothing, the right one deletes and signs out", async () => {
    const { context, page, account } = await onSecurityTab(baseUrl, "Leaving User");
    const open = page.getByRole("button", { name: "Delete account" });
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });

    await open.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await open.click();
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await dialog.getByText("please fill in all fields").waitFor();
    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await dialog.getByText("the password you entered is wrong").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await open.waitFor();

    await open.click();
    await dialog.getByLabel("Password").fill(account.password);
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await page.getByText("your account was deleted").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Log in" }).first().waitFor();

    await signInFails(page, account.email, account.password);
    const session = await context.request.get(`${baseUrl}/api/auth/get-session`);
    expect(await session.json()).toBeNull();
    await context.close();
  });
});
