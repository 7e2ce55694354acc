import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "../support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying as toast, uniqueEmail } from "../support/browser";
import { required } from "../support/required";

const baseUrl = inject("baseUrl");
// Each journey signs up one of these; the app makes them admins on sign-up (global setup).
const [visitorAdmin, overviewAdmin, usersAdmin, botsAdmin, paymentsAdmin, persianAdmin] = inject("adminEmails");
// The first two stand-in bots are workspace-accessibility's and the last three bots.e2e's; these are ours.
const [, , englishBot, persianBot] = inject("standInBots");
// The fourth WhatsApp stand-in number is the overview admin's own, for the test message (issue 17).
const adminNumber = inject("whatsappNumbers")[3];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function post(context: BrowserContext, path: string, data: unknown) {
  return context.request.post(path, { data, headers: { origin: baseUrl } });
}

async function adminOnPanel(email: string | undefined, language: "fa" | "en", theme?: "light" | "dark") {
  const { context, page } = await openPage(browser, { baseUrl, language, theme });
  await signUpThroughApi(context, baseUrl, "Ava Admin", required(email, "an admin e-mail"));
  return { context, page };
}

/** Someone else, signed up in a context of their own (a seller, a buyer, a user to find). */
async function anotherUser(name: string, email = uniqueEmail()) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await signUpThroughApi(context, baseUrl, name, email);
  return { context, email };
}

/** A figure's card above the tabs: its label and value as one text ("Users12"). */
function figure(page: Page, label: string | RegExp) {
  return page
    .getByRole("region", { name: /Platform figures|آمار پلتفرم/ })
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .last();
}

/**
 * The line of the admin actions record that names this action and this user. The action's cell is matched
 * whole: "Activated a bot" is inside "Deactivated a bot" and "Blocked a user" inside "Unblocked a user".
 */
function recordLine(page: Page, action: string, target: string) {
  return page
    .getByRole("region", { name: /^Admin actions$|^کارهای مدیران$/ })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: action, exact: true }) })
    .filter({ hasText: target });
}

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the admin panel's guard", () => {
  it("ADM-01 ADM-02 ADM-04 a visitor at /admin is sent to /auth and comes back to /admin after signing in", async () => {
    const email = required(visitorAdmin, "an admin e-mail");
    const setup = await browser.newContext();
    await signUpThroughApi(setup, baseUrl, "Ava Admin", email);
    await setup.close();

    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/admin");
    await page.waitForURL("**/auth?redirect=/admin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: "Admin panel", level: 1 }).waitFor();
    await context.close();
  });

  it("ADM-03 a signed-in user who is not an admin is sent to /dashboard and is not offered the panel", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Nora User");
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { name: /Hello, Nora User/ }).waitFor();
    expect(await page.getByRole("link", { name: "Admin panel" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Admin panel" }).count()).toBe(0);
    await context.close();
  });
});

