import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/orders";
import { listenerApplicationName } from "../realtime/postgres-event-bus";
import { type EventStream, openEventStream } from "../test/event-stream";
import { type MadeProduct, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer, testOrigin } from "../test/test-server";
import { maxStreamsPerSession } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const buyer = { buyer_name: "Reza Karimi", buyer_phone: "09121234567", payment_method: "gateway" };

async function placeOrder(app: TestServer["app"], seller: TestAccount, product: MadeProduct) {
  const items = [{ variant_id: product.variants[0]?.id, quantity: 1 }];
  const response = await sendJsonAs(app, seller, "/api/orders", { items, ...buyer });
  expect(response.status).toBe(201);
  return (await response.json()) as Order;
}

describe("GET /api/events (DESIGN 22)", () => {
  it("answers a visitor 401", async () => {
    expect((await server.app.request("/api/events")).status).toBe(401);
  });

  it("ORD-12 tells the seller's open stream of each order made or changed, and no one else's", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const stream = await openEventStream(server.app, seller.cookie);
    const otherStream = await openEventStream(server.app, other.cookie);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    await stream.next("ready");
    await otherStream.next("ready");

    const made = await placeOrder(server.app, seller, product);
    const created = await stream.next("order");
    expect(created.data).toMatchObject({
      type: "order",
      order_id: made.id,
      order_number: 1,
      kind: "created",
      to: "new",
    });
    expect(created.id).toBe(created.data.id);

    await sendJsonAs(server.app, seller, `/api/orders/${made.id}/status`, { to: "confirmed" });
    expect((await stream.next("order")).data).toMatchObject({ kind: "status", from: "new", to: "confirmed" });

    // The other seller's stream got nothing of it: their own order is the first thing it sees.
    const theirs = await placeOrder(server.app, other, await makeProduct(server.app, other));
    expect((await otherStream.next("order")).data).toMatchObject({ order_id: theirs.id });
    expect(otherStream.received).toEqual([]);
    await stream.close();
    await otherStream.close();
  });

  it("replays what a reconnecting page missed, after its Last-Event-ID", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const first = await openEventStream(server.app, seller.cookie);
    await first.next("ready");
    const made = await placeOrder(server.app, seller, product);
    const seen = await first.next("order");
    await first.close();

    await sendJsonAs(server.app, seller, `/api/orders/${made.id}/status`, { to: "confirmed" });
    const second = await placeOrder(server.app, seller, product);
    const again = await openEventStream(server.app, seller.cookie, { "last-event-id": seen.id ?? "" });
    await again.next("ready");
    // A live event may overtake the replay (and come twice): the page only reloads, so order does not matter.
    const replayed = [await again.next("order"), await again.next("order")].map(
      ({ data }) => `${data.order_id} ${data.kind} ${data.to}`,
    );
    expect(replayed.sort()).toEqual([`${made.id} status confirmed`, `${second.id} created new`].sort());
    await again.close();
  });

  it("a sign-out without a session announces nothing, so it cannot make every stream re-read its session", async () => {
    const heard: (string | null)[] = [];
    let sentinelHeard = () => {};
    const sentinel = new Promise<void>((resolve) => {
      sentinelHeard = resolve;
    });
    const unsubscribe = server.events.subscribe((message) => {
      if (message.type !== "sessions-changed") return;
      if (message.userId === "sentinel") sentinelHeard();
      else heard.push(message.userId);
    });
    const response = await server.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { origin: testOrigin, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    // On PostgreSQL messages arrive in order: once this one is heard, one sent before it would have been.
    await server.events.publish({ type: "sessions-changed", userId: "sentinel" });
    await sentinel;
    unsubscribe();
    expect(heard).toEqual([]);
  });

  it("a session's ninth open stream replaces its oldest, which is told so and ends, while the others stay open", async () => {
    const seller = await makeUser(server.app);
    const streams: EventStream[] = [];
    for (let opened = 0; opened < maxStreamsPerSession; opened += 1) {
      const stream = await openEventStream(server.app, seller.cookie);
      await stream.next("ready");
      streams.push(stream);
    }
    const ninth = await openEventStream(server.app, seller.cookie);
    await ninth.next("ready");
    const [oldest, ...others] = streams;
    if (!oldest) throw new Error("no stream was opened");
    expect((await oldest.next("replaced")).data).toEqual({});
    await oldest.ended;

    const made = await placeOrder(server.app, seller, await makeProduct(server.app, seller));
    for (const stream of [...others, ninth]) {
      expect((await stream.next("order")).data).toMatchObject({ order_id: made.id });
      expect(stream.received.map(({ event }) => event)).not.toContain("replaced");
    }
    await Promise.all([...others, ninth].map((stream) => stream.close()));
  });

  it("ends the stream when its session signs out", async () => {
    const seller = await makeUser(server.app);
    const stream = await openEventStream(server.app, seller.cookie);
    await stream.next("ready");
    const signOut = await server.app.request("/api/auth/sign-out", asUser(seller.cookie, { method: "POST" }));
    expect(signOut.status).toBe(200);
    expect((await stream.next("signed-out")).data).toEqual({ reason: "ended" });
    await stream.ended;
    expect((await server.app.request("/api/events", asUser(seller.cookie))).status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres" && process.env.TEST_DATABASE_URL)(
  "two app instances on one PostgreSQL (DESIGN 22)",
  () => {
    let second: TestServer;
    beforeAll(async () => {
      second = await createTestServer({ DATABASE_URL: server.config.databaseUrl ?? "" });
    });
    afterAll(() => second.close());

    it("ORD-12 an order made through one instance reaches the seller's stream on the other", async () => {
      const seller = await makeUser(server.app);
      const product = await makeProduct(server.app, seller);
      const stream = await openEventStream(second.app, seller.cookie);
      await stream.next("ready");
      const made = await placeOrder(server.app, seller, product);
      expect((await stream.next("order")).data).toMatchObject({ order_id: made.id, kind: "created" });
      await sendJsonAs(server.app, seller, `/api/orders/${made.id}/status`, { to: "confirmed" });
      expect((await stream.next("order")).data).toMatchObject({ order_id: made.id, to: "confirmed" });
      await stream.close();
    });

    it("a sign-out on one instance ends the session's stream on the other and its cached session there", async () => {
      const seller = await makeUser(server.app);
      // Read once on the second instance, so its session cache holds the session.
      expect((await second.app.request("/api/orders", asUser(seller.cookie))).status).toBe(200);
      const stream = await openEventStream(second.app, seller.cookie);
      await stream.next("ready");
      await server.app.request("/api/auth/sign-out", asUser(seller.cookie, { method: "POST" }));
      await stream.ended;
      expect((await second.app.request("/api/orders", asUser(seller.cookie))).status).toBe(401);
    });

    it("a lost listening connection is opened again: the stream is told to resync and later events still arrive", async () => {
      const seller = await makeUser(server.app);
      const product = await makeProduct(server.app, seller);
      const stream = await openEventStream(second.app, seller.cookie);
      await stream.next("ready");
      // Cut every instance's listening connection, as a database restart or a network drop would.
      await server.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${listenerApplicationName} and datname = current_database()`,
      );
      await stream.next("resync", 10_000);
      const made = await placeOrder(server.app, seller, product);
      expect((await stream.next("order")).data).toMatchObject({ order_id: made.id });
      await stream.close();
    });
  },
);
