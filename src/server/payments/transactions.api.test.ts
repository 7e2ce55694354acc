import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Payment, PaymentStatus, PaymentSummary } from "../../shared/payments";
import { payments } from "../db/schema";
import { asUser, makeUser, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** `count` payments of one status, a minute apart, the newest `offsetMinutes` ago. */
async function addPayments(account: TestAccount, status: PaymentStatus, count: number, offsetMinutes = 0) {
  const now = Date.now();
  await server.database.db.insert(payments).values(
    Array.from({ length: count }, (_, index) => ({
      id: crypto.randomUUID(),
      userId: account.id,
      planId: "eco" as const,
      planType: "basic",
      amount: 4_500_000,
      status,
      method: "sandbox" as const,
      createdAt: new Date(now - (offsetMinutes + index) * 60_000),
    })),
  );
}

const read = async <T>(account: TestAccount, path: string): Promise<T> => {
  const response = await server.app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe("the transactions tab's figures and history (001 §2, §7)", () => {
  it("TXN-01 TXN-08 the four figures count every payment of the user, revenue sums paid ones only in whole toman", async () => {
    const account = await makeUser(server.app);
    await addPayments(account, "paid", 55, 10);
    await addPayments(account, "pending", 3);
    await addPayments(account, "failed", 2, 100);
    await addPayments(account, "refunded", 1, 200);
    const summary = await read<PaymentSummary>(account, "/api/payments/summary");
    expect(summary).toEqual({ total: 61, paid: 55, pending: 3, revenue: 55 * 4_500_000 });
  });

  it("TXN-03 the history holds at most 50 payments, newest first", async () => {
    const account = await makeUser(server.app);
    await addPayments(account, "paid", 52);
    const { payments: listed } = await read<{ payments: Payment[] }>(account, "/api/payments");
    expect(listed).toHaveLength(50);
    const times = listed.map((payment) => Date.parse(payment.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("TXN-07 a user sees only their own payments and figures; a new user sees zeros", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    await addPayments(owner, "paid", 2);
    expect(await read<PaymentSummary>(other, "/api/payments/summary")).toEqual({
      total: 0,
      paid: 0,
      pending: 0,
      revenue: 0,
    });
    expect((await read<{ payments: Payment[] }>(other, "/api/payments")).payments).toEqual([]);
  });
});