describe("the admin panel in English", () => {
  it("ADM-06 ADM-07 ADM-08 ADM-09 ADM-10 ADM-11 ADM-12 ADM-21 ADM-22 ADM-23 ADM-26 ADM-27 in the light theme: four tabs, the figures, the WhatsApp test, refresh and its failure, back to the dashboard", async () => {
    const { context, page } = await adminOnPanel(overviewAdmin, "en", "light");
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Admin panel" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");

    // ADM-06: exactly four tabs, by role, the users' open.
    const tabs = page.getByRole("tablist", { name: "Admin panel sections" }).getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(["Users", "Telegram", "WhatsApp messages", "Transactions"]);
    expect(await page.getByRole("tab", { name: "Users" }).getAttribute("aria-selected")).toBe("true");

    // ADM-08..12: the figures are the API's, in the reader's digits, revenue in toman for the Jalali month.
    await figure(page, "Users").waitFor();
    const stats = (await (await context.request.get("/api/admin/stats")).json()) as {
      users: number;
      subscribers: number;
      whatsapp_messages: { total: number; today: number };
      revenue_this_month: number;
    };
    const number = (value: number) => value.toLocaleString("en-US");
    expect(await figure(page, "Users").textContent()).toBe(`Users${number(stats.users)}`);
    expect(await figure(page, "Active subscribers").textContent()).toBe(
      `Active subscribers${number(stats.subscribers)}`,
    );
    expect(await figure(page, "WhatsApp messages").textContent()).toBe(
      `WhatsApp messages${number(stats.whatsapp_messages.total)}Today: ${number(stats.whatsapp_messages.today)}`,
    );
    expect(await figure(page, /^Revenue, /).textContent()).toMatch(
      new RegExp(`^Revenue, [A-Z][a-z]+ 14\\d\\d${number(stats.revenue_this_month)} toman`),
    );
    await figure(page, "Connected bots").waitFor();
    await figure(page, "AI messages this month").waitFor();

    // The tab is kept in the address, so a reload opens it again.
    await page.getByRole("tab", { name: "WhatsApp messages" }).click();
    await page.waitForURL("**/admin?tab=whatsapp");
    await page.reload();
    await page.getByRole("heading", { name: "WhatsApp messages", level: 2 }).waitFor();
    await page.getByText(/^Total messages: \d/).waitFor();
    // ADM-21: the admin has no WhatsApp number of their own yet; the note says where to connect one.
    await page.getByText(/^Total messages: \d/).waitFor();
    await page.getByText("To send test messages, connect a WhatsApp number at /adminto.").waitFor();
    expect(await page.getByRole("link", { name: "/adminto" }).getAttribute("href")).toBe("/adminto");
    expect(await seriousViolations(page)).toEqual([]);

    // ADM-23: the server refuses (no WhatsApp number is connected) and its message is shown.
    await page.getByRole("button", { name: "Send test message again" }).click();
    const dialog = page.getByRole("dialog", { name: "Send the WhatsApp test message again" });
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Please enter a name").waitFor();
    await dialog.getByText("Enter a mobile number like 09121234567 or +989121234567").waitFor();
    await dialog.getByLabel("Name").fill("Sara Ahmadi");
    await dialog.getByLabel("Mobile number").fill("0912 123 4567");
    await dialog.getByRole("button", { name: "Send" }).click();
    await toast(page, "Connect a WhatsApp number at /adminto first").waitFor();
    // ADM-22: once the admin's own number is connected, the message goes from it, with 000 §8's words.
    const ownNumber = required(adminNumber, "a WhatsApp number");
    const connected = await context.request.post("/api/whatsapp/connections", {
      data: {
        phone_number_id: ownNumber.phoneNumberId,
        access_token: ownNumber.accessToken,
        app_secret: "0123456789abcdef0123456789abcdef",
      },
      headers: { origin: baseUrl },
    });
    expect(connected.status()).toBe(201);
    await dialog.getByRole("button", { name: "Send" }).click();
    await toast(page, "message sent again").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("To send test messages", { exact: false }).waitFor({ state: "detached" });
    // The refused attempt is in the record all the same (the server keeps every attempt).
    await expect.poll(() => recordLine(page, "Sent the WhatsApp test", "Sara Ahmadi").count()).toBe(2);

    // ADM-26, ADM-27: refresh reads everything again and says so; a failed read says so too.
    await page.getByRole("button", { name: "Refresh" }).click();
    await toast(page, "update successful").waitFor();
    await page.route("**/api/admin/stats", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "internal_error" } }),
    );
    await page.getByRole("button", { name: "Refresh" }).click();
    await toast(page, "error fetching information").waitFor();
    await page.unroute("**/api/admin/stats");

    // ADM-07: back to the dashboard.
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await context.close();
  });

  it("ADM-13 ADM-14 ADM-15 a user found by search is blocked with a reason and unblocked, the record says so, and View opens their profile", async () => {
    const target = await anotherUser("Sara Ahmadi", uniqueEmail("sara-ahmadi"));
    const { context, page } = await adminOnPanel(usersAdmin, "en");
    await page.goto("/admin");
    const search = page.getByLabel("Search by name or e-mail");
    await search.fill(target.email);
    const users = page.getByRole("list", { name: "Users", exact: true });
    // Until the search answers, the list holds the latest users, among them other journeys' Sara Ahmadis.
    await expect.poll(() => users.getByRole("article").count()).toBe(1);
    const card = users.getByRole("article", { name: "Sara Ahmadi" }).filter({ hasText: target.email });
    await card.waitFor();
    for (const text of [target.email, "Free", /^Joined /, "AI messages this month: 0"]) {
      await card.getByText(text).waitFor();
    }

    // ADM-15: a reason is required; then the user is blocked, their session ends and sign-in is refused.
    await card.getByRole("button", { name: "Block Sara Ahmadi" }).click();
    const dialog = page.getByRole("dialog", { name: "Block Sara Ahmadi" });
    await dialog.getByRole("button", { name: "Block" }).click();
    await dialog.getByText("Please write a reason").waitFor();
    await dialog.getByLabel("Reason for blocking").fill("Spam messages to buyers");
    await dialog.getByRole("button", { name: "Block" }).click();
    await toast(page, "Sara Ahmadi is blocked").waitFor();
    await card.getByText("Blocked", { exact: true }).waitFor();
    await card.getByText("Spam messages to buyers").waitFor();
    await recordLine(page, "Blocked a user", target.email).waitFor();
    expect((await target.context.request.get("/api/me")).status()).toBe(401);
    const signIn = await post(target.context, "/api/auth/sign-in/email", {
      email: target.email,
      password: "secret123",
    });
    expect(signIn.ok()).toBe(false);

    await card.getByRole("button", { name: "Unblock Sara Ahmadi" }).click();
    await toast(page, "Sara Ahmadi is unblocked").waitFor();
    await card.getByRole("button", { name: "Block Sara Ahmadi" }).waitFor();
    await recordLine(page, "Unblocked a user", target.email).waitFor();

    // The admin role asks first, naming the person and what the role allows; cancel changes nothing.
    await card.getByRole("button", { name: "Make Sara Ahmadi an admin" }).click();
    const grant = page.getByRole("alertdialog", { name: "Make Sara Ahmadi an admin?" });
    await grant.getByText(/can refund payments, block and unblock users, and see all users' data/).waitFor();
    await grant.getByRole("button", { name: "Cancel" }).click();
    await grant.waitFor({ state: "detached" });
    expect(await card.getByText("Admin", { exact: true }).count()).toBe(0);
    await card.getByRole("button", { name: "Make Sara Ahmadi an admin" }).click();
    await grant.getByRole("button", { name: "Make Sara Ahmadi an admin" }).click();
    await toast(page, "Sara Ahmadi is now an admin").waitFor();
    await grant.waitFor({ state: "detached" });
    await card.getByText("Admin", { exact: true }).waitFor();
    await recordLine(page, "Made an admin", target.email).waitFor();

    await card.getByRole("button", { name: "Remove admin role of Sara Ahmadi" }).click();
    const revoke = page.getByRole("alertdialog", { name: "Remove Sara Ahmadi's admin role?" });
    await revoke.getByText(/no longer be able to refund payments, block users or see all users' data/).waitFor();
    await revoke.getByRole("button", { name: "Remove admin role" }).click();
    await toast(page, "Sara Ahmadi is no longer an admin").waitFor();
    await revoke.waitFor({ state: "detached" });
    await card.getByRole("button", { name: "Make Sara Ahmadi an admin" }).waitFor();
    await recordLine(page, "Removed an admin", target.email).waitFor();

    // The admin's own row offers neither block nor remove admin.
    await search.fill(required(usersAdmin, "an admin e-mail"));
    const own = users.getByRole("article", { name: "Ava Admin" });
    await own.getByText("You", { exact: true }).waitFor();
    expect(await own.getByRole("button").count()).toBe(0);
    await own.getByRole("link", { name: "View Ava Admin" }).waitFor();

    // ADM-13: a failed "Show more" says so beside a retry, which then brings the next users.
    const found = await context.request.get(`/api/admin/users?q=${encodeURIComponent(target.email)}`);
    const [user] = ((await found.json()) as { items: Record<string, unknown>[] }).items;
    let nextPage: "fails" | "answers" = "fails";
    const usersList = (url: URL) => url.pathname === "/api/admin/users";
    await page.route(usersList, async (route) => {
      if (!new URL(route.request().url()).searchParams.has("cursor")) {
        const response = await route.fetch();
        const first = (await response.json()) as Record<string, unknown>;
        return route.fulfill({ response, json: { ...first, next_cursor: "journey-next-page" } });
      }
      if (nextPage === "fails") {
        return route.fulfill({ status: 500, json: { code: "internal_error", message: "internal_error" } });
      }
      const next = { ...user, id: "journey-next-user", email: "next-page@example.com", full_name: "Nika Nextpage" };
      return route.fulfill({ json: { items: [next], next_cursor: null } });
    });
    await search.fill("Sara Ahmadi");
    await page.getByRole("button", { name: "Show more" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "The next users could not be loaded" });
    await failed.waitFor();
    expect(await page.getByRole("button", { name: "Show more" }).count()).toBe(0);
    nextPage = "answers";
    await failed.getByRole("button", { name: "Try again" }).click();
    await users.getByRole("article", { name: "Nika Nextpage" }).waitFor();
    expect(await failed.count()).toBe(0);
    expect(await page.getByRole("button", { name: "Show more" }).count()).toBe(0);
    await page.unroute(usersList);

    // ADM-14: View goes to /profile?user={id}, read-only.
    await search.fill(target.email);
    await card.getByRole("link", { name: "View Sara Ahmadi" }).click();
    await page.waitForURL(/\/profile\?user=[0-9a-zA-Z-]+$/);
    await page.getByText("You are viewing Sara Ahmadi's profile; it cannot be changed here.").waitFor();
    await target.context.close();
    await context.close();
  });

  it("ADM-16 ADM-17 ADM-18 ADM-19 ADM-20 a seller's bot is deactivated, then activated; a failed change is told", async () => {
    const bot = required(englishBot, "a stand-in bot");
    const seller = await anotherUser("Reza Seller");
    expect(
      (await post(seller.context, "/api/bots", { bot_username: bot.username, bot_token: bot.token })).status(),
    ).toBe(201);
    const product = { name: "Wool shawl", product_code: "SH-1", price: 1_850_000, stock_quantity: 3, media_ids: [] };
    expect((await post(seller.context, "/api/products", product)).status()).toBe(201);

    const { context, page } = await adminOnPanel(botsAdmin, "en");
    await page.goto("/admin?tab=telegram");
    await page.getByRole("heading", { name: "Telegram log", level: 2 }).waitFor();
    const card = page.getByRole("list", { name: "Sellers' bots" }).getByRole("article", { name: `@${bot.username}` });
    for (const text of ["Telegram", "Active", `Owner: Reza Seller · ${seller.email}`, "Messages: 0", "Products: 1"]) {
      await card.getByText(text, { exact: true }).waitFor();
    }

    await card.getByRole("button", { name: `Deactivate @${bot.username}` }).click();
    await toast(page, "status changed").waitFor();
    await card.getByText("Inactive", { exact: true }).waitFor();
    const sellerBots = async () =>
      ((await (await seller.context.request.get("/api/bots")).json()) as { items: { status: string }[] }).items;
    expect((await sellerBots()).map((item) => item.status)).toEqual(["inactive"]);
    await recordLine(page, "Deactivated a bot", seller.email).waitFor();

    await card.getByRole("button", { name: `Activate @${bot.username}` }).click();
    await toast(page, "status changed").waitFor();
    await card.getByText("Active", { exact: true }).waitFor();
    await recordLine(page, "Activated a bot", seller.email).waitFor();

    // ADM-20: a refused change is told, and the list keeps what the server holds.
    await page.route("**/api/admin/bots/*/status", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "internal_error" } }),
    );
    await card.getByRole("button", { name: `Deactivate @${bot.username}` }).click();
    await toast(page, "error changing status").waitFor();
    await card.getByText("Active", { exact: true }).waitFor();
    await page.unroute("**/api/admin/bots/*/status");
    expect((await sellerBots()).map((item) => item.status)).toEqual(["active"]);

    // A blocked seller's bot answers nobody: its card says so beside the status it keeps.
    const ownerBlocked = card.getByText("Owner blocked — bot silent", { exact: true });
    expect(await ownerBlocked.count()).toBe(0);
    const sellerId = ((await (await seller.context.request.get("/api/me")).json()) as { id: string }).id;
    expect((await post(context, `/api/admin/users/${sellerId}/block`, { reason: "Fake shawls" })).status()).toBe(200);
    await page.getByRole("button", { name: "Refresh" }).click();
    await ownerBlocked.waitFor();
    await card.getByText("Active", { exact: true }).waitFor();
    expect((await post(context, `/api/admin/users/${sellerId}/unblock`, {})).status()).toBe(200);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => ownerBlocked.count()).toBe(0);
    await seller.context.close();
    await context.close();
  });

  it("ADM-24 ADM-25 a sandbox payment shows as success, its details open, and a refund makes it refunded, ends the plan and is recorded", async () => {
    const buyer = await anotherUser("Nima Buyer");
    const checkout = await post(buyer.context, "/api/payments/checkout", { plan: "eco" });
    expect(checkout.status()).toBe(200);
    const { payment } = (await checkout.json()) as { payment: { id: string; ref_id: string } };

    const { context, page } = await adminOnPanel(paymentsAdmin, "en");
    await page.goto("/admin?tab=transactions");
    const payments = page.getByRole("list", { name: "Payments" });
    const card = payments.getByRole("article", { name: `Reference: ${payment.ref_id}` });
    for (const text of ["Status: Success", "4,500,000 toman", "Eco", `Nima Buyer · ${buyer.email}`]) {
      await card.getByText(text, { exact: true }).waitFor();
    }
    const revenueBefore = await figure(page, /^Revenue, /).textContent();

    // ADM-25: the filter's labels; paid is "Success".
    const filter = page.getByLabel("Status", { exact: true });
    expect(await filter.locator("option").allTextContents()).toEqual([
      "All",
      "Success",
      "Pending",
      "Failed",
      "Refunded",
    ]);
    await filter.selectOption({ label: "Refunded" });
    await expect.poll(() => card.count()).toBe(0);
    await filter.selectOption({ label: "Success" });
    await card.waitFor();

    // The details are read when opened: loading while the read is on its way, a failure with a retry.
    const detailsUrl = `**/api/admin/payments/${payment.id}`;
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(detailsUrl, async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { code: "internal_error", message: "internal_error" } });
    });
    await card.getByRole("button", { name: `Details of payment ${payment.ref_id}` }).click();
    const details = page.getByRole("dialog", { name: `Payment ${payment.ref_id}` });
    await details.getByRole("status").filter({ hasText: "Loading the details…" }).waitFor();
    expect(await details.getByText(payment.id, { exact: true }).count()).toBe(0);
    answer();
    const detailsFailed = details
      .getByRole("alert")
      .filter({ hasText: "The details of this payment could not be loaded" });
    await detailsFailed.waitFor();
    await page.unroute(detailsUrl);
    await detailsFailed.getByRole("button", { name: "Try again" }).click();
    for (const text of ["Test payment", payment.id, "Eco (basic)"]) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    await details.getByRole("button", { name: "Close" }).first().click();

    await card.getByRole("button", { name: `Refund payment ${payment.ref_id}` }).click();
    const refund = page.getByRole("dialog", { name: `Refund payment ${payment.ref_id}` });
    await refund
      .getByText(
        /returned by hand, outside the payment gateway .* the plan days it bought that are not used yet are taken back; if nothing else remains, the plan ends now\./,
      )
      .waitFor();
    await refund.getByRole("button", { name: "Record refund" }).click();
    await refund.getByText("Please write a reason").waitFor();
    await refund.getByLabel("Reason for the refund").fill("Paid twice by mistake; returned by card transfer");
    await refund.getByRole("button", { name: "Record refund" }).click();
    await toast(page, `Payment ${payment.ref_id} is refunded`).waitFor();

    // Filtered on success, the refunded payment leaves the list; under all it reads refunded, without a refund.
    await expect.poll(() => card.count()).toBe(0);
    await filter.selectOption({ label: "All" });
    await card.getByText("Status: Refunded", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /^Refund payment/ }).count()).toBe(0);
    await recordLine(page, "Refunded a payment", buyer.email)
      .filter({ hasText: "Paid twice by mistake; returned by card transfer" })
      .waitFor();
    await expect.poll(() => figure(page, /^Revenue, /).textContent()).not.toBe(revenueBefore);
    const subscription = (await (await buyer.context.request.get("/api/subscription")).json()) as {
      subscribed: boolean;
    };
    expect(subscription.subscribed).toBe(false);
    await buyer.context.close();
    await context.close();
  });
});

