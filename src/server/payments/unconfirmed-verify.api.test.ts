import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse, VerifyResponse } from "../../shared/payments";
import type { SubscriptionState } from "../../shared/subscription-state";
import { payments } from "../db/schema";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import type { TestServer } from "../test/test-server";
import { expirePendingPayments, pendingExpiresAfterMs } from "./expire-pending";
import { paymentContext } from "./payment-context";
import { startPaymentServers } from "./test/payment-servers";

// Issue 34: a verify that is not a final refusal may hide a payment that went through. It stays pending, is
// asked again (the callback page's retry, the expiry job), and the buyer reads that it is being checked.
let servers: Awaited<ReturnType<typeof startPaymentServers>>;
let gateway: typeof servers.gateway;
let server: TestServer;

beforeAll(async () => {
  servers = await startPaymentServers();
  ({ gateway, zarinpal: server } = servers);
});
afterAll(() => servers.close());

/** A buyer who paid Pro at the gateway and is back on the callback page. */
async function paidAtTheGateway() {
  const account = await makeUser(server.app);
  const response = await sendJsonAs(server.app, account, "/api/payments/checkout", { plan: "pro" });
  const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
  const authority = body.payment.authority ?? "";
  gateway.pay(authority, "paid");
  return { account, id: body.payment.id, authority };
}

const verify = (account: TestAccount, authority: string) =>
  sendJsonAs(server.app, account, "/api/payments/verify", { authority, status: "OK" });

const statusOf = async (id: string) =>
  (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;

const subscriptionOf = async (account: TestAccount) =>
  (await (await server.app.request("/api/subscription", asUser(account.cookie))).json()) as SubscriptionState;

const runJob = () =>
  expirePendingPayments(paymentContext({ db: server.database.db, config: server.config, mailer: server.mailer }), {
    now: new Date(),
  });

const makeOld = (id: string) =>
  server.database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - pendingExpiresAfterMs - 60_000) })
    .where(eq(payments.id, id));

describe("a verify the gateway did not settle (issue 34)", () => {
  for (const [code, what] of [
    [-12, "too many attempts"],
    [-52, "an unexpected error"],
    [-99, "a code nobody documents"],
  ] as const) {
    it(`answered ${code} (${what}) leaves the payment pending, says it is being checked, and checking again activates the plan`, async () => {
      const { account, id, authority } = await paidAtTheGateway();
      gateway.failNext({ refuse: code });
      const first = await verify(account, authority);
      expect(first.status).toBe(502);
      expect(((await first.json()) as { code: string }).code).toBe("payment_being_checked");
      expect(await statusOf(id)).toBe("pending");
      expect((await subscriptionOf(account)).subscribed).toBe(false);

      const again = (await (await verify(account, authority)).json()) as VerifyResponse;
      expect(again).toMatchObject({ success: true, failure_reason: null });
      expect(await subscriptionOf(account)).toMatchObject({ subscribed: true, subscription_tier: "premium" });
    });
  }

  it("a gateway that does not answer, or answers what is not its protocol, leaves it pending and being checked", async () => {
    const { account, id, authority } = await paidAtTheGateway();
    for (const failure of ["http-500", "malformed"] as const) {
      gateway.failNext(failure);
      const answer = await verify(account, authority);
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as { code: string }).code).toBe("payment_being_checked");
      expect(await statusOf(id)).toBe("pending");
    }
    expect(((await (await verify(account, authority)).json()) as VerifyResponse).success).toBe(true);
  });

  it("the expiry job verifies again a payment whose callback got -52, and activates the plan once", async () => {
    const { account, id, authority } = await paidAtTheGateway();
    gateway.failNext({ refuse: -52 });
    expect((await verify(account, authority)).status).toBe(502);
    await makeOld(id);
    gateway.failNext({ refuse: -12 });
    expect(await runJob()).toMatchObject({ pending: 1 });
    expect(await statusOf(id)).toBe("pending");

    expect(await runJob()).toMatchObject({ paid: 1, pending: 0 });
    expect(await subscriptionOf(account)).toMatchObject({ subscribed: true, subscription_tier: "premium" });
    expect(await runJob()).toMatchObject({ paid: 0, failed: 0, pending: 0 });
  });

  it("only a final refusal fails the payment: -50, -51, -53 and -54, each with its reason", async () => {
    for (const [code, reason] of [
      [-50, "amount_mismatch"],
      [-51, "declined"],
      [-53, "unknown"],
      [-54, "expired"],
    ] as const) {
      const { account, id, authority } = await paidAtTheGateway();
      gateway.failNext({ refuse: code });
      const answer = await verify(account, authority);
      expect(answer.status).toBe(200);
      expect((await answer.json()) as VerifyResponse).toMatchObject({ success: false, failure_reason: reason });
      expect(await statusOf(id)).toBe("failed");
      expect((await subscriptionOf(account)).subscribed).toBe(false);
    }
  });

  it("a buyer who cancelled at the gateway (Status=NOK) fails without a verify call", async () => {
    const account = await makeUser(server.app);
    const response = await sendJsonAs(server.app, account, "/api/payments/checkout", { plan: "eco" });
    const body = (await response.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
    const authority = body.payment.authority ?? "";
    gateway.pay(authority, "cancelled");
    const answer = await sendJsonAs(server.app, account, "/api/payments/verify", { authority, status: "NOK" });
    expect((await answer.json()) as VerifyResponse).toMatchObject({ success: false, failure_reason: "cancelled" });
    expect(gateway.verifyCount(authority)).toBe(0);
    expect(await statusOf(body.payment.id)).toBe("failed");
  });
});
