import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutQuote, CheckoutResponse, PaymentReceipt } from "../../shared/payments";
import type { PlanPeriod } from "../../shared/plan-period";
import type { SentEmail } from "../../shared/sent-emails";
import { refundPayment } from "../admin/payments";
import { mailOutbox, payments, profiles, subscribers } from "../db/schema";
import { getSubscriptionState } from "../subscription/service";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import type { TestServer } from "../test/test-server";
import { startPaymentServers } from "./test/payment-servers";

const dayMs = 86_400_000;
let servers: Awaited<ReturnType<typeof startPaymentServers>>;
let sandbox: TestServer;
let zarinpal: TestServer;

beforeAll(async () => {
  servers = await startPaymentServers();
  ({ sandbox, zarinpal } = servers);
});
afterAll(() => servers.close());

async function getAs<T>(server: TestServer, account: TestAccount, path: string) {
  const response = await server.app.request(path, asUser(account.cookie));
  return { status: response.status, body: (await response.json()) as T };
}

const quote = (server: TestServer, account: TestAccount, plan: string) =>
  getAs<CheckoutQuote & { code?: string }>(server, account, `/api/payments/quote?plan=${plan}`);

async function buyInSandbox(account: TestAccount, plan: string, idempotencyKey: string = crypto.randomUUID()) {
  const response = await sendJsonAs(sandbox.app, account, "/api/payments/checkout", {
    plan,
    idempotency_key: idempotencyKey,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Extract<CheckoutResponse, { mode: "sandbox" }>;
}

const daysFromNow = (iso: string | null | undefined) => ((iso ? Date.parse(iso) : 0) - Date.now()) / dayMs;

async function receiptMails(server: TestServer, account: TestAccount) {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, account.id), eq(mailOutbox.kind, "payment-receipt")));
}

describe("an upgrade mid-period (decision 021)", () => {
  it("PLAN-29 PAY-18 with 10 days of Eco left, Pro costs 7,500,000 less 10/30 of Eco: quoted, charged and 30 days from now", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "basic", 10);
    const quoted = await quote(sandbox, account, "pro");
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      plan_id: "pro",
      kind: "upgrade",
      price: 7_500_000,
      credit: 1_500_000,
      amount: 6_000_000,
      credited_plan_id: "eco",
      credited_days: 10,
      current_plan_id: "eco",
    });
    const paid = await buyInSandbox(account, "pro");
    expect(paid.payment).toMatchObject({ plan_id: "pro", amount: 6_000_000, status: "paid" });
    expect(paid.subscription.subscription_tier).toBe("premium");
    expect(Math.round(daysFromNow(paid.subscription.subscription_end))).toBe(30);
  });

  it("PAY-17 PAY-18 Zarinpal is asked for the prorated amount, and the verify checks that amount", async () => {
    const account = await makeUser(zarinpal.app);
    await subscribe(zarinpal.database.db, account.id, "premium", 15);
    const response = await sendJsonAs(zarinpal.app, account, "/api/payments/checkout", { plan: "ultra" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
    expect(body.payment.amount).toBe(15_000_000 - 3_750_000);
    const authority = body.payment.authority ?? "";
    const request = servers.gateway.requests.find(
      (entry) =>
        entry.path === "/pg/v4/payment/request.json" && (entry.body as { amount?: number })?.amount === 11_250_000,
    );
    expect(request).toBeDefined();
    servers.gateway.pay(authority, "paid");
    const verified = await sendJsonAs(zarinpal.app, account, "/api/payments/verify", { authority, status: "OK" });
    expect(((await verified.json()) as { success: boolean }).success).toBe(true);
    const state = await getSubscriptionState({ db: zarinpal.database.db }, { userId: account.id, now: new Date() });
    expect(state.subscription_tier).toBe("enterprise");
  });

  it("the same plan while active is charged in full and starts at the current end", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "premium", 12);
    const quoted = await quote(sandbox, account, "pro");
    expect(quoted.body).toMatchObject({ kind: "extension", amount: 7_500_000, credit: 0 });
    expect(Math.round(daysFromNow(quoted.body.starts_at))).toBe(12);
    const paid = await buyInSandbox(account, "pro");
    expect(paid.payment.amount).toBe(7_500_000);
    expect(Math.round(daysFromNow(paid.subscription.subscription_end))).toBe(42);
  });
});