describe("the admin panel in Persian on a phone", () => {
  it("ADM-02 ADM-06 ADM-18 ADM-19 ADM-23 ADM-26 signs in from /admin, four tabs without page scroll or serious accessibility violations, a bot switched, the WhatsApp refusal and refresh", async () => {
    const email = required(persianAdmin, "an admin e-mail");
    const bot = required(persianBot, "a stand-in bot");
    const seller = await anotherUser("مریم فروشنده");
    expect(
      (await post(seller.context, "/api/bots", { bot_username: bot.username, bot_token: bot.token })).status(),
    ).toBe(201);
    const setup = await browser.newContext();
    await signUpThroughApi(setup, baseUrl, "آوا مدیر", email);
    await setup.close();

    const { context, page } = await openPage(browser, { baseUrl, language: "fa", theme: "dark", width: 375 });
    await page.goto("/admin?tab=telegram");
    await page.waitForURL(
      (url) => url.pathname === "/auth" && url.searchParams.get("redirect") === "/admin?tab=telegram",
    );
    await page.getByLabel("ایمیل").fill(email);
    await page.getByLabel("رمز عبور").fill("secret123");
    await page.locator("form").getByRole("button", { name: "ورود" }).click();
    await page.waitForURL((url) => url.pathname === "/admin" && url.search === "?tab=telegram");
    await page.getByRole("heading", { name: "پنل مدیریت", level: 1 }).waitFor();

    const tabs = page.getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(["کاربران", "تلگرام", "پیام‌های واتس‌اپ", "تراکنش‌ها"]);
    await figure(page, "کاربران").waitFor();
    expect(await figure(page, "کاربران").textContent()).toMatch(/^کاربران[۰-۹٬]+$/);

    const card = page.getByRole("list", { name: "ربات‌های فروشندگان" }).getByRole("article", { name: bot.username });
    await card.getByText("فعال", { exact: true }).waitFor();
    expect(await noPageScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole("button", { name: new RegExp(`^غیرفعال کردن .*${bot.username}`) }).click();
    await toast(page, "وضعیت تغییر کرد").waitFor();
    await card.getByText("غیرفعال", { exact: true }).waitFor();
    await card.getByRole("button", { name: new RegExp(`^فعال کردن .*${bot.username}`) }).click();
    await toast(page, "وضعیت تغییر کرد").waitFor();
    await card.getByText("فعال", { exact: true }).waitFor();

    for (const name of ["کاربران", "پیام‌های واتس‌اپ", "تراکنش‌ها"]) {
      await page.getByRole("tab", { name }).click();
      await page.getByRole("tabpanel", { name }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await noPageScroll(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }

    await page.getByRole("tab", { name: "پیام‌های واتس‌اپ" }).click();
    await page.getByRole("button", { name: "ارسال دوبارهٔ پیام آزمایشی" }).click();
    const dialog = page.getByRole("dialog", { name: "ارسال دوبارهٔ پیام آزمایشی واتس‌اپ" });
    await dialog.getByLabel("نام").fill("سارا احمدی");
    await dialog.getByLabel("شمارهٔ موبایل").fill("۰۹۱۲۱۲۳۴۵۶۷");
    await dialog.getByRole("button", { name: "ارسال" }).click();
    await toast(page, "ابتدا یک شمارهٔ واتس‌اپ را در /adminto وصل کنید").waitFor();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "به‌روزرسانی" }).click();
    await toast(page, "به‌روزرسانی با موفقیت انجام شد").waitFor();
    await seller.context.close();
    await context.close();
  });
});
