import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPayment } from "../../shared/admin";
import type { CheckoutResponse } from "../../shared/payments";
import { payments, subscribers } from "../db/schema";
import { getSubscriptionState } from "../subscription/service";
import { makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { refundPayment } from "./payments";

// Issue 34 with decision 025: a refund takes back what its payment bought, including the credit it gave a
// later upgrade. Eco (4,500,000) then Pro at once (3,000,000 charged, Eco's 4,500,000 as credit).
const adminEmail = "refunds-admin@example.com";
const dayMs = 86_400_000;
let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(server.app, { email: adminEmail });
});
afterAll(() => server.close());

async function buy(account: TestAccount, plan: "eco" | "pro" | "ultra") {
  const response = await sendJsonAs(server.app, account, "/api/payments/checkout", {
    plan,
    idempotency_key: crypto.randomUUID(),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as Extract<CheckoutResponse, { mode: "sandbox" }>).payment;
}

/** Eco, then the upgrade to Pro that took all of Eco's value as credit. */
async function ecoThenPro() {
  const buyer = await makeUser(server.app);
  const eco = await buy(buyer, "eco");
  const pro = await buy(buyer, "pro");
  expect(pro.amount).toBe(3_000_000);
  return { buyer, eco, pro };
}

const refund = (paymentId: string, reason = "Asked for the money back") =>
  sendJsonAs(server.app, admin, `/api/admin/payments/${paymentId}/refund`, { reason });

const stateOf = (account: TestAccount, now = new Date()) =>
  getSubscriptionState({ db: server.database.db }, { userId: account.id, now });

const statusOf = async (id: string) =>
  (await server.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;

const daysUntil = (iso: string | null, from = Date.now()) => Math.round(((iso ? Date.parse(iso) : 0) - from) / dayMs);

describe("refunding a payment whose value became a later upgrade's credit (decision 025)", () => {
  it("refunding Eco while the Pro it paid for is still paid is refused with a translated code, and nothing changes", async () => {
    const { buyer, eco, pro } = await ecoThenPro();
    const before = await stateOf(buyer);
    const refused = await refund(eco.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "refund_later_upgrade_first", params: { plan: "pro" } });
    expect([await statusOf(eco.id), await statusOf(pro.id)]).toEqual(["paid", "paid"]);
    expect(await stateOf(buyer)).toEqual(before);
    expect(before).toMatchObject({ subscribed: true, subscription_tier: "premium" });
  });

  it("refunded at once, the upgrade first then Eco, nothing is left: the plan reflects only what is still paid for", async () => {
    const { buyer, eco, pro } = await ecoThenPro();
    expect((await refund(pro.id)).status).toBe(200);
    const afterPro = await stateOf(buyer);
    expect(afterPro).toMatchObject({ subscribed: true, subscription_tier: "basic" });
    expect(daysUntil(afterPro.subscription_end)).toBe(30);
    const refunded = await refund(eco.id);
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as AdminPayment).status).toBe("refunded");
    expect((await stateOf(buyer)).subscribed).toBe(false);
  });

  it("refunded ten days later, the upgrade then Eco, nothing is left either", async () => {
    const { buyer, eco, pro } = await ecoThenPro();
    const later = new Date(Date.now() + 10 * dayMs);
    const byAdmin = { id: admin.id, email: admin.email };
    await expect(
      refundPayment({ db: server.database.db }, { admin: byAdmin, paymentId: eco.id, reason: "Eco", now: later }),
    ).rejects.toMatchObject({ code: "refund_later_upgrade_first" });
    await refundPayment({ db: server.database.db }, { admin: byAdmin, paymentId: pro.id, reason: "Pro", now: later });
    const afterPro = await stateOf(buyer, later);
    expect(afterPro).toMatchObject({ subscribed: true, subscription_tier: "basic" });
    expect(daysUntil(afterPro.subscription_end, later.getTime())).toBe(20);
    await refundPayment({ db: server.database.db }, { admin: byAdmin, paymentId: eco.id, reason: "Eco", now: later });
    expect((await stateOf(buyer, later)).subscribed).toBe(false);
  });

  it("Eco used for 10 days, then Pro, both refunded 5 days later: Pro gives back only the Eco days Eco bought, and nothing is left", async () => {
    const buyer = await makeUser(server.app);
    const base = new Date("2030-01-01T08:00:00Z").getTime();
    const at = (days: number) => new Date(base + days * dayMs);
    const paid = { userId: buyer.id, status: "paid", method: "sandbox" } as const;
    const eco = { ...paid, id: crypto.randomUUID(), planId: "eco", planType: "basic", amount: 4_500_000 } as const;
    const pro = { ...paid, id: crypto.randomUUID(), planId: "pro", planType: "premium", amount: 4_500_000 } as const;
    await server.database.db.insert(payments).values([
      { ...eco, createdAt: at(0), paidAt: at(0), startsAt: at(0), endsAt: at(30) },
      {
        ...pro,
        createdAt: at(10),
        paidAt: at(10),
        startsAt: at(10),
        endsAt: at(40),
        credit: 3_000_000,
        creditedTier: "basic",
        creditedDays: 20,
      },
    ]);
    await server.database.db
      .update(subscribers)
      .set({ subscribed: true, subscriptionTier: "premium", subscriptionEnd: at(40), nextTier: null, tierUntil: null })
      .where(eq(subscribers.userId, buyer.id));
    const byAdmin = { id: admin.id, email: admin.email };
    const refundAt = (paymentId: string) =>
      refundPayment({ db: server.database.db }, { admin: byAdmin, paymentId, reason: "Both", now: at(15) });
    await refundAt(pro.id);
    const afterPro = await stateOf(buyer, at(15));
    expect(afterPro).toMatchObject({ subscribed: true, subscription_tier: "basic" });
    expect(afterPro.subscription_end).toBe(at(30).toISOString());
    await refundAt(eco.id);
    expect((await stateOf(buyer, at(15))).subscribed).toBe(false);
  });

  it("along Eco, Pro and Ultra, each refund waits for the upgrade that holds its credit", async () => {
    const buyer = await makeUser(server.app);
    const eco = await buy(buyer, "eco");
    const pro = await buy(buyer, "pro");
    const ultra = await buy(buyer, "ultra");
    expect((await refund(eco.id)).status).toBe(409);
    const proRefused = await refund(pro.id);
    expect(await proRefused.json()).toMatchObject({ code: "refund_later_upgrade_first", params: { plan: "ultra" } });
    for (const payment of [ultra, pro, eco]) expect((await refund(payment.id)).status).toBe(200);
    expect((await stateOf(buyer)).subscribed).toBe(false);
  });

  it("a plan bought after Eco without its credit (the same tier again) does not hold Eco's refund back", async () => {
    const buyer = await makeUser(server.app);
    const first = await buy(buyer, "eco");
    const second = await buy(buyer, "eco");
    expect((await refund(first.id)).status).toBe(200);
    const state = await stateOf(buyer);
    expect(state).toMatchObject({ subscribed: true, subscription_tier: "basic" });
    expect(daysUntil(state.subscription_end)).toBe(30);
    expect(await statusOf(second.id)).toBe("paid");
  });
});
