import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminAction,
  AdminBot,
  AdminPayment,
  AdminStats,
  AdminUser,
  AdminWhatsappList,
  TelegramLogEntry,
} from "../../shared/admin";
import { unblockByEmail } from "../account/service";
import { aiUsage, payments, subscribers, user, whatsappMessages } from "../db/schema";
import { type ShopHarness, shopAppUrl, startShopHarness } from "../selling-bot/test/shop-harness";
import { databaseSnapshot } from "../test/database-snapshot";
import { openEventStream } from "../test/event-stream";
import { jsonRequest, makeUser, sessionCookie, type TestAccount } from "../test/make-user";
import { refundPayment } from "./payments";
import { adminStats } from "./stats";

const adminEmail = "head-admin@example.com";
let harness: ShopHarness;
let admin: TestAccount;

beforeAll(async () => {
  harness = await startShopHarness({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(harness.server.app, { email: adminEmail, origin: shopAppUrl });
});
afterAll(() => harness.close());

const db = () => harness.server.database.db;
const newUser = (name?: string) => makeUser(harness.server.app, { origin: shopAppUrl, name });
const send = (account: TestAccount, method: string, path: string, body?: unknown) =>
  harness.server.app.request(
    path,
    harness.onApp(account, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
async function read<T>(path: string, as = admin): Promise<T> {
  return harness.get<T>(as, path);
}
async function act<T>(method: string, path: string, body?: unknown, as = admin): Promise<T> {
  const response = await send(as, method, path, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
const signIn = (account: TestAccount) =>
  harness.server.app.request(
    "/api/auth/sign-in/email",
    jsonRequest({ email: account.email, password: account.password }, { origin: shopAppUrl }),
  );
const userRow = async (account: TestAccount) =>
  (await read<{ items: AdminUser[] }>(`/api/admin/users?q=${encodeURIComponent(account.email)}`)).items[0];
const actions = () => read<{ items: AdminAction[] }>("/api/admin/actions");
/** A new idempotency key is a deliberate new purchase, even within the keyless double-click minute. */
const buy = async (account: TestAccount, plan: "eco" | "pro", idempotencyKey?: string) => {
  const response = await harness.post(account, "/api/payments/checkout", { plan, idempotency_key: idempotencyKey });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { payment: { id: string } }).payment.id;
};
const subscriptionOf = (account: TestAccount) =>
  harness.get<{ subscribed: boolean; subscription_tier: string | null; subscription_end: string | null }>(
    account,
    "/api/subscription",
  );

describe("the admin panel's figures (000 §7, §9; DESIGN d11, d15)", () => {
  it("ADM-12 this month's revenue sums paid payments from the first of the Jalali month in Tehran, not the Gregorian month", async () => {
    // 5 Farvardin 1399 in Tehran; the month began on 1 Farvardin at 00:00 Tehran time = 19 March 2020 20:30 UTC.
    const now = new Date("2020-03-25T12:00:00Z");
    const monthStart = new Date("2020-03-19T20:30:00Z");
    const buyer = await newUser();
    const payment = (amount: number, status: "paid" | "pending" | "refunded", paidAt: Date) => ({
      id: crypto.randomUUID(),
      userId: buyer.id,
      planId: "eco" as const,
      planType: "basic",
      amount,
      status,
      method: "sandbox" as const,
      createdAt: paidAt,
      paidAt: status === "pending" ? null : paidAt,
    });
    await db()
      .insert(payments)
      .values([
        payment(1_000, "paid", new Date(monthStart.getTime() - 1000)),
        payment(20_000, "paid", monthStart),
        payment(300_000, "paid", new Date("2020-03-25T11:00:00Z")),
        payment(4_000_000, "refunded", new Date("2020-03-24T10:00:00Z")),
        payment(50_000_000, "pending", new Date("2020-03-24T10:00:00Z")),
      ]);
    const stats = await adminStats({ db: db() }, { now });
    expect(stats.revenue_this_month).toBe(320_000);
    // 1 Ordibehesht began at 00:00 Tehran summer time (UTC+4:30) = 19 April 2020 19:30 UTC: a payment one
    // second earlier belongs to Farvardin, one at that instant to Ordibehesht.
    await db()
      .insert(payments)
      .values([
        payment(7_000, "paid", new Date("2020-04-19T19:29:59Z")),
        payment(80_000, "paid", new Date("2020-04-19T19:30:00Z")),
      ]);
    const nextMonth = await adminStats({ db: db() }, { now: new Date("2020-04-20T00:00:00Z") });
    expect(nextMonth.revenue_this_month).toBe(80_000);
  });

  it("ADM-11 WhatsApp messages today count from Tehran's midnight; AI messages this month from the Jalali month's start", async () => {
    const now = new Date("2020-03-25T12:00:00Z");
    const tehranMidnight = new Date("2020-03-24T19:30:00Z");
    const someone = await newUser();
    const message = (at: Date) => ({
      id: crypto.randomUUID(),
      fromNumber: "+989121234567",
      messageContent: "hi",
      isIncoming: true,
      createdAt: at,
    });
    await db()
      .insert(whatsappMessages)
      .values([message(new Date(tehranMidnight.getTime() - 1000)), message(tehranMidnight), message(now)]);
    await db()
      .insert(aiUsage)
      .values([
        { id: crypto.randomUUID(), userId: someone.id, feature: "chat", createdAt: new Date("2020-03-19T20:29:00Z") },
        { id: crypto.randomUUID(), userId: someone.id, feature: "chat", createdAt: new Date("2020-03-19T20:31:00Z") },
      ]);
    const stats = await adminStats({ db: db() }, { now });
    expect(stats.whatsapp_messages.today).toBe(2);
    expect(stats.ai_messages_this_month).toBe(1);
  });

  it("ADM-08 ADM-09 ADM-10 the stats count users, subscribers, WhatsApp messages and bots as they change", async () => {
    const before = await read<AdminStats>("/api/admin/stats");
    const buyer = await newUser();
    await buy(buyer, "eco");
    await harness.shop();
    await db().insert(whatsappMessages).values({
      id: crypto.randomUUID(),
      fromNumber: "+989121234567",
      messageContent: "salam",
      isIncoming: true,
    });
    const after = await read<AdminStats>("/api/admin/stats");
    // The shop's seller is a new user too.
    expect(after.users).toBe(before.users + 2);
    expect(after.subscribers).toBe(before.subscribers + 1);
    expect(after.whatsapp_messages.total).toBe(before.whatsapp_messages.total + 1);
    expect(after.whatsapp_messages.today).toBe(before.whatsapp_messages.today + 1);
    expect(after.bots).toEqual({ connected: before.bots.connected + 1, active: before.bots.active + 1 });
    expect(after.revenue_this_month).toBe(before.revenue_this_month + 4_500_000);
  });
});

describe("the users tab", () => {
  it("ADM-13 lists the newest users first with their subscription and role, searchable by name or e-mail", async () => {
    const subscriber = await newUser("Parisa Subscriber");
    await buy(subscriber, "pro");
    const free = await newUser("Kaveh Free");
    const page = await read<{ items: AdminUser[] }>("/api/admin/users");
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(free.id)).toBeLessThan(ids.indexOf(subscriber.id));
    expect(page.items.find((item) => item.id === subscriber.id)).toMatchObject({
      email: subscriber.email,
      full_name: "Parisa Subscriber",
      subscribed: true,
      subscription_tier: "premium",
      is_admin: false,
      blocked: null,
    });
    expect(page.items.find((item) => item.id === admin.id)?.is_admin).toBe(true);
    const byName = await read<{ items: AdminUser[] }>("/api/admin/users?q=kaveh%20free");
    expect(byName.items.map((item) => item.id)).toEqual([free.id]);
    const byEmail = await read<{ items: AdminUser[] }>(`/api/admin/users?q=${encodeURIComponent(subscriber.email)}`);
    expect(byEmail.items.map((item) => item.id)).toEqual([subscriber.id]);
    // A pattern character is a character, not a wildcard.
    expect((await read<{ items: AdminUser[] }>("/api/admin/users?q=%25")).items).toEqual([]);
  });

  it("ADM-13 pages beyond the latest 50 with the cursor, each user once", async () => {
    const marker = `pagecheck${Date.now()}`;
    const base = Date.now() - 3_600_000;
    await db()
      .insert(user)
      .values(
        Array.from({ length: 53 }, (_, index) => ({
          id: crypto.randomUUID(),
          name: `Paged ${index}`,
          email: `${marker}-${index}@example.com`,
          createdAt: new Date(base + index * 1000),
        })),
      );
    const first = await read<{ items: AdminUser[]; next_cursor: string | null }>(`/api/admin/users?q=${marker}`);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.email).toBe(`${marker}-52@example.com`);
    expect(first.next_cursor).not.toBeNull();
    const second = await read<{ items: AdminUser[]; next_cursor: string | null }>(
      `/api/admin/users?q=${marker}&cursor=${encodeURIComponent(first.next_cursor ?? "")}`,
    );
    expect(second.items.map((item) => item.email)).toEqual(
      [0, 1, 2].reverse().map((i) => `${marker}-${i}@example.com`),
    );
    expect(second.next_cursor).toBeNull();
    expect((await send(admin, "GET", "/api/admin/users?cursor=not-a-cursor")).status).toBe(400);
  });

  it("shows each user's AI messages this month", async () => {
    const chatter = await newUser();
    const response = await harness.post(chatter, "/api/ai-your", { message: "یک کپشن برای کافه بنویس" });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await userRow(chatter))?.ai_usage).toEqual({ messages: 1, tokens: 0 });
  });
});

describe("blocking a user really blocks (DESIGN d7, 27)", () => {
  it("ADM-15 the blocked user's sessions end at once, sign-in is refused with its own code, their bot falls silent; unblocking lets them in again", async () => {
    const shop = await harness.shop();
    const { seller } = shop;
    await harness.product(seller);
    // The session is read (and cached) before the block, as an open page would have it, with its stream open.
    expect((await harness.server.app.request("/api/me", harness.onApp(seller))).status).toBe(200);
    const openPage = await openEventStream(harness.server.app, seller.cookie, { origin: shopAppUrl });
    await openPage.next("ready");

    const blocked = await act<AdminUser>("POST", `/api/admin/users/${seller.id}/block`, { reason: "Selling fakes" });
    expect(blocked.blocked).toMatchObject({ reason: "Selling fakes" });

    expect((await harness.server.app.request("/api/me", harness.onApp(seller))).status).toBe(401);
    // The open page is told its session ended, and its stream closes.
    expect((await openPage.next("signed-out")).data).toEqual({ reason: "blocked" });
    await openPage.ended;
    const refused = await signIn(seller);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "USER_BLOCKED" });
    expect(refused.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(false);

    const bots = await read<{ items: AdminBot[] }>("/api/admin/bots");
    expect(bots.items.find((bot) => bot.id === shop.id)?.owner.blocked).toBe(true);
    const sentBefore = shop.sent().length;
    await shop.deliver(shop.text("/start"));
    expect(shop.sent()).toHaveLength(sentBefore);

    const record = (await actions()).items[0];
    expect(record).toMatchObject({
      admin_email: adminEmail,
      action: "block",
      target_user: { id: seller.id, email: seller.email },
      detail: "Selling fakes",
    });

    const unblocked = await act<AdminUser>("POST", `/api/admin/users/${seller.id}/unblock`);
    expect(unblocked.blocked).toBeNull();
    const allowed = await signIn(seller);
    expect(allowed.status).toBe(200);
    const fresh = { ...seller, cookie: sessionCookie(allowed) };
    await shop.deliver(shop.text("/start"));
    expect(shop.sent().length).toBeGreaterThan(sentBefore);
    expect((await harness.server.app.request("/api/me", harness.onApp(fresh))).status).toBe(200);
    expect((await actions()).items[0]).toMatchObject({ action: "unblock", target_user: { id: seller.id } });
  });

  it("an admin cannot block or demote themself, and a block needs a reason; nothing changes", async () => {
    const someone = await newUser();
    const before = await databaseSnapshot(db());
    const selfBlock = await send(admin, "POST", `/api/admin/users/${admin.id}/block`, { reason: "oops" });
    expect(selfBlock.status).toBe(409);
    expect((await selfBlock.json()).code).toBe("cannot_change_self");
    const selfDemote = await send(admin, "PUT", `/api/admin/users/${admin.id}/admin`, { is_admin: false });
    expect(selfDemote.status).toBe(409);
    expect((await send(admin, "POST", `/api/admin/users/${someone.id}/block`, { reason: "   " })).status).toBe(400);
    const invisible = await send(admin, "POST", `/api/admin/users/${someone.id}/block`, { reason: "\u200f\u200f " });
    expect(invisible.status).toBe(400);
    expect((await send(admin, "POST", "/api/admin/users/not-a-uuid/block", { reason: "x" })).status).toBe(400);
    expect((await send(admin, "POST", `/api/admin/users/${crypto.randomUUID()}/block`, { reason: "x" })).status).toBe(
      404,
    );
    expect(await databaseSnapshot(db())).toEqual(before);
    expect((await harness.server.app.request("/api/me", harness.onApp(admin))).status).toBe(200);
  });

  it("two admins blocking each other at once leave one of them an admin who can still sign in", async () => {
    const first = await newUser();
    const second = await newUser();
    for (const account of [first, second]) {
      await act("PUT", `/api/admin/users/${account.id}/admin`, { is_admin: true });
    }
    const [one, two] = await Promise.all([
      send(first, "POST", `/api/admin/users/${second.id}/block`, { reason: "rogue" }),
      send(second, "POST", `/api/admin/users/${first.id}/block`, { reason: "rogue" }),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const survivor = one.status === 200 ? first : second;
    const loser = survivor === first ? second : first;
    expect((await signIn(survivor)).status).toBe(200);
    // The operator's way back for the other: `npm run admin -- unblock EMAIL`.
    expect((await signIn(loser)).status).toBe(403);
    expect(await unblockByEmail({ db: db() }, { email: loser.email.toUpperCase() })).toBe("unblocked");
    expect((await signIn(loser)).status).toBe(200);
  });

  it("granting the admin role opens the panel to the user; revoking closes it; both are recorded", async () => {
    const helper = await newUser();
    expect((await send(helper, "GET", "/api/admin/stats")).status).toBe(403);
    expect((await act<AdminUser>("PUT", `/api/admin/users/${helper.id}/admin`, { is_admin: true })).is_admin).toBe(
      true,
    );
    expect((await send(helper, "GET", "/api/admin/stats")).status).toBe(200);
    expect((await harness.get<{ isAdmin: boolean }>(helper, "/api/me")).isAdmin).toBe(true);
    await act<AdminUser>("PUT", `/api/admin/users/${helper.id}/admin`, { is_admin: false });
    expect((await send(helper, "GET", "/api/admin/stats")).status).toBe(403);
    const recorded = (await actions()).items.slice(0, 2).map((item) => [item.action, item.target_user?.id]);
    expect(recorded).toEqual([
      ["revoke-admin", helper.id],
      ["grant-admin", helper.id],
    ]);
  });
});

describe("the telegram tab", () => {
  it("ADM-16 ADM-17 shows the latest log lines of the sellers' bots and the bots with their message and product counts", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    await harness.product(shop.seller, { product_code: "SECOND-1" });
    await shop.deliver(shop.text("/start", "en"));
    await shop.deliver(shop.text("do you ship to Shiraz?", "en"));
    const log = await read<{ items: TelegramLogEntry[] }>("/api/admin/telegram/logs");
    expect(log.items.length).toBeLessThanOrEqual(50);
    expect(log.items.slice(0, 2)).toMatchObject([
      {
        source: "seller-bot",
        bot_username: shop.bot.username,
        chat_id: String(shop.chatId),
        message: "do you ship to Shiraz?",
      },
      { source: "seller-bot", bot_username: shop.bot.username, message: "/start" },
    ]);
    expect(log.items[0]?.reply).toBeTruthy();
    const bots = await read<{ items: AdminBot[] }>("/api/admin/bots");
    expect(bots.items[0]).toMatchObject({
      id: shop.id,
      bot_username: shop.bot.username,
      status: "active",
      owner: { id: shop.seller.id, email: shop.seller.email, blocked: false },
      message_count: 2,
      product_count: 2,
    });
  });

  it("ADM-18 deactivating a bot silences it and answers the list with the new status; activating brings it back", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller);
    const off = await act<{ items: AdminBot[] }>("PUT", `/api/admin/bots/${shop.id}/status`, { status: "inactive" });
    expect(off.items.find((bot) => bot.id === shop.id)?.status).toBe("inactive");
    await shop.deliver(shop.text("/start"));
    expect(shop.sent()).toHaveLength(0);
    const on = await act<{ items: AdminBot[] }>("PUT", `/api/admin/bots/${shop.id}/status`, { status: "active" });
    expect(on.items.find((bot) => bot.id === shop.id)?.status).toBe("active");
    await shop.deliver(shop.text("/start"));
    expect(shop.sent().length).toBeGreaterThan(0);
    expect((await actions()).items.slice(0, 2).map((item) => [item.action, item.target_id, item.detail])).toEqual([
      ["bot-activate", shop.id, `@${shop.bot.username}`],
      ["bot-deactivate", shop.id, `@${shop.bot.username}`],
    ]);
    expect((await send(admin, "PUT", `/api/admin/bots/${shop.id}/status`, { status: "paused" })).status).toBe(400);
    // The seller connecting the same bot again does not undo an admin's deactivation.
    await act("PUT", `/api/admin/bots/${shop.id}/status`, { status: "inactive" });
    const again = await harness.post(shop.seller, "/api/bots", {
      platform: "telegram",
      bot_username: shop.bot.username,
      bot_token: shop.bot.token,
    });
    expect(again.status, await again.clone().text()).toBe(201);
    expect(((await again.json()) as { status: string }).status).toBe("inactive");
  });
});

