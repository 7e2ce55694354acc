import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse, Payment, VerifyResponse } from "../../shared/payments";
import { paidPlans, planDurationDays } from "../../shared/plans";
import type { SubscriptionState } from "../../shared/subscription-state";
import { payments, subscribers, user } from "../db/schema";
import { createZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";
import { startPaymentServers, testMerchantId } from "./test/payment-servers";
import { verifyZarinpalPayment } from "./verify";

const merchantId = testMerchantId;
const dayMs = 86_400_000;
let servers: Awaited<ReturnType<typeof startPaymentServers>>;
let gateway: typeof servers.gateway;
let zarinpal: TestServer;
let sandbox: TestServer;

beforeAll(async () => {
  servers = await startPaymentServers();
  ({ gateway, zarinpal, sandbox } = servers);
});
afterAll(() => servers.close());

type Account = TestAccount;

const post = (server: TestServer, account: Account, path: string, body: unknown) =>
  sendJsonAs(server.app, account, path, body);

async function subscriptionOf(server: TestServer, account: Account): Promise<SubscriptionState> {
  return (await (await server.app.request("/api/subscription", asUser(account.cookie))).json()) as SubscriptionState;
}

/** Checkout with Zarinpal: the pending payment and the authority the buyer takes to StartPay. */
async function startPayment(account: Account, plan = "pro") {
  const response = await post(zarinpal, account, "/api/payments/checkout", { plan });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
  expect(body.mode).toBe("zarinpal");
  const authority = body.payment.authority ?? "";
  return { body, authority };
}

const verify = (account: Account, authority: string, status: "OK" | "NOK" = "OK") =>
  post(zarinpal, account, "/api/payments/verify", { authority, status });

async function paymentRow(authority: string) {
  const rows = await zarinpal.database.db.select().from(payments).where(eq(payments.authority, authority));
  return rows[0];
}

describe("prices come from the catalogue only", () => {
  it("PAY-18 PAY-24 PLAN-13 the payment is the plan's catalogue price in integer toman, whatever else the client sends", async () => {
    const account = await makeUser(sandbox.app);
    const response = await post(sandbox, account, "/api/payments/checkout", { plan: "eco", amount: 1000 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "sandbox" }>;
    expect(body.payment).toMatchObject({ plan_id: "eco", plan_type: "basic", amount: 4_500_000, status: "paid" });
  });

  it("an unknown plan is refused and nothing is paid", async () => {
    const account = await makeUser(sandbox.app);
    const response = await post(sandbox, account, "/api/payments/checkout", { plan: "gold" });
    expect(response.status).toBe(400);
    expect((await subscriptionOf(sandbox, account)).subscribed).toBe(false);
  });

  it("PAY-17 Zarinpal is asked for the catalogue amount in toman, returning the buyer to /payment/callback", async () => {
    const account = await makeUser(zarinpal.app);
    const { body } = await startPayment(account, "ultra");
    expect(body.redirect_url).toBe(`${gateway.baseUrl}/pg/StartPay/${body.payment.authority}`);
    const request = gateway.requests.find((entry) => entry.path === "/pg/v4/payment/request.json" && entry.body);
    expect(request?.body).toMatchObject({
      merchant_id: merchantId,
      amount: paidPlans[2]?.priceToman,
      currency: "IRT",
      callback_url: "http://localhost:3000/payment/callback",
    });
    expect(body.payment).toMatchObject({ status: "pending", amount: 15_000_000, plan_type: "enterprise" });
  });
});

describe("the sandbox checkout (001 §4)", () => {
  it("PAY-15 PAY-21 PAY-23 activates the plan for 30 days, records a paid REF- payment and lists it", async () => {
    const account = await makeUser(sandbox.app);
    const before = Date.now();
    const response = await post(sandbox, account, "/api/payments/checkout", { plan: "pro" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "sandbox" }>;
    expect(body.subscription).toMatchObject({ subscribed: true, subscription_tier: "premium" });
    const end = new Date(body.subscription.subscription_end ?? 0).getTime();
    expect(end - before).toBeGreaterThanOrEqual(planDurationDays * dayMs - 1000);
    expect(end - before).toBeLessThan(planDurationDays * dayMs + 60_000);
    expect(body.payment.ref_id).toMatch(/^REF-\d+$/);
    const list = (await (await sandbox.app.request("/api/payments", asUser(account.cookie))).json()) as {
      payments: Payment[];
    };
    expect(list.payments.map((payment) => payment.id)).toEqual([body.payment.id]);
  });

  it("buying the same plan again while active extends from the current end", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "basic", 10);
    const response = await post(sandbox, account, "/api/payments/checkout", { plan: "eco" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "sandbox" }>;
    const daysLeft = (new Date(body.subscription.subscription_end ?? 0).getTime() - Date.now()) / dayMs;
    expect(Math.round(daysLeft)).toBe(40);
    expect(body.subscription.subscription_tier).toBe("basic");
    expect(body.payment.amount).toBe(4_500_000);
  });

  it("a lapsed subscription starts again from today", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "basic", -5);
    const response = await post(sandbox, account, "/api/payments/checkout", { plan: "eco" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "sandbox" }>;
    expect(Math.round((new Date(body.subscription.subscription_end ?? 0).getTime() - Date.now()) / dayMs)).toBe(30);
  });

  it("PAY-16 production refuses the sandbox and grants no plan", async () => {
    const production = await createTestServer({ NODE_ENV: "production" });
    try {
      const account = await makeUser(production.app);
      const response = await post(production, account, "/api/payments/checkout", { plan: "pro" });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe("payments_disabled");
      expect((await subscriptionOf(production, account)).subscribed).toBe(false);
      const mode = await (await production.app.request("/api/payments/mode", asUser(account.cookie))).json();
      expect(mode).toEqual({ mode: "disabled" });
    } finally {
      await production.close();
    }
  });

  it("PAY-10 a visitor cannot pay", async () => {
    const response = await sandbox.app.request("/api/payments/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "pro" }),
    });
    expect(response.status).toBe(401);
  });
});