describe("a downgrade while a higher plan is active (decision 021)", () => {
  it("is charged in full, starts when Pro ends and the tier changes then, without a job", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "premium", 20);
    const quoted = await quote(sandbox, account, "eco");
    expect(quoted.body).toMatchObject({ kind: "downgrade", amount: 4_500_000, current_plan_id: "pro" });
    expect(Math.round(daysFromNow(quoted.body.starts_at))).toBe(20);
    const paid = await buyInSandbox(account, "eco");
    expect(paid.payment.amount).toBe(4_500_000);
    expect(paid.subscription.subscription_tier).toBe("premium");
    const period = await getAs<PlanPeriod>(sandbox, account, "/api/subscription/period");
    expect(period.body.current?.plan_id).toBe("pro");
    expect(Math.round(daysFromNow(period.body.current?.until))).toBe(20);
    expect(period.body.next?.plan_id).toBe("eco");
    expect(Math.round(daysFromNow(period.body.next?.from))).toBe(20);
    expect(Math.round(daysFromNow(period.body.next?.until))).toBe(50);

    const db = sandbox.database.db;
    const at = (days: number) => new Date(Date.now() + days * dayMs);
    expect(await getSubscriptionState({ db }, { userId: account.id, now: at(19) })).toMatchObject({
      subscribed: true,
      subscription_tier: "premium",
    });
    expect(await getSubscriptionState({ db }, { userId: account.id, now: at(21) })).toMatchObject({
      subscribed: true,
      subscription_tier: "basic",
    });
    expect((await getSubscriptionState({ db }, { userId: account.id, now: at(51) })).subscribed).toBe(false);
  });

  it("refunding the waiting plan takes back only its 30 days; Pro stays until its own end", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "premium", 20);
    const downgrade = await buyInSandbox(account, "eco");
    await refundPayment(
      { db: sandbox.database.db },
      {
        admin: { id: account.id, email: account.email },
        paymentId: downgrade.payment.id,
        reason: "Changed my mind",
        now: new Date(),
      },
    );
    const period = await getAs<PlanPeriod>(sandbox, account, "/api/subscription/period");
    expect(period.body.current?.plan_id).toBe("pro");
    expect(Math.round(daysFromNow(period.body.current?.until))).toBe(20);
    expect(period.body.next).toBeNull();
    const [row] = await sandbox.database.db.select().from(subscribers).where(eq(subscribers.userId, account.id));
    expect(Math.round(daysFromNow(row?.subscriptionEnd?.toISOString()))).toBe(20);
  });

  it("a third plan while a lower one waits is refused with a translated reason, and nothing is paid", async () => {
    const account = await makeUser(sandbox.app);
    await subscribe(sandbox.database.db, account.id, "enterprise", 20);
    await buyInSandbox(account, "eco");
    const quoted = await quote(sandbox, account, "pro");
    expect(quoted.status).toBe(409);
    expect(quoted.body.code).toBe("plan_change_conflict");
    const response = await sendJsonAs(sandbox.app, account, "/api/payments/checkout", { plan: "pro" });
    expect(response.status).toBe(409);
    const rows = await sandbox.database.db.select().from(payments).where(eq(payments.userId, account.id));
    expect(rows.map((row) => row.planId)).toEqual(["eco"]);
  });
});

describe("the receipt (decision 021)", () => {
  it("PAY-21 PAY-34 shows the owner the plan, amount, tracking code and the 30 days bought; to anyone else it does not exist", async () => {
    const owner = await makeUser(sandbox.app);
    const paid = await buyInSandbox(owner, "pro");
    const receipt = await getAs<PaymentReceipt>(sandbox, owner, `/api/payments/${paid.payment.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ plan_id: "pro", amount: 7_500_000, credit: 0, status: "paid" });
    expect(receipt.body.ref_id).toMatch(/^REF-/);
    expect(Math.abs(daysFromNow(receipt.body.starts_at))).toBeLessThan(0.01);
    expect(Math.round(daysFromNow(receipt.body.ends_at))).toBe(30);

    const stranger = await makeUser(sandbox.app);
    const other = await sandbox.app.request(`/api/payments/${paid.payment.id}/receipt`, asUser(stranger.cookie));
    expect(other.status).toBe(404);
    expect(((await other.json()) as { code: string }).code).toBe("not_found");
    expect((await sandbox.app.request(`/api/payments/${paid.payment.id}/receipt`)).status).toBe(401);
    const notAnId = await sandbox.app.request("/api/payments/x'1/receipt", asUser(owner.cookie));
    expect(notAnId.status).toBe(400);
  });

  it("a payment not paid has no receipt", async () => {
    const account = await makeUser(zarinpal.app);
    const response = await sendJsonAs(zarinpal.app, account, "/api/payments/checkout", { plan: "eco" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
    const receipt = await zarinpal.app.request(`/api/payments/${body.payment.id}/receipt`, asUser(account.cookie));
    expect(receipt.status).toBe(404);
  });

  it("the receipt e-mail is sent once, in the buyer's language, and is on their sent e-mails page", async () => {
    const account = await makeUser(sandbox.app);
    const key = crypto.randomUUID();
    const paid = await buyInSandbox(account, "eco", key);
    await buyInSandbox(account, "eco", key);
    const mails = await receiptMails(sandbox, account);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("رسید پرداخت پلن اکو");
    expect(mails[0]?.text).toContain("۴٬۵۰۰٬۰۰۰ تومان");
    expect(mails[0]?.text).toContain(paid.payment.ref_id ?? "?");
    expect(mails[0]?.text).toContain(`/payment/receipt/${paid.payment.id}`);
    const sent = await getAs<{ items: SentEmail[] }>(sandbox, account, "/api/me/emails");
    expect(sent.body.items.map((item) => item.kind)).toContain("payment-receipt");

    const english = await makeUser(sandbox.app);
    await sandbox.database.db.update(profiles).set({ preferredLanguage: "en" }).where(eq(profiles.userId, english.id));
    await buyInSandbox(english, "ultra");
    const [mail] = await receiptMails(sandbox, english);
    expect(mail?.subject).toBe("Your receipt for the Ultra plan");
    expect(mail?.text).toContain("15,000,000 toman");
  });

  it("a verify replayed ten times at once sends one receipt e-mail", async () => {
    const account = await makeUser(zarinpal.app);
    const response = await sendJsonAs(zarinpal.app, account, "/api/payments/checkout", { plan: "pro" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
    const authority = body.payment.authority ?? "";
    servers.gateway.pay(authority, "paid");
    const verify = () => sendJsonAs(zarinpal.app, account, "/api/payments/verify", { authority, status: "OK" });
    const answers = await Promise.all(Array.from({ length: 10 }, verify));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await verify();
    expect(await receiptMails(zarinpal, account)).toHaveLength(1);
    const receipt = await getAs<PaymentReceipt>(zarinpal, account, `/api/payments/${body.payment.id}/receipt`);
    expect(receipt.body).toMatchObject({ plan_id: "pro", amount: 7_500_000 });
    expect(Math.round(daysFromNow(receipt.body.ends_at))).toBe(30);
  });
});