describe("the WhatsApp tab", () => {
  it("ADM-21 lists the count and the latest messages, newest first", async () => {
    const older = new Date(Date.now() - 60_000);
    await db()
      .insert(whatsappMessages)
      .values([
        {
          id: crypto.randomUUID(),
          fromNumber: "+989120000001",
          messageContent: "older",
          isIncoming: true,
          createdAt: older,
        },
        { id: crypto.randomUUID(), fromNumber: "+989120000002", messageContent: "newer", isIncoming: false },
      ]);
    const list = await read<AdminWhatsappList>("/api/admin/whatsapp/messages");
    const total = await db().$count(whatsappMessages);
    expect(list.total).toBe(total);
    expect(list.items.length).toBe(Math.min(total, 50));
    expect(list.items[0]).toMatchObject({ from_number: "+989120000002", message_content: "newer", is_incoming: false });
    expect(list.sending_configured).toBe(false);
  });

  it("ADM-23 resending the test message without a WhatsApp number of the admin's own says to connect one at /adminto; a bad phone is refused", async () => {
    const refused = await send(admin, "POST", "/api/admin/whatsapp/test", {
      user_name: "Sara",
      user_phone: "۰۹۱۲۱۲۳۴۵۶۷",
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "whatsapp_not_configured" });
    expect((await actions()).items[0]).toMatchObject({ action: "whatsapp-test", detail: "Sara 09121234567" });
    const bad = await send(admin, "POST", "/api/admin/whatsapp/test", { user_name: "Sara", user_phone: "12345" });
    expect(bad.status).toBe(400);
  });
});

