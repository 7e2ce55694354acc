import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "../support/browser";

const baseUrl = inject("baseUrl");
// The last of the journeys' admin e-mails is this file's; the panel's journeys take the first ones.
const adminEmail = inject("adminEmails").at(-1) ?? "";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const texts = {
  en: {
    sessionEnded: "Your session has ended. Please sign in again.",
    blocked: "This account has been blocked. Contact support.",
    signIn: "Sign in",
    email: "Email",
    password: "Password",
  },
  fa: {
    sessionEnded: "نشست شما پایان یافت؛ لطفاً دوباره وارد شوید",
    blocked: "این حساب مسدود شده است؛ با پشتیبانی تماس بگیرید",
    signIn: "ورود",
    email: "ایمیل",
    password: "رمز عبور",
  },
};

/** A page of the admin, whose account the journeys share: the first signs it up, the others sign it in. */
async function signedInAdmin(language: "en" | "fa") {
  const adminSide = await openPage(browser, { baseUrl, language });
  const signedUp = await adminSide.context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name: "Head Admin", email: adminEmail, password: "secret123" },
    headers: { origin: baseUrl },
  });
  if (!signedUp.ok()) {
    const signedIn = await adminSide.context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email: adminEmail, password: "secret123" },
      headers: { origin: baseUrl },
    });
    expect(signedIn.ok()).toBe(true);
  }
  return adminSide;
}

describe("an admin blocks a user (DESIGN d7, 27)", () => {
  for (const language of ["en", "fa"] as const) {
    it(`ADM-15 the user's open page loses its session at once and sign-in is refused with a message (${language})`, async () => {
      const t = texts[language];
      const adminSide = await signedInAdmin(language);

      const userSide = await openPage(browser, { baseUrl, language });
      const account = await signUpThroughApi(userSide.context, baseUrl, "Blocked Seller");
      await userSide.page.goto("/dashboard");
      await userSide.page.getByRole("heading", { level: 1 }).first().waitFor();
      const me = (await (await userSide.context.request.get(`${baseUrl}/api/me`)).json()) as { id: string };

      const blocked = await adminSide.context.request.post(`${baseUrl}/api/admin/users/${me.id}/block`, {
        data: { reason: "Selling counterfeit goods" },
        headers: { origin: baseUrl },
      });
      expect(blocked.status()).toBe(200);

      // Nobody touches the user's page: it is told, reads its session and sends them to sign in, saying why.
      await userSide.page.waitForURL((url) => url.pathname === "/auth");
      await userSide.page.getByRole("status").filter({ hasText: t.sessionEnded }).waitFor();
      await userSide.page.getByLabel(t.email).fill(account.email);
      await userSide.page.getByLabel(t.password, { exact: true }).fill(account.password);
      await userSide.page.getByRole("button", { name: t.signIn, exact: true }).click();
      await userSide.page.getByRole("alert").filter({ hasText: t.blocked }).first().waitFor();
      expect(new URL(userSide.page.url()).pathname).toBe("/auth");
      expect((await userSide.context.request.get(`${baseUrl}/api/me`)).status()).toBe(401);

      await userSide.context.close();
      await adminSide.context.close();
    });
  }

  it("ADM-15 a page whose event stream opens only after the block is sent to sign in too", async () => {
    const t = texts.en;
    const adminSide = await signedInAdmin("en");

    const userSide = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(userSide.context, baseUrl, "Late Stream Seller");
    const me = (await (await userSide.context.request.get(`${baseUrl}/api/me`)).json()) as { id: string };
    // The page's stream is held back until the block has been made, as on a slow connection.
    let blockMade = () => {};
    const afterBlock = new Promise<void>((resolve) => {
      blockMade = resolve;
    });
    await userSide.page.route("**/api/events", async (route) => {
      await afterBlock;
      await route.continue();
    });
    await userSide.page.goto("/dashboard");
    await userSide.page.getByRole("heading", { level: 1 }).first().waitFor();

    const blocked = await adminSide.context.request.post(`${baseUrl}/api/admin/users/${me.id}/block`, {
      data: { reason: "Selling counterfeit goods" },
      headers: { origin: baseUrl },
    });
    expect(blocked.status()).toBe(200);
    blockMade();

    await userSide.page.waitForURL((url) => url.pathname === "/auth");
    await userSide.page.getByRole("status").filter({ hasText: t.sessionEnded }).waitFor();
    await userSide.context.close();
    await adminSide.context.close();
  });
});
