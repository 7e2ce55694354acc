import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderStatus } from "../../shared/orders";
import type { ReceiptSettings } from "../../shared/seller-settings";
import { orderEvents, orders } from "../db/schema";
import { databaseSnapshot } from "../test/database-snapshot";
import { makeImage, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer, testOrigin } from "../test/test-server";

let server: TestServer;
let receiptPhoto: Uint8Array;
beforeAll(async () => {
  server = await createTestServer();
  receiptPhoto = await makeImage("jpeg", 300, 500);
});
afterAll(() => server.close());

const settingsPath = "/api/seller-settings/cards/receipt-settings";

async function readSettings(account: TestAccount): Promise<ReceiptSettings> {
  const response = await server.app.request(settingsPath, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as ReceiptSettings;
}

const saveSettings = (account: TestAccount, body: unknown) =>
  sendJsonAs(server.app, account, settingsPath, body, "PUT");

async function keepApart(account: TestAccount) {
  const response = await saveSettings(account, { receipt_confirms_order: false });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A card-to-card order recorded by hand, moved to `status`, with the buyer's receipt attached. */
async function orderWithReceipt(seller: TestAccount, status: OrderStatus = "new"): Promise<Order> {
  const product = await makeProduct(server.app, seller);
  const made = await sendJsonAs(server.app, seller, "/api/orders", {
    items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
    buyer_name: "Reza Karimi",
    buyer_phone: "09121234567",
    payment_method: "card_to_card",
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const order = (await made.json()) as Order;
  const path: Record<OrderStatus, OrderStatus[]> = {
    new: [],
    confirmed: ["confirmed"],
    shipped: ["confirmed", "shipped"],
    delivered: ["confirmed", "shipped", "delivered"],
    cancelled: [],
  };
  for (const to of path[status]) expect((await move(seller, order.id, to)).status).toBe(200);
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(receiptPhoto)], "receipt.jpg"));
  const attached = await server.app.request(
    `/api/orders/${order.id}/receipt`,
    asUser(seller.cookie, { method: "POST", body: form }),
  );
  expect(attached.status, await attached.clone().text()).toBe(200);
  if (status === "cancelled") expect((await move(seller, order.id, "cancelled")).status).toBe(200);
  return order;
}

const move = (account: TestAccount, id: string, to: OrderStatus) =>
  sendJsonAs(server.app, account, `/api/orders/${id}/status`, { to });

const decide = (account: TestAccount, id: string, decision: "approve" | "reject") =>
  sendJsonAs(server.app, account, `/api/orders/${id}/receipt/decision`, { decision });

/** The order's events after its placing and its receipt, as `kind:from→to:actor`. */
async function changesOf(orderId: string) {
  const rows = await server.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
  return rows
    .filter((row) => row.kind === "payment" || (row.kind === "status" && row.toValue === "confirmed"))
    .map((row) => `${row.kind}:${row.fromValue}→${row.toValue}:${row.actor}`);
}

async function rowOf(orderId: string) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

describe("one action for a good receipt (issue 35)", () => {
  it("ISSUE35-RECEIPT approving a new order's receipt marks it paid and confirms it, with both changes in its history", async () => {
    const seller = await makeUser(server.app);
    const made = await orderWithReceipt(seller);
    const approved = await decide(seller, made.id, "approve");
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toMatchObject({ payment_status: "paid", order_status: "confirmed" });
    expect(await rowOf(made.id)).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });
    const history = await server.app.request(`/api/orders/${made.id}/history`, asUser(seller.cookie));
    const { items } = (await history.json()) as { items: { kind: string; from: string; to: string; actor: string }[] };
    expect(items.map(({ kind, from, to, actor }) => `${kind}:${from}→${to}:${actor}`)).toEqual([
      "created:null→new:seller",
      "receipt:pending→pending:seller",
      "payment:pending→paid:seller",
      "status:new→confirmed:seller",
    ]);
    // The next step is the shipping, as for any confirmed order.
    expect((await move(seller, made.id, "shipped")).status).toBe(200);
  });

  it("ISSUE35-RECEIPT with the setting off an approval only marks the payment paid; the order waits for its own confirm", async () => {
    const seller = await makeUser(server.app);
    await keepApart(seller);
    const made = await orderWithReceipt(seller);
    const approved = await decide(seller, made.id, "approve");
    expect(await approved.json()).toMatchObject({ payment_status: "paid", order_status: "new" });
    expect(await changesOf(made.id)).toEqual(["payment:pending→paid:seller"]);
    expect((await move(seller, made.id, "confirmed")).status).toBe(200);
    expect(await changesOf(made.id)).toEqual(["payment:pending→paid:seller", "status:new→confirmed:seller"]);
  });

  it("ISSUE35-RECEIPT a rejection leaves a new order new, whatever the setting", async () => {
    const seller = await makeUser(server.app);
    const made = await orderWithReceipt(seller);
    const rejected = await decide(seller, made.id, "reject");
    expect(await rejected.json()).toMatchObject({ payment_status: "failed", order_status: "new" });
    expect(await changesOf(made.id)).toEqual(["payment:pending→failed:seller"]);
  });

  it("ISSUE35-RECEIPT an order already confirmed or shipped keeps its status when its receipt is approved", async () => {
    const seller = await makeUser(server.app);
    for (const status of ["confirmed", "shipped", "delivered"] as const) {
      const made = await orderWithReceipt(seller, status);
      const approved = await decide(seller, made.id, "approve");
      expect(approved.status, status).toBe(200);
      expect(await approved.json()).toMatchObject({ payment_status: "paid", order_status: status });
      const events = await server.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, made.id));
      expect(events.filter((event) => event.kind === "payment").map((event) => event.toValue)).toEqual(["paid"]);
      expect(events.filter((event) => event.kind === "status").at(-1)?.toValue, status).toBe(status);
    }
  });

  it("ISSUE35-RECEIPT a cancelled order's receipt cannot be approved, and nothing changes", async () => {
    const seller = await makeUser(server.app);
    const made = await orderWithReceipt(seller, "cancelled");
    const before = await databaseSnapshot(server.database.db);
    const refused = await decide(seller, made.id, "approve");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "receipt_not_pending" });
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("ISSUE35-RECEIPT of ten approvals at once one grants (one payment and one status event), the others get 409", async () => {
    const seller = await makeUser(server.app);
    const made = await orderWithReceipt(seller);
    const responses = await Promise.all(Array.from({ length: 10 }, () => decide(seller, made.id, "approve")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const refused = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refused.map((body) => (body as { code: string }).code))).toEqual(new Set(["receipt_not_pending"]));
    expect(await changesOf(made.id)).toEqual(["payment:pending→paid:seller", "status:new→confirmed:seller"]);
  });

  it("ISSUE35-RECEIPT an approval after the receipt was rejected meanwhile is refused with 409 and changes nothing", async () => {
    const seller = await makeUser(server.app);
    const made = await orderWithReceipt(seller);
    expect((await decide(seller, made.id, "reject")).status).toBe(200);
    const before = await databaseSnapshot(server.database.db);
    const late = await decide(seller, made.id, "approve");
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "receipt_not_pending" });
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await rowOf(made.id)).toMatchObject({ paymentStatus: "failed", orderStatus: "new" });
  });

  it("ISSUE35-RECEIPT an approval and a rejection at once: exactly one decides, and the order matches it", async () => {
    const seller = await makeUser(server.app);
    for (let round = 0; round < 3; round += 1) {
      const made = await orderWithReceipt(seller);
      const [approve, reject] = await Promise.all([
        decide(seller, made.id, "approve"),
        decide(seller, made.id, "reject"),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const row = await rowOf(made.id);
      expect(row).toMatchObject(
        approve.status === 200
          ? { paymentStatus: "paid", orderStatus: "confirmed" }
          : { paymentStatus: "failed", orderStatus: "new" },
      );
      expect((await changesOf(made.id)).filter((change) => change.startsWith("payment"))).toHaveLength(1);
    }
  });

  it("ISSUE35-RECEIPT an approval and the confirm button at once confirm the order once", async () => {
    const seller = await makeUser(server.app);
    for (let round = 0; round < 3; round += 1) {
      const made = await orderWithReceipt(seller);
      const [approve, confirm] = await Promise.all([
        decide(seller, made.id, "approve"),
        move(seller, made.id, "confirmed"),
      ]);
      expect(approve.status, await approve.clone().text()).toBe(200);
      expect([200, 409]).toContain(confirm.status);
      expect(await rowOf(made.id)).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });
      const confirmations = (await changesOf(made.id)).filter((change) => change.startsWith("status"));
      expect(confirmations).toHaveLength(1);
    }
  });
});

