import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse, VerifyResponse } from "../../shared/payments";
import type { SubscriptionState } from "../../shared/subscription-state";
import { payments } from "../db/schema";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import type { TestServer } from "../test/test-server";
import { keylessSandboxWindowMs, payInSandbox } from "./checkout";
import { startPaymentServers } from "./test/payment-servers";

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
type ZarinpalCheckout = Extract<CheckoutResponse, { mode: "zarinpal" }>;

const post = (server: TestServer, account: Account, path: string, body: unknown) =>
  sendJsonAs(server.app, account, path, body);

const checkout = (server: TestServer, account: Account, key?: string) =>
  post(server, account, "/api/payments/checkout", { plan: "pro", ...(key ? { idempotency_key: key } : {}) });

/** `times` checkouts sent at once, as a double-clicking (or scripted) buyer would. */
async function concurrentCheckouts(server: TestServer, account: Account, times: number, key: () => string | undefined) {
  const responses = await Promise.all(Array.from({ length: times }, () => checkout(server, account, key())));
  expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
  return (await Promise.all(responses.map((response) => response.json()))) as CheckoutResponse[];
}

const rowsOf = (server: TestServer, account: Account) =>
  server.database.db.select().from(payments).where(eq(payments.userId, account.id));

async function daysLeft(server: TestServer, account: Account) {
  const response = await server.app.request("/api/subscription", asUser(account.cookie));
  const state = (await response.json()) as SubscriptionState;
  return Math.round((new Date(state.subscription_end ?? 0).getTime() - Date.now()) / dayMs);
}

describe("the sandbox checkout cannot stack", () => {
  it("30 concurrent checkouts with one key make one paid payment and extend the plan by 30 days", async () => {
    const account = await makeUser(sandbox.app);
    const key = crypto.randomUUID();
    const answers = await concurrentCheckouts(sandbox, account, 30, () => key);
    expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
    expect((await rowsOf(sandbox, account)).map((row) => row.status)).toEqual(["paid"]);
    expect(await daysLeft(sandbox, account)).toBe(30);
  });

  it("30 concurrent checkouts without a key (an old client) make one paid payment too", async () => {
    const account = await makeUser(sandbox.app);
    const answers = await concurrentCheckouts(sandbox, account, 30, () => undefined);
    expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
    expect(await rowsOf(sandbox, account)).toHaveLength(1);
    expect(await daysLeft(sandbox, account)).toBe(30);
  });

  it("a deliberate second purchase with a new key, after the first completed, extends by 30 more days", async () => {
    const account = await makeUser(sandbox.app);
    await concurrentCheckouts(sandbox, account, 5, () => "11111111-1111-4111-8111-111111111111");
    const second = await checkout(sandbox, account, crypto.randomUUID());
    expect(second.status).toBe(200);
    expect((await rowsOf(sandbox, account)).map((row) => row.status)).toEqual(["paid", "paid"]);
    expect(await daysLeft(sandbox, account)).toBe(60);
  });

  it("without a key, a checkout after the double-click window is a new purchase", async () => {
    const account = await makeUser(sandbox.app);
    const ctx = { db: sandbox.database.db, mailer: sandbox.mailer, config: sandbox.config };
    const now = new Date();
    const first = await payInSandbox(ctx, { userId: account.id, planId: "eco", now });
    const doubleClick = await payInSandbox(ctx, {
      userId: account.id,
      planId: "eco",
      now: new Date(now.getTime() + 1000),
    });
    expect(doubleClick.payment.id).toBe(first.payment.id);
    const later = new Date(now.getTime() + keylessSandboxWindowMs + 1000);
    const second = await payInSandbox(ctx, { userId: account.id, planId: "eco", now: later });
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(await daysLeft(sandbox, account)).toBe(60);
  });

  it("a key that is not a UUID is refused and buys nothing", async () => {
    const account = await makeUser(sandbox.app);
    const response = await post(sandbox, account, "/api/payments/checkout", {
      plan: "pro",
      idempotency_key: "x\u0000",
    });
    expect(response.status).toBe(400);
    expect(await rowsOf(sandbox, account)).toHaveLength(0);
  });
});

