import { serve } from "@hono/node-server";
import type { App } from "../src/server/app";
import { makeProduct } from "../src/server/test/make-product";
import { makeUser, type TestAccount } from "../src/server/test/make-user";
import { createTestServer, type TestServer, testOrigin } from "../src/server/test/test-server";
import { withDriver } from "./with-driver";

// 100 sellers with two pages open each: 200 streams, and every order fans out to two of them.
const sellerCount = 100;
const tabsPerSeller = 2;
const orderCount = 300;
const warmUpOrders = 20;
const inFlight = 8;
const setupBatch = 20;
const eventTimeoutMs = 5000;
const targetP99Ms = 100;

interface Listening {
  url: string;
  close(): Promise<void>;
}

/** The app over real HTTP on a free port, so the streams are real sockets as a browser's are. */
function listen(app: App): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/** One open page's `GET /api/events`: each `order` event's arrival is timed as it is read, keyed by order id. */
async function openTimedStream(url: string, cookie: string) {
  const response = await fetch(`${url}/api/events`, { headers: { cookie, origin: testOrigin } });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (response.status !== 200 || !reader) throw new Error(`GET /api/events: ${response.status}`);
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  const expected = new Set<string>();
  let duplicates = 0;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const onEvent = (name: string, data: string, at: number) => {
    if (name === "ready") markReady();
    if (name !== "order") return;
    const orderId = (JSON.parse(data) as { order_id: string }).order_id;
    if (arrivals.has(orderId)) duplicates += 1;
    else arrivals.set(orderId, at);
    waiters.get(orderId)?.(at);
  };
  const reading = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const at = performance.now();
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const lines = buffer.slice(0, end).split("\n");
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          lines
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        onEvent(field("event") ?? "message", field("data") ?? "", at);
      }
    }
  })().catch(() => {});
  return {
    ready,
    duplicates: () => duplicates,
    /** Order events that arrived here for an order this stream was never waiting for. */
    stray: () => [...arrivals.keys()].filter((orderId) => !expected.has(orderId)).length,
    /** When the order's event arrived (perhaps before the caller heard of the order), or undefined on timeout. */
    arrivalOf(orderId: string): Promise<number | undefined> {
      expected.add(orderId);
      const known = arrivals.get(orderId);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), eventTimeoutMs);
        waiters.set(orderId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    async close() {
      await reader.cancel().catch(() => {});
      await reading;
    },
  };
}

type TimedStream = Awaited<ReturnType<typeof openTimedStream>>;

interface Seller {
  account: TestAccount;
  variantId: string;
}

/** Sellers with a product each (its one variant, what an order names), signed up in-process (each sign-up from its own client address). */
async function makeSellers(app: App): Promise<Seller[]> {
  const sellers: Seller[] = [];
  for (let start = 0; start < sellerCount; start += setupBatch) {
    const batch = Array.from({ length: Math.min(setupBatch, sellerCount - start) }, async () => {
      const account = await makeUser(app);
      const variant = (await makeProduct(app, account)).variants[0];
      if (!variant) throw new Error("the product was made without its variant");
      return { account, variantId: variant.id };
    });
    sellers.push(...(await Promise.all(batch)));
  }
  return sellers;
}

interface Sample {
  afterResponseMs: number;
  afterSendMs: number;
}

/** One sample per open page of the seller; undefined for a page whose event did not come in time. */
async function placeTimedOrder(url: string, seller: Seller, tabs: TimedStream[]): Promise<(Sample | undefined)[]> {
  const sent = performance.now();
  const response = await fetch(`${url}/api/orders`, {
    method: "POST",
    headers: { cookie: seller.account.cookie, origin: testOrigin, "content-type": "application/json" },
    body: JSON.stringify({
      items: [{ variant_id: seller.variantId, quantity: 1 }],
      buyer_name: "Reza Karimi",
      buyer_phone: "09121234567",
      payment_method: "gateway",
    }),
  });
  const answered = performance.now();
  if (response.status !== 201) throw new Error(`POST /api/orders: ${response.status} ${await response.text()}`);
  const order = (await response.json()) as { id: string };
  const arrivals = await Promise.all(tabs.map((tab) => tab.arrivalOf(order.id)));
  return arrivals.map((arrived) =>
    arrived === undefined ? undefined : { afterResponseMs: arrived - answered, afterSendMs: arrived - sent },
  );
}