describe("Zarinpal: request, StartPay and verify", () => {
  it("PAY-31 PAY-34 a paid payment verifies, activates the plan and gives the tracking code", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    const callback = new URL(gateway.pay(authority, "paid"));
    expect(callback.searchParams.get("Status")).toBe("OK");
    const response = await verify(account, callback.searchParams.get("Authority") ?? "");
    expect(response.status).toBe(200);
    const result = (await response.json()) as VerifyResponse;
    expect(result.success).toBe(true);
    expect(result.ref_id).toMatch(/^\d+$/);
    expect(result.failure_reason).toBeNull();
    expect(result.payment.status).toBe("paid");
    expect(await subscriptionOf(zarinpal, account)).toMatchObject({ subscribed: true, subscription_tier: "premium" });
    expect((await paymentRow(authority))?.cardPan).toMatch(/\*/);
  });

  it("a replayed verify (code 101 at the gateway, or already paid here) activates nothing again", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "paid");
    const first = (await (await verify(account, authority)).json()) as VerifyResponse;
    const endAfterFirst = (await subscriptionOf(zarinpal, account)).subscription_end;
    const replay = (await (await verify(account, authority)).json()) as VerifyResponse;
    expect(replay).toMatchObject({ success: true, ref_id: first.ref_id });
    expect((await subscriptionOf(zarinpal, account)).subscription_end).toBe(endAfterFirst);
  });

  it("the gateway's 101 (verified before) counts as paid, once", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "paid");
    // Another party verified it already: the gateway answers 101 to us.
    await fetch(`${gateway.baseUrl}/pg/v4/payment/verify.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ merchant_id: merchantId, amount: 7_500_000, authority }),
    });
    const result = (await (await verify(account, authority)).json()) as VerifyResponse;
    expect(result.success).toBe(true);
    expect((await subscriptionOf(zarinpal, account)).subscription_tier).toBe("premium");
  });

  it("ten concurrent verifies of one authority activate once, mark one payment paid and ask the gateway once", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "paid");
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(account, authority)));
    const bodies = (await Promise.all(results.map((response) => response.json()))) as VerifyResponse[];
    expect(bodies.every((body) => body.success)).toBe(true);
    expect(new Set(bodies.map((body) => body.ref_id)).size).toBe(1);
    const subscription = await subscriptionOf(zarinpal, account);
    const daysLeft = (new Date(subscription.subscription_end ?? 0).getTime() - Date.now()) / dayMs;
    expect(Math.round(daysLeft)).toBe(30);
    const rows = await zarinpal.database.db.select().from(payments).where(eq(payments.userId, account.id));
    expect(rows.filter((row) => row.status === "paid")).toHaveLength(1);
    expect(gateway.verifyCount(authority)).toBe(1);
  });

  it("concurrent verifies that bypass the in-process sharing (several instances) still activate once", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "paid");
    const ctx = {
      db: zarinpal.database.db,
      config: zarinpal.config,
      mailer: zarinpal.mailer,
      zarinpal: createZarinpalClient({ merchantId, apiRoot: gateway.baseUrl }),
    };
    const input = { userId: account.id, authority, status: "OK" as const, now: new Date() };
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyZarinpalPayment(ctx, input)));
    expect(results.every((result) => result.success)).toBe(true);
    // Each instance asks the gateway unless another has settled the row by the time it reads it (on
    // PostgreSQL some do: the count is 1 to 10); whatever the count, the plan is activated once.
    expect(gateway.verifyCount(authority)).toBeGreaterThanOrEqual(1);
    expect(gateway.verifyCount(authority)).toBeLessThanOrEqual(10);
    const daysLeft =
      (new Date((await subscriptionOf(zarinpal, account)).subscription_end ?? 0).getTime() - Date.now()) / dayMs;
    expect(Math.round(daysLeft)).toBe(30);
  });

  it("a cancelled payment (Status=NOK) is marked failed as cancelled, without asking the gateway", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "cancelled");
    const result = (await (await verify(account, authority, "NOK")).json()) as VerifyResponse;
    expect(result).toMatchObject({ success: false, ref_id: null, failure_reason: "cancelled" });
    expect(gateway.verifyCount(authority)).toBe(0);
    expect((await paymentRow(authority))?.status).toBe("failed");
    expect((await subscriptionOf(zarinpal, account)).subscribed).toBe(false);
  });

  it("PAY-35 a payment the gateway reports unpaid (-51) fails as declined and grants nothing", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "cancelled");
    const result = (await (await verify(account, authority, "OK")).json()) as VerifyResponse;
    expect(result).toMatchObject({ success: false, failure_reason: "declined" });
    expect((await paymentRow(authority))?.status).toBe("failed");
    expect((await subscriptionOf(zarinpal, account)).subscribed).toBe(false);
  });

  it("a replayed verify of a failed payment fails again, with the reason unknown (it is not stored)", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "cancelled");
    await verify(account, authority);
    const replay = (await (await verify(account, authority)).json()) as VerifyResponse;
    expect(replay).toMatchObject({ success: false, failure_reason: "unknown" });
    expect(gateway.verifyCount(authority)).toBe(1);
  });

  it("an authority the gateway no longer knows (-54) fails as expired", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    const lapsed = `S${"7".repeat(35)}`;
    await zarinpal.database.db.update(payments).set({ authority: lapsed }).where(eq(payments.authority, authority));
    const result = (await (await verify(account, lapsed)).json()) as VerifyResponse;
    expect(result).toMatchObject({ success: false, failure_reason: "expired" });
    expect((await paymentRow(lapsed))?.status).toBe("failed");
  });

  it("a tampered amount is refused by the gateway (-50) and grants nothing", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "paid");
    await zarinpal.database.db.update(payments).set({ amount: 1000 }).where(eq(payments.authority, authority));
    const result = (await (await verify(account, authority)).json()) as VerifyResponse;
    expect(result).toMatchObject({ success: false, failure_reason: "amount_mismatch" });
    expect((await subscriptionOf(zarinpal, account)).subscribed).toBe(false);
  });

  it("an unknown authority, or another user's, is refused and changes nothing", async () => {
    const owner = await makeUser(zarinpal.app);
    const other = await makeUser(zarinpal.app);
    const { authority } = await startPayment(owner);
    gateway.pay(authority, "paid");
    expect((await verify(other, authority)).status).toBe(404);
    expect((await verify(owner, `S${"0".repeat(35)}`)).status).toBe(404);
    expect((await paymentRow(authority))?.status).toBe("pending");
    expect((await subscriptionOf(zarinpal, other)).subscribed).toBe(false);
  });

  it("a gateway that does not answer leaves the payment pending, being checked, and a later verify succeeds", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    gateway.pay(authority, "paid");
    gateway.failNext("http-500");
    const failed = await verify(account, authority);
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { code: string }).code).toBe("payment_being_checked");
    expect((await paymentRow(authority))?.status).toBe("pending");
    expect(((await (await verify(account, authority)).json()) as VerifyResponse).success).toBe(true);
  });

  it("a gateway that refuses the request leaves a failed payment and a clear error", async () => {
    const account = await makeUser(zarinpal.app);
    gateway.failNext("malformed");
    const response = await post(zarinpal, account, "/api/payments/checkout", { plan: "eco" });
    expect(response.status).toBe(502);
    const rows = await zarinpal.database.db.select().from(payments).where(eq(payments.userId, account.id));
    expect(rows.map((row) => row.status)).toEqual(["failed"]);
  });

  it("the user's payments are listed newest first, and only theirs", async () => {
    const account = await makeUser(zarinpal.app);
    const other = await makeUser(zarinpal.app);
    const first = await startPayment(account, "eco");
    const second = await startPayment(account, "pro");
    await startPayment(other, "ultra");
    const list = (await (await zarinpal.app.request("/api/payments", asUser(account.cookie))).json()) as {
      payments: Payment[];
    };
    expect(list.payments.map((payment) => payment.authority)).toEqual([second.authority, first.authority]);
  });

  it("a deleted account's payments are kept for accounting, without the user", async () => {
    const account = await makeUser(zarinpal.app);
    const { authority } = await startPayment(account);
    await zarinpal.database.db.delete(subscribers).where(eq(subscribers.userId, account.id));
    await zarinpal.database.db.delete(user).where(eq(user.id, account.id));
    const row = await paymentRow(authority);
    expect(row).toMatchObject({ userId: null, amount: 7_500_000 });
  });
});
