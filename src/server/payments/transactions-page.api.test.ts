import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentStatus } from "../../shared/payments";
import type { Transaction, TransactionList } from "../../shared/transactions";
import { payments } from "../db/schema";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

const adminEmail = "transactions-admin@example.com";
let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(server.app, { email: adminEmail });
});
afterAll(() => server.close());

async function expectJson<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
const list = async (account: TestAccount, query = "") =>
  expectJson<TransactionList>(await server.app.request(`/api/payments/transactions${query}`, asUser(account.cookie)));
const ids = (transactions: readonly Transaction[]) => transactions.map((item) => item.id);

/** A sandbox checkout, as the checkout page makes it: paid at once, with its REF- tracking code. */
async function buy(account: TestAccount, plan: "eco" | "pro" | "ultra") {
  const answer = await expectJson<{ payment: { id: string } }>(
    await sendJsonAs(server.app, account, "/api/payments/checkout", { plan }),
  );
  return answer.payment.id;
}

async function addPayment(
  account: TestAccount,
  status: PaymentStatus,
  minutesAgo: number,
  planId: "eco" | "pro" | "ultra" = "eco",
) {
  const id = crypto.randomUUID();
  await server.database.db.insert(payments).values({
    id,
    userId: account.id,
    planId,
    planType: "basic",
    amount: 4_500_000,
    status,
    method: "zarinpal",
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return id;
}

describe("/transactions: the user's payments as transactions (001 §2, §3; DESIGN d7)", () => {
  it("STAT-22 STAT-24 a bought plan is a successful subscription with its amount, plan, method and tracking code", async () => {
    const user = await makeUser(server.app);
    const paymentId = await buy(user, "pro");
    const { items, counters, matched } = await list(user);
    expect(items).toEqual([
      {
        id: paymentId,
        payment_id: paymentId,
        type: "subscription",
        status: "success",
        plan_id: "pro",
        amount: 7_500_000,
        method: "sandbox",
        ref_id: expect.stringMatching(/^REF-/),
        date: expect.any(String),
      },
    ]);
    expect(matched).toBe(1);
    expect(counters).toEqual({ total: 1, success: 1, pending: 0, failed: 0, net_amount: 7_500_000 });
  });

  it("STAT-24 STAT-25 a refunded payment stays a successful subscription and adds a refund of the negative amount, dated when refunded", async () => {
    const user = await makeUser(server.app);
    const paymentId = await buy(user, "eco");
    const refund = await sendJsonAs(server.app, admin, `/api/admin/payments/${paymentId}/refund`, {
      reason: "Bought by mistake",
    });
    expect(refund.status).toBe(200);
    const { items, counters } = await list(user);
    expect(items.map((item) => [item.type, item.status, item.amount])).toEqual([
      ["refund", "success", -4_500_000],
      ["subscription", "success", 4_500_000],
    ]);
    expect(items[0]?.payment_id).toBe(paymentId);
    expect(Date.parse(items[0]?.date ?? "")).toBeGreaterThanOrEqual(Date.parse(items[1]?.date ?? ""));
    expect(counters).toEqual({ total: 2, success: 2, pending: 0, failed: 0, net_amount: 0 });
  });

  it("STAT-24 pending and failed payments are pending and failed transactions, counted as such", async () => {
    const user = await makeUser(server.app);
    const pending = await addPayment(user, "pending", 1);
    const failed = await addPayment(user, "failed", 2);
    const { items, counters } = await list(user);
    expect(items.map((item) => [item.id, item.status])).toEqual([
      [pending, "pending"],
      [failed, "failed"],
    ]);
    expect(counters).toEqual({ total: 2, success: 0, pending: 1, failed: 1, net_amount: 0 });
  });

  it("STAT-42 STAT-43 search is a case-insensitive substring of the id, the plan's name in either language or the tracking code; 'all' filters nothing", async () => {
    const user = await makeUser(server.app);
    const eco = await buy(user, "eco");
    const ultra = await buy(user, "ultra");
    const failed = await addPayment(user, "failed", 60, "pro");
    const all = await list(user);
    const ultraRef = all.items.find((item) => item.id === ultra)?.ref_id ?? "missing";
    expect(ids((await list(user, "?q=ULTRA")).items)).toEqual([ultra]);
    expect(ids((await list(user, `?q=${encodeURIComponent("اکو")}`)).items)).toEqual([eco]);
    expect(ids((await list(user, `?q=${ultraRef.slice(2).toLowerCase()}`)).items)).toEqual([ultra]);
    expect(ids((await list(user, `?q=${failed.slice(0, 8).toUpperCase()}`)).items)).toEqual([failed]);
    expect((await list(user, "?q=nothing-like-this")).items).toEqual([]);
    expect(ids((await list(user, "?status=all&type=all")).items)).toEqual(ids(all.items));
    expect(ids((await list(user, "?status=failed")).items)).toEqual([failed]);
    expect(ids((await list(user, "?type=refund")).items)).toEqual([]);
    expect((await list(user, "?type=credit")).items).toEqual([]);
    const filtered = await list(user, "?status=success&q=eco");
    expect(ids(filtered.items)).toEqual([eco]);
    expect(filtered.matched).toBe(1);
    expect(filtered.counters.total).toBe(3);
  });

  it("STAT-43 an unknown status or type is refused with 400", async () => {
    const user = await makeUser(server.app);
    for (const query of ["?status=paid", "?type=gift", `?q=${"x".repeat(101)}`]) {
      expect((await server.app.request(`/api/payments/transactions${query}`, asUser(user.cookie))).status).toBe(400);
    }
  });

  it("STAT-22 a user sees only their own transactions, at most 50, newest first; a visitor is refused", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    for (let index = 0; index < 52; index += 1) await addPayment(owner, "failed", index);
    const mine = await list(owner);
    expect(mine.items).toHaveLength(50);
    expect(mine.matched).toBe(52);
    const times = mine.items.map((item) => Date.parse(item.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await list(other)).toEqual({
      items: [],
      matched: 0,
      counters: { total: 0, success: 0, pending: 0, failed: 0, net_amount: 0 },
    });
    expect((await server.app.request("/api/payments/transactions")).status).toBe(401);
  });
});