/** Orders `from..to` spread over the sellers round robin, `inFlight` at a time. */
async function placeOrders(url: string, sellers: Seller[], pages: TimedStream[][], from: number, to: number) {
  const samples: Sample[] = [];
  let missed = 0;
  let next = from;
  const worker = async () => {
    while (next < to) {
      const index = next % sellers.length;
      next += 1;
      const [seller, tabs] = [sellers[index], pages[index]];
      if (!seller || !tabs) continue;
      for (const sample of await placeTimedOrder(url, seller, tabs)) {
        if (sample) samples.push(sample);
        else missed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { samples, missed };
}

/** Streams on `streamsUrl`, orders through `ordersUrl`; the first `warmUpOrders` are not counted. */
async function measure(setup: string, ordersUrl: string, streamsUrl: string, sellers: Seller[]) {
  const pages = await Promise.all(
    sellers.map((seller) =>
      Promise.all(Array.from({ length: tabsPerSeller }, () => openTimedStream(streamsUrl, seller.account.cookie))),
    ),
  );
  const streams = pages.flat();
  try {
    await Promise.all(streams.map((stream) => stream.ready));
    await placeOrders(ordersUrl, sellers, pages, 0, warmUpOrders);
    const { samples, missed } = await placeOrders(ordersUrl, sellers, pages, warmUpOrders, warmUpOrders + orderCount);
    const total = (count: (stream: TimedStream) => number) => streams.reduce((sum, stream) => sum + count(stream), 0);
    report(setup, samples, {
      missed,
      duplicates: total((stream) => stream.duplicates()),
      stray: total((stream) => stream.stray()),
    });
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
  }
}

function report(setup: string, samples: Sample[], counts: { missed: number; duplicates: number; stray: number }) {
  const figures = (values: number[]) => {
    values.sort((a, b) => a - b);
    const at = (q: number) => values[Math.floor(q * (values.length - 1))] ?? Number.NaN;
    return { p50: at(0.5), p99: at(0.99), max: at(1) };
  };
  const line = ({ p50, p99, max }: ReturnType<typeof figures>) =>
    `p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${max.toFixed(1)} ms`;
  const committed = figures(samples.map((sample) => sample.afterResponseMs));
  const early = samples.filter((sample) => sample.afterResponseMs < 0).length;
  const met = committed.p99 <= targetP99Ms && counts.missed === 0;
  console.log(`  ${setup}`);
  console.log(
    `    response → event: ${line(committed)}  (target p99 ≤ ${targetP99Ms} ms: ${met ? "met" : "NOT met"}); ` +
      `${early} of ${samples.length} events came before the response`,
  );
  console.log(`    request sent → event: ${line(figures(samples.map((sample) => sample.afterSendMs)))}`);
  console.log(
    `    ${counts.missed} events missed (none within ${eventTimeoutMs} ms), ${counts.duplicates} duplicates, ` +
      `${counts.stray} on a stream they were not for`,
  );
}

async function benchPglite() {
  const server = await withDriver("pglite", () => createTestServer());
  const http = await listen(server.app);
  try {
    await measure("PGlite, one instance", http.url, http.url, await makeSellers(server.app));
  } finally {
    await http.close();
    await server.close();
  }
}

/** Two instances on one database: streams open on B, orders made through A, so every event crosses NOTIFY. */
async function benchPostgres() {
  const first = await withDriver("postgres", () => createTestServer());
  const closing: (() => Promise<void>)[] = [() => first.close()];
  try {
    const second: TestServer = await withDriver("postgres", () =>
      createTestServer({ DATABASE_URL: first.config.databaseUrl ?? "" }),
    );
    closing.unshift(() => second.close());
    const [httpA, httpB] = await Promise.all([listen(first.app), listen(second.app)]);
    closing.unshift(httpA.close, httpB.close);
    const sellers = await makeSellers(first.app);
    await measure("PostgreSQL, two instances (streams on B, orders through A)", httpA.url, httpB.url, sellers);
  } finally {
    for (const close of closing) await close();
  }
}

/** Issue 13: from an order committed to its event on the seller's open stream, with 200 streams open. */
export async function benchOrderEvents() {
  console.log(
    `Order → event latency (issue 13): ${sellerCount * tabsPerSeller} open streams over HTTP ` +
      `(${sellerCount} sellers × ${tabsPerSeller} pages), ${orderCount} orders (after ${warmUpOrders} uncounted), ` +
      `${inFlight} at a time; one sample per order and page`,
  );
  await benchPglite();
  if (process.env.TEST_DATABASE_URL) await benchPostgres();
  else console.log("  PostgreSQL, two instances: skipped (TEST_DATABASE_URL is not set)");
}
