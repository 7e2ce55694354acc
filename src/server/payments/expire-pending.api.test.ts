import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse, VerifyResponse } from "../../shared/payments";
import type { SubscriptionState } from "../../shared/subscription-state";
import { payments } from "../db/schema";
import { createZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import { startScheduler } from "../jobs/scheduler";
import { createLogger } from "../logger";
import { scheduledJobs } from "../runtime/scheduled-jobs";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import type { TestServer } from "../test/test-server";
import { expirePendingPayments, pendingExpiresAfterMs } from "./expire-pending";
import { paymentContext } from "./payment-context";
import { startPaymentServers, testMerchantId } from "./test/payment-servers";

const merchantId = testMerchantId;
const dayMs = 86_400_000;
let servers: Awaited<ReturnType<typeof startPaymentServers>>;
let gateway: typeof servers.gateway;
let server: TestServer;

beforeAll(async () => {
  servers = await startPaymentServers();
  ({ gateway, zarinpal: server } = servers);
});
afterAll(() => servers.close());

type Account = TestAccount;

const post = (account: Account, path: string, body: unknown) => sendJsonAs(server.app, account, path, body);

/** A buyer who went to the gateway and never came back: a pending payment with an authority. */
async function abandonedPayment() {
  const account = await makeUser(server.app);
  const response = await post(account, "/api/payments/checkout", { plan: "pro" });
  const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
  return { account, id: body.payment.id, authority: body.payment.authority ?? "" };
}

/** Moves a payment's creation back past the gateway's window, as if the buyer had left that long ago. */
const makeOld = (id: string) =>
  server.database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - pendingExpiresAfterMs - 60_000) })
    .where(eq(payments.id, id));

const statusOf = async (id: string) =>
  (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;

async function subscriptionOf(account: Account) {
  return (await (await server.app.request("/api/subscription", asUser(account.cookie))).json()) as SubscriptionState;
}

const runJob = () =>
  expirePendingPayments(paymentContext({ db: server.database.db, config: server.config, mailer: server.mailer }), {
    now: new Date(),
  });

describe("pending payments the buyer never came back for", () => {
  it("are verified once: paid at the gateway activates the plan, refused fails, a young one is untouched; a second run changes nothing", async () => {
    const paid = await abandonedPayment();
    gateway.pay(paid.authority, "paid");
    const refused = await abandonedPayment();
    gateway.pay(refused.authority, "cancelled");
    const young = await abandonedPayment();
    gateway.pay(young.authority, "paid");
    await makeOld(paid.id);
    await makeOld(refused.id);

    expect(await runJob()).toMatchObject({ paid: 1, failed: 1, pending: 0 });
    expect(await statusOf(paid.id)).toBe("paid");
    const subscription = await subscriptionOf(paid.account);
    expect(subscription).toMatchObject({ subscribed: true, subscription_tier: "premium" });
    expect(await statusOf(refused.id)).toBe("failed");
    expect((await subscriptionOf(refused.account)).subscribed).toBe(false);
    expect(await statusOf(young.id)).toBe("pending");
    expect(gateway.verifyCount(young.authority)).toBe(0);

    expect(await runJob()).toEqual({ paid: 0, failed: 0, pending: 0, refunded: 0 });
    expect((await subscriptionOf(paid.account)).subscription_end).toBe(subscription.subscription_end);
    expect([gateway.verifyCount(paid.authority), gateway.verifyCount(refused.authority)]).toEqual([1, 1]);
    const daysLeft = (new Date(subscription.subscription_end ?? 0).getTime() - Date.now()) / dayMs;
    expect(Math.round(daysLeft)).toBe(30);
  });

  it("the buyer who comes back after the job activated the plan sees it paid, and nothing is granted twice", async () => {
    const { account, id, authority } = await abandonedPayment();
    gateway.pay(authority, "paid");
    await makeOld(id);
    await runJob();
    const end = (await subscriptionOf(account)).subscription_end;
    const outcome = (await (
      await post(account, "/api/payments/verify", { authority, status: "OK" })
    ).json()) as VerifyResponse;
    expect(outcome.success).toBe(true);
    expect((await subscriptionOf(account)).subscription_end).toBe(end);
  });

  it("stay pending while the gateway does not answer, and are settled by the next run", async () => {
    const { account, id, authority } = await abandonedPayment();
    gateway.pay(authority, "paid");
    await makeOld(id);
    const gatewayDown = {
      ...paymentContext({ db: server.database.db, config: server.config, mailer: server.mailer }),
      zarinpal: createZarinpalClient({ merchantId, apiRoot: "http://127.0.0.1:1" }),
    };
    expect(await expirePendingPayments(gatewayDown, { now: new Date() })).toMatchObject({ pending: 1 });
    expect(await statusOf(id)).toBe("pending");
    expect((await subscriptionOf(account)).subscribed).toBe(false);

    expect(await runJob()).toMatchObject({ paid: 1, pending: 0 });
    expect(await statusOf(id)).toBe("paid");
  });

  it("a sandbox payment, or one that never got an authority, just fails without asking the gateway", async () => {
    const account = await makeUser(server.app);
    const old = new Date(Date.now() - pendingExpiresAfterMs - 60_000);
    const row = {
      userId: account.id,
      planId: "eco",
      planType: "basic",
      amount: 4_500_000,
      status: "pending",
      createdAt: old,
    } as const;
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await server.database.db.insert(payments).values([
      { ...row, id: ids[0] ?? "", method: "sandbox" },
      { ...row, id: ids[1] ?? "", method: "zarinpal" },
    ]);
    const verifiesBefore = gateway.requests.length;
    expect(await runJob()).toMatchObject({ failed: 2 });
    const rows = await server.database.db.select().from(payments).where(inArray(payments.id, ids));
    expect(rows.map((settled) => settled.status)).toEqual(["failed", "failed"]);
    expect(gateway.requests.length).toBe(verifiesBefore);
  });

  it("the job is scheduled every 10 minutes in Tehran's time, and a run settles an old pending payment", async () => {
    const { account, id, authority } = await abandonedPayment();
    gateway.pay(authority, "paid");
    await makeOld(id);
    const scheduler = await startScheduler(
      {
        connection: server.database.jobConnection,
        logger: createLogger("silent"),
        pollingSeconds: server.config.jobs.pollingSeconds,
      },
      {
        jobs: scheduledJobs(server.ctx, {
          postQueue: server.postQueue,
          alertQueue: server.alertQueue,
          onPaid: server.reactions.onPaid,
        }),
      },
    );
    try {
      expect(await scheduler.schedules()).toContainEqual(
        expect.objectContaining({ name: "payments-expire-pending", cron: "*/10 * * * *", timezone: "Asia/Tehran" }),
      );
      await scheduler.runNow("payments-expire-pending");
      await expect.poll(() => statusOf(id), { timeout: 20_000, interval: 250 }).toBe("paid");
      expect((await subscriptionOf(account)).subscribed).toBe(true);
    } finally {
      await scheduler.stop();
    }
  }, 30_000);
});
