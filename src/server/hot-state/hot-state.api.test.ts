import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatConversations,
  chatMessages,
  dailyContent,
  orders,
  productMedia,
  products,
  subscribers,
} from "../db/schema";
import { loggerKeepingLines } from "../test/logged-lines";
import { makeDraftMedia, makeProduct } from "../test/make-product";
import { asUser, jsonRequest, makeUser, sendJsonAs, sessionCookie, type TestAccount } from "../test/make-user";
import { readEvents } from "../test/server-sent-events";
import { subscribe } from "../test/subscribe";
import { createTestServer, listenOverHttp, type TestServer, testOrigin } from "../test/test-server";

const adminEmail = "hot-state-admin@example.com";

/** What the app logged, one JSON line each: the fast path logs its answers as `cached`. */
const logLines: string[] = [];
const logger = loggerKeepingLines("info", logLines);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail }, undefined, logger);
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

/** An order of one of the seller's products, recorded by hand through the API; its id. */
async function makeOrder(app: TestServer["app"], seller: TestAccount) {
  const product = await makeProduct(app, seller);
  const made = await sendJsonAs(app, seller, "/api/orders", {
    items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
    buyer_name: "Reza Karimi",
    buyer_phone: "09121234567",
    payment_method: "gateway",
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: string };
  return { id, productId: product.id };
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
    const { id } = await makeOrder(server.app, seller);
    expect((await readJson<{ counts: object }>(server.app, "/api/orders", seller)).counts).toMatchObject({ new: 1 });
    await server.database.db.update(orders).set({ orderStatus: "shipped" }).where(eq(orders.id, id));
    expect((await readJson<{ counts: object }>(server.app, "/api/orders", seller)).counts).toMatchObject({
      new: 0,
      shipped: 1,
    });
  });

  it("the first page of each list, cached, follows its rows changed in the database itself", async () => {
    const account = await makeUser(server.app);
    const { db } = server.database;
    const events = await readEvents(
      await sendJsonAs(server.app, account, "/api/chat/messages", { content: "A caption for my cafe" }),
    );
    const conversationId = (events[0]?.data.conversation as { id: string } | undefined)?.id ?? "";
    expect(conversationId).not.toBe("");
    expect(
      (await server.app.request("/api/daily-content/generate", asUser(account.cookie, { method: "POST" }))).status,
    ).toBe(201);
    const { productId } = await makeOrder(server.app, account);
    const messagesPath = `/api/chat/conversations/${conversationId}/messages`;
    type Items<T> = { items: T[] };
    const read = async () => ({
      conversations: await readJson<Items<{ title: string }>>(server.app, "/api/chat/conversations", account),
      messages: await readJson<Items<{ content: string }>>(server.app, messagesPath, account),
      products: await readJson<Items<{ name: string; media: object[] }>>(server.app, "/api/products", account),
      orders: await readJson<Items<{ buyer_name: string; items: { product_deleted: boolean }[] }>>(
        server.app,
        "/api/orders",
        account,
      ),
      today: await readJson<{ content: { content_ideas: object[] } }>(server.app, "/api/daily-content/today", account),
    });
    // Read twice: the second answers come from the cache.
    await read();
    const before = await read();
    expect(before.conversations.items[0]?.title).not.toBe("Renamed in SQL");
    expect(before.products.items[0]?.media).toEqual([]);
    expect(before.orders.items[0]?.items[0]?.product_deleted).toBe(false);
    expect(before.today.content.content_ideas.length).toBeGreaterThan(0);

    // Behind the app's back (the admin CLI, a job on another instance, plain SQL), one table at a time: any
    // change makes the user's whole entry go, so each list is read again after its own table's change alone.
    await db.update(chatConversations).set({ title: "Renamed in SQL" }).where(eq(chatConversations.id, conversationId));
    expect((await read()).conversations.items[0]?.title).toBe("Renamed in SQL");
    await db
      .update(chatMessages)
      .set({ content: "Edited in SQL" })
      .where(eq(chatMessages.conversationId, conversationId));
    expect((await read()).messages.items.map((message) => message.content)).toEqual(["Edited in SQL", "Edited in SQL"]);
    await db.update(products).set({ name: "Renamed mug" }).where(eq(products.id, productId));
    expect((await read()).products.items[0]?.name).toBe("Renamed mug");
    await db.update(orders).set({ buyerName: "Sara Ahmadi" }).where(eq(orders.sellerId, account.id));
    expect((await read()).orders.items[0]?.buyer_name).toBe("Sara Ahmadi");
    await db.update(dailyContent).set({ contentIdeas: [] }).where(eq(dailyContent.userId, account.id));
    expect((await read()).today.content.content_ideas).toEqual([]);

    // A file attached to the product, then the product deleted: its orders say so.
    const draft = await makeDraftMedia(server.app, account);
    await read();
    await db.update(productMedia).set({ productId }).where(eq(productMedia.id, draft.id));
    expect((await read()).products.items[0]?.media).toMatchObject([{ id: draft.id }]);
    await db.delete(products).where(eq(products.id, productId));
    const deleted = await read();
    expect(deleted.products.items).toEqual([]);
    expect(deleted.orders.items[0]).toMatchObject({ buyer_name: "Sara Ahmadi", items: [{ product_deleted: true }] });
  });

  it("a cached first page is only the answer to the same question", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    for (const content of ["First idea", "Second idea"]) {
      const sent = await sendJsonAs(server.app, owner, "/api/chat/messages", { content });
      expect(sent.status).toBe(200);
      await sent.text();
    }
    const all = await readJson<{ items: { id: string }[] }>(server.app, "/api/chat/conversations", owner);
    expect(all.items).toHaveLength(2);
    const one = await readJson<{ items: { id: string }[]; next_cursor: string | null }>(
      server.app,
      "/api/chat/conversations?limit=1",
      owner,
    );
    expect(one.items).toHaveLength(1);
    expect(one.next_cursor).not.toBeNull();
    const [newest, oldest] = all.items.map((item) => item.id);
    const messagesOf = (id: string | undefined) =>
      readJson<{ items: { content: string }[] }>(server.app, `/api/chat/conversations/${id}/messages`, owner);
    expect((await messagesOf(newest)).items[0]?.content).toBe("Second idea");
    expect((await messagesOf(oldest)).items[0]?.content).toBe("First idea");
    // Another user asking for the owner's conversation, which the owner's cache holds, is not told of it.
    const foreign = await server.app.request(`/api/chat/conversations/${oldest}/messages`, asUser(other.cookie));
    expect(foreign.status).toBe(404);
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

describe("the hot reads over HTTP are answered in front of the app, as the app would (decision 024)", () => {
  let http: Awaited<ReturnType<typeof listenOverHttp>>;
  beforeAll(async () => {
    http = await listenOverHttp(server);
  });
  afterAll(() => http.close());

  const hotPaths = ["/api/auth/get-session", "/api/subscription", "/api/ai/quota"];
  const get = (path: string, account: TestAccount, init: RequestInit = {}) =>
    fetch(`${http.url}${path}`, { ...init, headers: { cookie: account.cookie } });
  /** Whether the app's last log line for `path` says the fast path answered it. */
  const answeredFromCache = (path: string) => {
    const line = logLines.findLast((logged) => logged.includes(`"path":"${path}"`));
    return line !== undefined && (JSON.parse(line) as { cached?: boolean }).cached === true;
  };

  it("a second read is answered from the caches with the route's JSON and headers", async () => {
    const signedUp = await makeUser(server.app);
    // A new session of its own: makeUser's own reads have put the sign-up's session in the cache.
    const signedIn = await server.app.request(
      "/api/auth/sign-in/email",
      jsonRequest({ email: signedUp.email, password: signedUp.password }),
    );
    const account = { ...signedUp, cookie: sessionCookie(signedIn) };
    for (const path of hotPaths) {
      const routed = await get(path, account);
      expect(answeredFromCache(path)).toBe(false);
      const cached = await get(path, account);
      expect(answeredFromCache(path)).toBe(true);
      expect(cached.status).toBe(200);
      expect(await cached.json()).toEqual(await routed.json());
      for (const header of ["content-type", "cache-control", "x-content-type-options"]) {
        expect(cached.headers.get(header), `${path} ${header}`).toBe(routed.headers.get(header));
      }
      expect(cached.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(cached.headers.get("x-request-id")).not.toBe(routed.headers.get("x-request-id"));
    }
  });

  it("a sign-out is refused at once over HTTP, though the session was answered from the cache", async () => {
    const account = await makeUser(server.app);
    for (const path of hotPaths) await get(path, account);
    expect((await get("/api/subscription", account)).status).toBe(200);
    expect(answeredFromCache("/api/subscription")).toBe(true);
    const signedOut = await fetch(`${http.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: account.cookie, origin: testOrigin, "content-type": "application/json" },
      body: "{}",
    });
    expect(signedOut.status).toBe(200);
    expect(await (await get("/api/auth/get-session", account)).json()).toBeNull();
    expect((await get("/api/subscription", account)).status).toBe(401);
    expect((await get("/api/ai/quota", account)).status).toBe(401);
  });

  it("only a bare GET of a hot path is answered in front of the app", async () => {
    const account = await makeUser(server.app);
    for (const path of hotPaths) await get(path, account);
    await get("/api/auth/get-session?disableCookieCache=true", account);
    expect(answeredFromCache("/api/auth/get-session")).toBe(false);
    const elsewhere = await get("/pages/api/subscription", account);
    expect(elsewhere.headers.get("content-type")).not.toContain("application/json");
    expect(answeredFromCache("/pages/api/subscription")).toBe(false);
    const posted = await get("/api/subscription", account, { method: "POST" });
    expect(posted.status).toBe(404);
    const stranger = await fetch(`${http.url}/api/subscription`, { headers: { cookie: "other=1" } });
    expect(stranger.status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres" && process.env.TEST_DATABASE_URL)(
  "two app instances on one PostgreSQL: a change on one is right on the other within a second (issue 20)",
  () => {
    let second: TestServer;
    let secondHttp: Awaited<ReturnType<typeof listenOverHttp>>;
    let admin: TestAccount;
    beforeAll(async () => {
      second = await createTestServer({ DATABASE_URL: server.config.databaseUrl ?? "", ADMIN_EMAILS: adminEmail });
      secondHttp = await listenOverHttp(second);
      admin = await makeUser(server.app, { email: adminEmail });
    });
    afterAll(async () => {
      await secondHttp.close();
      await second.close();
    });

    it("a sign-out on one instance is refused on the other, whose hot reads over HTTP had it cached", async () => {
      const account = await makeUser(server.app);
      const onSecond = (path: string) => fetch(`${secondHttp.url}${path}`, { headers: { cookie: account.cookie } });
      for (let read = 0; read < 2; read++) {
        expect((await onSecond("/api/auth/get-session")).status).toBe(200);
        expect((await onSecond("/api/subscription")).status).toBe(200);
      }
      await server.app.request("/api/auth/sign-out", asUser(account.cookie, { method: "POST" }));
      const refused = await within(1000, async () => (await onSecond("/api/subscription")).status === 401);
      expect(refused).toBe(true);
      expect(await (await onSecond("/api/auth/get-session")).json()).toBeNull();
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

    it("a product and an order made through one instance are listed on the other", async () => {
      const seller = await makeUser(server.app);
      expect(await readJson(second.app, "/api/products", seller)).toMatchObject({ count: 0 });
      expect(await readJson(second.app, "/api/orders", seller)).toMatchObject({ items: [] });
      await makeOrder(server.app, seller);
      const seen = await within(1000, async () => {
        const list = await readJson<{ count: number }>(second.app, "/api/products", seller);
        const page = await readJson<{ items: object[] }>(second.app, "/api/orders", seller);
        return list.count === 1 && page.items.length === 1;
      });
      expect(seen).toBe(true);
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