describe("the transactions tab and refunds", () => {
  it("ADM-24 ADM-25 lists the latest payments with reference, user, amount, plan and status, filtered by status", async () => {
    const buyer = await newUser("Nima Buyer");
    const paymentId = await buy(buyer, "pro");
    const all = await read<{ items: AdminPayment[] }>("/api/admin/payments");
    expect(all.items.length).toBeLessThanOrEqual(50);
    expect(all.items[0]).toMatchObject({
      id: paymentId,
      user: { id: buyer.id, email: buyer.email, full_name: "Nima Buyer" },
      amount: 7_500_000,
      plan_id: "pro",
      plan_type: "premium",
      status: "paid",
      refund: null,
    });
    expect(all.items[0]?.ref_id).toMatch(/^REF-/);
    const pending = await read<{ items: AdminPayment[] }>("/api/admin/payments?status=pending");
    expect(pending.items.every((item) => item.status === "pending")).toBe(true);
    const paid = await read<{ items: AdminPayment[] }>("/api/admin/payments?status=paid");
    expect(paid.items.map((item) => item.id)).toContain(paymentId);
    expect((await send(admin, "GET", "/api/admin/payments?status=success")).status).toBe(400);
    expect((await read<AdminPayment>(`/api/admin/payments/${paymentId}`)).method).toBe("sandbox");
  });

  it("a refund marks the payment refunded with who, when and why, ends the plan it bought and lowers the revenue", async () => {
    const buyer = await newUser();
    const paymentId = await buy(buyer, "eco");
    expect((await subscriptionOf(buyer)).subscribed).toBe(true);
    const before = await read<AdminStats>("/api/admin/stats");
    const refunded = await act<AdminPayment>("POST", `/api/admin/payments/${paymentId}/refund`, {
      reason: "Bought by mistake",
    });
    expect(refunded).toMatchObject({ status: "refunded", refund: { reason: "Bought by mistake", by: adminEmail } });
    expect((await subscriptionOf(buyer)).subscribed).toBe(false);
    const after = await read<AdminStats>("/api/admin/stats");
    expect(after.revenue_this_month).toBe(before.revenue_this_month - 4_500_000);
    expect(after.subscribers).toBe(before.subscribers - 1);
    expect((await actions()).items[0]).toMatchObject({
      action: "refund",
      target_id: paymentId,
      target_user: { id: buyer.id },
      detail: "Bought by mistake",
    });
    const again = await send(admin, "POST", `/api/admin/payments/${paymentId}/refund`, { reason: "twice" });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("payment_not_refundable");
  });

  it("refunding the later of two purchases takes back only its 30 days; the earlier plan stays", async () => {
    const buyer = await newUser();
    await buy(buyer, "eco");
    const second = await buy(buyer, "eco", crypto.randomUUID());
    const extended = new Date((await subscriptionOf(buyer)).subscription_end ?? 0).getTime();
    await act<AdminPayment>("POST", `/api/admin/payments/${second}/refund`, { reason: "Bought twice" });
    const after = await subscriptionOf(buyer);
    expect(after.subscribed).toBe(true);
    expect(after.subscription_tier).toBe("basic");
    const end = new Date(after.subscription_end ?? 0).getTime();
    expect(Math.round((extended - end) / 86_400_000)).toBe(30);
  });

  it("refunding an upgrade ends it and gives back the plan it replaced, with its days (decision 021)", async () => {
    const buyer = await newUser();
    await buy(buyer, "eco");
    const ecoEnd = new Date((await subscriptionOf(buyer)).subscription_end ?? 0).getTime();
    const upgrade = await buy(buyer, "pro");
    expect((await subscriptionOf(buyer)).subscription_tier).toBe("premium");
    await act<AdminPayment>("POST", `/api/admin/payments/${upgrade}/refund`, { reason: "Upgrade undone" });
    const after = await subscriptionOf(buyer);
    expect(after).toMatchObject({ subscribed: true, subscription_tier: "basic" });
    expect(Math.round((new Date(after.subscription_end ?? 0).getTime() - ecoEnd) / 86_400_000)).toBe(0);
  });

  it("a refund after an earlier refund in the same chain takes back only its own unused days", async () => {
    const buyer = await newUser();
    const day = 86_400_000;
    const base = new Date("2030-01-01T08:00:00Z").getTime();
    const at = (days: number) => new Date(base + days * day);
    const purchase = (paidDay: number) => ({
      id: crypto.randomUUID(),
      userId: buyer.id,
      planId: "eco" as const,
      planType: "basic",
      amount: 4_500_000,
      status: "paid" as const,
      method: "sandbox" as const,
      createdAt: at(paidDay),
      paidAt: at(paidDay),
    });
    const setEnd = (days: number) =>
      db()
        .update(subscribers)
        .set({ subscribed: true, subscriptionTier: "basic", subscriptionEnd: at(days) })
        .where(eq(subscribers.userId, buyer.id));
    const endDay = async () => {
      const [row] = await db().select().from(subscribers).where(eq(subscribers.userId, buyer.id));
      return ((row?.subscriptionEnd?.getTime() ?? 0) - base) / day;
    };
    const a = purchase(0);
    const b = purchase(1);
    await db().insert(payments).values([a, b]);
    await setEnd(60);
    const byAdmin = { id: admin.id, email: admin.email };
    await refundPayment({ db: db() }, { admin: byAdmin, paymentId: a.id, reason: "A", now: at(2) });
    expect(await endDay()).toBe(32);
    const c = purchase(3);
    await db().insert(payments).values(c);
    await setEnd(62);
    await refundPayment({ db: db() }, { admin: byAdmin, paymentId: b.id, reason: "B", now: at(4) });
    expect(await endDay()).toBe(34);
  });

  it("a refund without a reason, of a payment that does not exist, changes nothing", async () => {
    const buyer = await newUser();
    const paymentId = await buy(buyer, "eco");
    const snapshot = await databaseSnapshot(db());
    expect((await send(admin, "POST", `/api/admin/payments/${paymentId}/refund`, { reason: "" })).status).toBe(400);
    expect((await send(admin, "POST", `/api/admin/payments/${paymentId}/refund`, {})).status).toBe(400);
    expect(
      (await send(admin, "POST", `/api/admin/payments/${crypto.randomUUID()}/refund`, { reason: "x" })).status,
    ).toBe(404);
    expect(await databaseSnapshot(db())).toEqual(snapshot);
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe("paid");
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres" && process.env.TEST_DATABASE_URL)(
  "a sign-in racing a block (PostgreSQL, many connections)",
  () => {
    it("ADM-15 a session made while the block was committing is ended, and that sign-in refused", async () => {
      const target = await newUser();
      const blocker = new pg.Client({ connectionString: harness.server.config.databaseUrl });
      await blocker.connect();
      try {
        // The block in progress, as blockUser runs it: the user's row held, the block written, not committed.
        await blocker.query("begin");
        await blocker.query('select id from "user" where id = $1 for update', [target.id]);
        await blocker.query("insert into user_blocks (user_id, reason) values ($1, 'racing')", [target.id]);
        const signingIn = signIn(target);
        // The sign-in passed the check before the session and now waits for the block to commit.
        await expect
          .poll(async () => {
            const waiting = await blocker.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            return waiting.rows[0]?.n;
          })
          .toBeGreaterThan(0);
        await blocker.query("commit");
        const response = await signingIn;
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: "USER_BLOCKED" });
        const sessions = await blocker.query("select count(*)::int as n from session where user_id = $1", [target.id]);
        // The sign-up's own session is still there (the block above did not delete it); the racing one is gone.
        expect(sessions.rows[0].n).toBe(1);
      } finally {
        await blocker.end();
      }
    });
  },
);
