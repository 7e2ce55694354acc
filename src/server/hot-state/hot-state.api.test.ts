import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, subscribers } from "../db/schema";
import { makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

const adminEmail = "hot-state-admin@example.com";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
});
afterAll(() => server.close());

async function readJson<T>(app: TestServer["app"], path: string, account: TestAccount): Promise<T> {
  const response = await app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Asks until `check` holds, for at most `withinMs`; the bound for another instance to hear a change. */
async function within(withinMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe("hot per-user state is cached and forgotten on every change (decision 024)", () => {
  it("a plan changed in the database itself is read at once, though the plan was cached", async () => {
    const account = await makeUser(server.app);
    expect(await readJson(server.app, "/api/subscription", account)).toMatchObject({ subscribed: false });
    // The cache holds "not subscribed" now; the row changes behind the app's back (the admin CLI, SQL).
    await subscribe(server.database.db, account.id, "premium");
    expect(await readJson(server.app, "/api/subscription", account)).toMatchObject({
      subscribed: true,
      subscription_tier: "premium",
    });
    expect(await readJson(server.app, "/api/ai/quota", account)).toMatchObject({ limit: null, remaining: null });
  });

  it("a cached answer gives way when the plan ends, with nothing written at that moment", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "premium");
    const endsAt = new Date(Date.now() + 1500);
    await server.database.db
      .update(subscribers)
      .set({ subscriptionEnd: endsAt })
      .where(eq(subscribers.userId, account.id));
    // Asked twice before the end: the second answer is the one kept beside the cached plan.
    for (let read = 0; read < 2; read += 1) {
      expect(await readJson(server.app, "/api/subscription", account)).toMatchObject({ subscription_tier: "premium" });
      expect(await readJson(server.app, "/api/ai/quota", account)).toMatchObject({ limit: null });
    }
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 50));
    expect(await readJson(server.app, "/api/subscription", account)).toMatchObject({ subscribed: false });
    expect(await readJson(server.app, "/api/ai/quota", account)).toMatchObject({ limit: 3, period: "day" });
  });

  it("the orders tab's counts, cached, follow an order changed in the database itself", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const made = await sendJsonAs(server.app, seller, "/api/orders", {
      product_id: product.id,
      quantity: 1,
      buyer_name: "Reza Karimi",
      buyer_phone: "09121234567",
      payment_method: "gateway",
    });
    const { id } = (await made.json()) as { id: string };
    expect((await readJson<{ counts: object }>(server.app, "/api/orders", seller)).counts).toMatchObject({ new: 1 });
    await server.database.db.update(orders).set({ orderStatus: "shipped" }).where(eq(orders.id, id));
    expect((await readJson<{ counts: object }>(server.app, "/api/orders", seller)).counts).toMatchObject({
      new: 0,
      shipped: 1,
    });
  });

  it("CHAT-25 the AI allowance read from the cache counts each message as it is spent", async () => {
    const account = await makeUser(server.app);
    expect(await readJson(server.app, "/api/ai/quota", account)).toMatchObject({ used: 0, remaining: 3 });
    expect(await readJson(server.app, "/api/ai/quota", account)).toMatchObject({ used: 0, remaining: 3 });
    const sent = await sendJsonAs(server.app, account, "/api/chat/messages", { content: "A caption for my cafe" });
    expect(sent.status).toBe(200);
    await sent.text();
    expect(await readJson(server.app, "/api/ai/quota", account)).toMatchObject({ used: 1, remaining: 2 });
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres" && process.env.TEST_DATABASE_URL)(
  "two app instances on one PostgreSQL: a change on one is right on the other within a second (issue 20)",
  () => {
    let second: TestServer;
    let admin: TestAccount;
    beforeAll(async () => {
      second = await createTestServer({ DATABASE_URL: server.config.databaseUrl ?? "", ADMIN_EMAILS: adminEmail });
      admin = await makeUser(server.app, { email: adminEmail });
    });
    afterAll(() => second.close());

    it("a sign-out on one instance is refused on the other", async () => {
      const account = await makeUser(server.app);
      expect((await second.app.request("/api/auth/get-session", asUser(account.cookie))).status).toBe(200);
      expect((await second.app.request("/api/subscription", asUser(account.cookie))).status).toBe(200);
      await server.app.request("/api/auth/sign-out", asUser(account.cookie, { method: "POST" }));
      const refused = await within(1000, async () => {
        const response = await second.app.request("/api/subscription", asUser(account.cookie));
        return response.status === 401;
      });
      expect(refused).toBe(true);
      const session = await second.app.request("/api/auth/get-session", asUser(account.cookie));
      expect(await session.json()).toBeNull();
    });

    it("a block on one instance is refused on the other", async () => {
      const account = await makeUser(server.app);
      expect((await second.app.request("/api/orders", asUser(account.cookie))).status).toBe(200);
      const blocked = await sendJsonAs(server.app, admin, `/api/admin/users/${account.id}/block`, { reason: "spam" });
      expect(blocked.status).toBe(200);
      const refused = await within(1000, async () => {
        const response = await second.app.request("/api/orders", asUser(account.cookie));
        return response.status === 401;
      });
      expect(refused).toBe(true);
    });

    it("a plan bought through one instance is the plan on the other", async () => {
      const account = await makeUser(server.app);
      expect(await readJson(second.app, "/api/subscription", account)).toMatchObject({ subscribed: false });
      expect(await readJson(second.app, "/api/ai/quota", account)).toMatchObject({ limit: 3 });
      await subscribe(server.database.db, account.id, "basic");
      const seen = await within(1000, async () => {
        const state = await readJson<{ subscription_tier: string | null }>(second.app, "/api/subscription", account);
        return state.subscription_tier === "basic";
      });
      expect(seen).toBe(true);
      expect(await readJson(second.app, "/api/ai/quota", account)).toMatchObject({ limit: 100, period: "month" });
    });
  },
);