describe("one Zarinpal checkout in flight per user and plan", () => {
  it("30 concurrent checkouts with one key make one pending payment and one gateway request, all sent to the same StartPay page", async () => {
    const account = await makeUser(zarinpal.app);
    const key = crypto.randomUUID();
    const answers = (await concurrentCheckouts(zarinpal, account, 30, () => key)) as ZarinpalCheckout[];
    const rows = await rowsOf(zarinpal, account);
    expect(rows.map((row) => row.status)).toEqual(["pending"]);
    expect(gateway.requestCount(account.email)).toBe(1);
    expect(new Set(answers.map((answer) => answer.redirect_url))).toEqual(
      new Set([`${gateway.baseUrl}/pg/StartPay/${rows[0]?.authority}`]),
    );
  });

  it("30 concurrent checkouts without a key (an old client) reuse one pending payment", async () => {
    const account = await makeUser(zarinpal.app);
    const answers = await concurrentCheckouts(zarinpal, account, 30, () => undefined);
    expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
    expect(await rowsOf(zarinpal, account)).toHaveLength(1);
    expect(gateway.requestCount(account.email)).toBe(1);
  });

  it("a buyer who cancelled on the gateway (no verify call) and checks out again from a new page gets a new authority", async () => {
    const account = await makeUser(zarinpal.app);
    const first = (await (await checkout(zarinpal, account, crypto.randomUUID())).json()) as ZarinpalCheckout;
    gateway.pay(first.payment.authority ?? "", "cancelled");
    const again = (await (await checkout(zarinpal, account, crypto.randomUUID())).json()) as ZarinpalCheckout;
    expect(again.payment.authority).not.toBe(first.payment.authority);
    expect(again.redirect_url).toBe(`${gateway.baseUrl}/pg/StartPay/${again.payment.authority}`);
  });

  it("a key repeated after paying leads to the payment's outcome, not to a second payment", async () => {
    const account = await makeUser(zarinpal.app);
    const key = crypto.randomUUID();
    const first = (await (await checkout(zarinpal, account, key)).json()) as ZarinpalCheckout;
    const authority = first.payment.authority ?? "";
    gateway.pay(authority, "paid");
    await post(zarinpal, account, "/api/payments/verify", { authority, status: "OK" });

    const replay = (await (await checkout(zarinpal, account, key)).json()) as ZarinpalCheckout;
    expect(replay.payment).toMatchObject({ id: first.payment.id, status: "paid" });
    expect(replay.redirect_url).toBe(`http://localhost:3000/payment/callback?Authority=${authority}&Status=OK`);
    const outcome = (await (
      await post(zarinpal, account, "/api/payments/verify", { authority, status: "OK" })
    ).json()) as VerifyResponse;
    expect(outcome.success).toBe(true);
    expect(gateway.requestCount(account.email)).toBe(1);
    expect(await daysLeft(zarinpal, account)).toBe(30);
  });

  it("a deliberate second purchase with a new key, after the first was paid, asks the gateway again and extends by 30 more days", async () => {
    const account = await makeUser(zarinpal.app);
    for (const key of [crypto.randomUUID(), crypto.randomUUID()]) {
      const started = (await (await checkout(zarinpal, account, key)).json()) as ZarinpalCheckout;
      const authority = started.payment.authority ?? "";
      gateway.pay(authority, "paid");
      const verified = await post(zarinpal, account, "/api/payments/verify", { authority, status: "OK" });
      expect(((await verified.json()) as VerifyResponse).success).toBe(true);
    }
    expect((await rowsOf(zarinpal, account)).map((row) => row.status)).toEqual(["paid", "paid"]);
    expect(gateway.requestCount(account.email)).toBe(2);
    expect(await daysLeft(zarinpal, account)).toBe(60);
  });

  it("after a cancelled payment, checking out again starts a new one", async () => {
    const account = await makeUser(zarinpal.app);
    const first = (await (await checkout(zarinpal, account)).json()) as ZarinpalCheckout;
    const authority = first.payment.authority ?? "";
    gateway.pay(authority, "cancelled");
    await post(zarinpal, account, "/api/payments/verify", { authority, status: "NOK" });
    const second = (await (await checkout(zarinpal, account)).json()) as ZarinpalCheckout;
    expect(second.payment.id).not.toBe(first.payment.id);
    expect(second.payment.status).toBe("pending");
  });

  it("when the gateway fails the request, a retry with the same key starts a new payment", async () => {
    const account = await makeUser(zarinpal.app);
    const key = crypto.randomUUID();
    gateway.failNext("http-500");
    expect((await checkout(zarinpal, account, key)).status).toBe(502);
    const retry = await checkout(zarinpal, account, key);
    expect(retry.status).toBe(200);
    expect((await rowsOf(zarinpal, account)).map((row) => row.status).sort()).toEqual(["failed", "pending"]);
  });
});