describe("the receipt settings (issue 35)", () => {
  it("ISSUE35-RECEIPT confirm-on-approve is on until the seller turns it off, and is kept as saved", async () => {
    const seller = await makeUser(server.app);
    expect(await readSettings(seller)).toEqual({ receipt_confirms_order: true });
    const off = await saveSettings(seller, { receipt_confirms_order: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ receipt_confirms_order: false });
    expect(await readSettings(seller)).toEqual({ receipt_confirms_order: false });
    expect((await saveSettings(seller, { receipt_confirms_order: true })).status).toBe(200);
    expect(await readSettings(seller)).toEqual({ receipt_confirms_order: true });
  });

  it("ISSUE35-RECEIPT refuses anything but a boolean with validation_failed, storing nothing", async () => {
    const seller = await makeUser(server.app);
    const before = await databaseSnapshot(server.database.db);
    for (const body of [{}, { receipt_confirms_order: "false" }, { receipt_confirms_order: null }, { x: 1 }, [true]]) {
      const response = await saveSettings(seller, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { code: string; issues: { path: string }[] };
      expect(answer.code).toBe("validation_failed");
    }
    const broken = await server.app.request(
      settingsPath,
      asUser(seller.cookie, { method: "PUT", headers: { "content-type": "application/json" }, body: "{" }),
    );
    expect(broken.status).toBe(400);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("ISSUE35-RECEIPT each seller reads and changes only their own setting; a stranger gets 401", async () => {
    const owner = await makeUser(server.app);
    const other = await makeUser(server.app);
    await keepApart(owner);
    expect(await readSettings(other)).toEqual({ receipt_confirms_order: true });
    // The other seller's approvals still confirm; the owner's do not.
    const theirs = await orderWithReceipt(other);
    expect(await (await decide(other, theirs.id, "approve")).json()).toMatchObject({ order_status: "confirmed" });
    const owned = await orderWithReceipt(owner);
    expect(await (await decide(owner, owned.id, "approve")).json()).toMatchObject({ order_status: "new" });
    expect(await readSettings(owner)).toEqual({ receipt_confirms_order: false });

    const before = await databaseSnapshot(server.database.db);
    expect((await server.app.request(settingsPath)).status).toBe(401);
    const anonymous = await server.app.request(settingsPath, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: testOrigin },
      body: JSON.stringify({ receipt_confirms_order: true }),
    });
    expect(anonymous.status).toBe(401);
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });
});
