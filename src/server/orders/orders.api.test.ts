import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderList, OrderStatus } from "../../shared/orders";
import { orderStatuses, orderTransitions } from "../../shared/orders";
import { orderEvents, orders, productVariants } from "../db/schema";
import { type MadeProduct, makeImage, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const buyer = { buyer_name: "Reza Karimi", buyer_phone: "09121234567", payment_method: "gateway" };

/** An order body of one line: `quantity` of the product's one variant. */
const orderBody = (product: MadeProduct, { quantity = 1, ...overrides }: Record<string, unknown> = {}) => ({
  items: [{ variant_id: product.variants[0]?.id, quantity }],
  ...buyer,
  ...overrides,
});

async function order(account: TestAccount, product: MadeProduct, overrides: Record<string, unknown> = {}) {
  const response = await sendJsonAs(server.app, account, "/api/orders", orderBody(product, overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Order;
}

async function list(account: TestAccount, query = "") {
  const response = await server.app.request(`/api/orders${query}`, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as OrderList;
}

const move = (account: TestAccount, id: string, to: OrderStatus) =>
  sendJsonAs(server.app, account, `/api/orders/${id}/status`, { to });

const decide = (account: TestAccount, id: string, decision: "approve" | "reject") =>
  sendJsonAs(server.app, account, `/api/orders/${id}/receipt/decision`, { decision });

async function uploadReceipt(account: TestAccount, id: string, bytes?: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(bytes ?? (await makeImage("jpeg", 300, 500)))], "receipt.jpg"));
  return server.app.request(`/api/orders/${id}/receipt`, asUser(account.cookie, { method: "POST", body: form }));
}

/** The stock of a product's one variant (DESIGN 29: stock lives on the variant). */
const stockOf = async (product: MadeProduct) =>
  (
    await server.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, product.variants[0]?.id ?? ""))
  )[0]?.stock;
const eventsOf = (orderId: string) =>
  server.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

/** An order moved along the allowed path to `status`. */
async function orderIn(account: TestAccount, product: MadeProduct, status: OrderStatus) {
  const made = await order(account, product);
  const path: Record<OrderStatus, OrderStatus[]> = {
    new: [],
    confirmed: ["confirmed"],
    shipped: ["confirmed", "shipped"],
    delivered: ["confirmed", "shipped", "delivered"],
    cancelled: ["cancelled"],
  };
  for (const step of path[status]) expect((await move(account, made.id, step)).status).toBe(200);
  return made;
}

describe("orders of a seller (001 §2-§4, §7; DESIGN 21)", () => {
  it("ORD-01 ORD-02 lists the seller's orders newest first with the product snapshot, buyer, payment and amount", async () => {
    const seller = await makeUser(server.app);
    const mug = await makeProduct(server.app, seller, { name: "Blue mug", price: 250_000, stock_quantity: 5 });
    const first = await order(seller, mug, { quantity: 2 });
    const second = await order(seller, mug, {
      buyer_name: "Sara Ahmadi",
      buyer_phone: "+989351112233",
      buyer_address: "Tehran, Valiasr Street, No. 12",
      payment_method: "card_to_card",
    });
    const { items, counts, next_cursor } = await list(seller);
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(next_cursor).toBeNull();
    expect(counts).toEqual({ new: 2, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 });
    expect(items[1]?.items).toEqual([
      {
        product_id: mug.id,
        variant_id: mug.variants[0]?.id,
        product_name: "Blue mug",
        variant_label: "",
        code: mug.product_code,
        unit_price: 250_000,
        quantity: 2,
        line_total: 500_000,
        product_deleted: false,
      },
    ]);
    expect(items[1]).toMatchObject({
      number: 1,
      subtotal: 500_000,
      discount: 0,
      shipping: 0,
      total: 500_000,
      buyer_name: "Reza Karimi",
      buyer_phone: "09121234567",
      buyer_address: null,
      payment_method: "gateway",
      order_status: "new",
      payment_status: "pending",
      source: "manual",
      receipt_url: null,
    });
    expect(items[0]).toMatchObject({
      number: 2,
      buyer_address: "Tehran, Valiasr Street, No. 12",
      payment_method: "card_to_card",
    });
    expect(await stockOf(mug)).toBe(2);
  });

  it("ORD-03 keeps the snapshot after the product is edited, and shows a deleted product as deleted", async () => {
    const seller = await makeUser(server.app);
    const lamp = await makeProduct(server.app, seller, { name: "Desk lamp", price: 900_000 });
    const made = await order(seller, lamp);
    const edit = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${lamp.id}`,
      { name: "Floor lamp", price: 1_200_000, product_code: lamp.product_code, media_ids: [] },
      "PUT",
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await list(seller)).items[0]?.items[0]).toMatchObject({
      product_name: "Desk lamp",
      unit_price: 900_000,
      product_deleted: false,
    });
    const removed = await server.app.request(`/api/products/${lamp.id}`, asUser(seller.cookie, { method: "DELETE" }));
    expect(removed.status).toBe(204);
    const [shown] = (await list(seller)).items;
    expect(shown?.id).toBe(made.id);
    expect(shown?.items[0]).toMatchObject({
      product_id: null,
      product_deleted: true,
      product_name: "Desk lamp",
      code: lamp.product_code,
    });
  });

  it("ORD-04 ORD-05 ORD-06 ORD-07 ORD-08 ORD-09 ORD-10 allows exactly 001 §4's transitions and refuses every other", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const made = await orderIn(seller, product, from);
        const eventsBefore = (await eventsOf(made.id)).length;
        const response = await move(seller, made.id, to);
        const allowed = orderTransitions[from].includes(to);
        expect(response.status, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        const [row] = await server.database.db.select().from(orders).where(eq(orders.id, made.id));
        expect(row?.orderStatus, `${from} → ${to}`).toBe(allowed ? to : from);
        expect((await eventsOf(made.id)).length).toBe(eventsBefore + (allowed ? 1 : 0));
        if (!allowed) {
          expect(await response.json()).toMatchObject({ code: "order_transition_refused", params: { from, to } });
        }
      }
    }
  });

  it("ORD-10 refuses a status that is not one of the five, changing nothing", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller));
    const response = await sendJsonAs(server.app, seller, `/api/orders/${made.id}/status`, { to: "returned" });
    expect(response.status).toBe(400);
    expect((await list(seller)).items[0]?.order_status).toBe("new");
  });

  it("ORD-10 lets only one of many concurrent changes of the same order win", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller));
    const responses = await Promise.all(Array.from({ length: 10 }, () => move(seller, made.id, "confirmed")));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const statusEvents = (await eventsOf(made.id)).filter((event) => event.kind === "status");
    expect(statusEvents).toHaveLength(1);
  });

  it("ORD-15 keeps each seller to their own orders: another seller's ids answer 404 and change nothing", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller));
    expect((await list(other)).items).toEqual([]);
    expect((await move(other, made.id, "confirmed")).status).toBe(404);
    expect((await server.app.request(`/api/orders/${made.id}/history`, asUser(other.cookie))).status).toBe(404);
    expect((await uploadReceipt(other, made.id)).status).toBe(404);
    expect((await decide(other, made.id, "approve")).status).toBe(404);
    // Nor can a seller order another seller's product.
    const theirs = await makeProduct(server.app, other);
    const response = await sendJsonAs(server.app, seller, "/api/orders", orderBody(theirs));
    expect(response.status).toBe(404);
    expect((await list(seller)).items.map((item) => item.order_status)).toEqual(["new"]);
    expect((await server.app.request("/api/orders")).status).toBe(401);
  });

  it("records every change in the order's history: who, from, to, when (DESIGN 21)", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller));
    await move(seller, made.id, "confirmed");
    await move(seller, made.id, "cancelled");
    const response = await server.app.request(`/api/orders/${made.id}/history`, asUser(seller.cookie));
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as {
      items: { kind: string; from: string | null; to: string; actor: string }[];
    };
    expect(items.map(({ kind, from, to, actor }) => ({ kind, from, to, actor }))).toEqual([
      { kind: "created", from: null, to: "new", actor: "seller" },
      { kind: "status", from: "new", to: "confirmed", actor: "seller" },
      { kind: "status", from: "confirmed", to: "cancelled", actor: "seller" },
    ]);
  });
});

describe("making an order takes the stock (DESIGN 21)", () => {
  it("gives the last item to exactly one of 20 concurrent orders; the others are told it is out of stock", async () => {
    const seller = await makeUser(server.app);
    const last = await makeProduct(server.app, seller, { stock_quantity: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sendJsonAs(server.app, seller, "/api/orders", orderBody(last, { buyer_name: `Buyer ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = await Promise.all(
      responses.filter((response) => response.status === 409).map((response) => response.json()),
    );
    expect(new Set(refused.map((body) => (body as { code: string }).code))).toEqual(new Set(["out_of_stock"]));
    expect(await stockOf(last)).toBe(0);
    expect((await list(seller)).items).toHaveLength(1);
  });

  it("numbers concurrent orders of one seller 1, 2, 3 … without a gap or a repeat", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    await Promise.all(Array.from({ length: 8 }, () => order(seller, product)));
    const numbers = (await list(seller)).items.map((item) => item.number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("refuses more than the stock, an unavailable product and bad buyer details, storing nothing", async () => {
    const seller = await makeUser(server.app);
    const few = await makeProduct(server.app, seller, { stock_quantity: 2 });
    const hidden = await makeProduct(server.app, seller, { is_available: false });
    const tooMany = await sendJsonAs(server.app, seller, "/api/orders", orderBody(few, { quantity: 3 }));
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ code: "out_of_stock", params: { stock: 2 } });
    const unavailable = await sendJsonAs(server.app, seller, "/api/orders", orderBody(hidden));
    expect(unavailable.status).toBe(409);
    expect(await unavailable.json()).toMatchObject({ code: "product_unavailable" });
    for (const bad of [
      { buyer_phone: "0912123456" },
      { buyer_phone: "+98912123456" },
      { buyer_address: "short" },
      { buyer_address: "x".repeat(501) },
      { buyer_name: "" },
      { quantity: 0 },
      { quantity: 1.5 },
      { payment_method: "cash" },
    ]) {
      const response = await sendJsonAs(server.app, seller, "/api/orders", orderBody(few, bad));
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await list(seller)).items).toEqual([]);
    expect(await stockOf(few)).toBe(2);
  });

  it("reads a phone typed with Persian digits and spaces, and keeps an unlimited stock unlimited", async () => {
    const seller = await makeUser(server.app);
    const unlimited = await makeProduct(server.app, seller);
    const made = await order(seller, unlimited, { buyer_phone: "۰۹۱۲ ۱۲۳ ۴۵۶۷", quantity: 40 });
    expect(made.buyer_phone).toBe("09121234567");
    expect(await stockOf(unlimited)).toBeNull();
  });

  it("cancels orders while their product is deleted, all at once, without a deadlock or a 500", async () => {
    const seller = await makeUser(server.app);
    for (let round = 0; round < 5; round += 1) {
      const product = await makeProduct(server.app, seller, { stock_quantity: 10 });
      const made = await Promise.all([1, 2, 3].map(() => order(seller, product)));
      const responses = await Promise.all([
        ...made.map((one) => move(seller, one.id, "cancelled")),
        server.app.request(`/api/products/${product.id}`, asUser(seller.cookie, { method: "DELETE" })),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 204]);
    }
  });

  it("gives a cancelled order's quantity back to the product's stock", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller, { stock_quantity: 3 });
    const made = await order(seller, product, { quantity: 2 });
    expect(await stockOf(product)).toBe(1);
    expect((await move(seller, made.id, "cancelled")).status).toBe(200);
    expect(await stockOf(product)).toBe(3);
  });
});

describe("finding orders", () => {
  it("filters by status, searches by buyer name, phone, product code or number, and pages 50 at a time", async () => {
    const seller = await makeUser(server.app);
    const mug = await makeProduct(server.app, seller, { product_code: `CUP-${Date.now()}` });
    const book = await makeProduct(server.app, seller);
    const reza = await order(seller, mug);
    const sara = await order(seller, book, { buyer_name: "Sara Ahmadi", buyer_phone: "09351112233" });
    await move(seller, sara.id, "confirmed");
    const ids = async (query: string) => (await list(seller, query)).items.map((item) => item.id);
    expect(await ids("?status=confirmed")).toEqual([sara.id]);
    expect(await ids("?status=new")).toEqual([reza.id]);
    expect(await ids("?status=all")).toEqual([sara.id, reza.id]);
    expect(await ids("?q=sara")).toEqual([sara.id]);
    expect(await ids("?q=0935")).toEqual([sara.id]);
    expect(await ids(`?q=${encodeURIComponent(mug.product_code.toLowerCase())}`)).toEqual([reza.id]);
    expect(await ids("?q=%231")).toEqual([reza.id]);
    expect(await ids("?q=%25")).toEqual([]);
    expect(await ids("?q=sara&status=new")).toEqual([]);
    expect((await list(seller, "?status=shipped")).counts).toMatchObject({ new: 1, confirmed: 1 });
    expect((await server.app.request("/api/orders?status=returned", asUser(seller.cookie))).status).toBe(400);
    // Persian digits, as the Persian screen shows numbers and phones; a phone typed in groups.
    expect(await ids(`?q=${encodeURIComponent("۰۹۳۵")}`)).toEqual([sara.id]);
    expect(await ids(`?q=${encodeURIComponent("#۱")}`)).toEqual([reza.id]);
    expect(await ids(`?q=${encodeURIComponent("0935 111-22")}`)).toEqual([sara.id]);
    // A cursor that names no real instant (year 0 parses in JavaScript, not in PostgreSQL) is refused.
    for (const cursor of [
      `0000-01-01T00:00:00.000Z_${crypto.randomUUID()}`,
      "garbage",
      Buffer.from("x|y").toString("base64url"),
    ]) {
      const response = await server.app.request(
        `/api/orders?cursor=${encodeURIComponent(cursor)}`,
        asUser(seller.cookie),
      );
      expect(response.status, cursor).toBe(400);
    }

    const many = await makeUser(server.app);
    const product = await makeProduct(server.app, many);
    for (let index = 0; index < 52; index += 1) await order(many, product);
    const first = await list(many);
    expect(first.items).toHaveLength(50);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(many, `?cursor=${encodeURIComponent(first.next_cursor ?? "")}`);
    expect(second.items.map((item) => item.number)).toEqual([2, 1]);
    expect(second.next_cursor).toBeNull();
  });
});

describe("card-to-card receipts (DESIGN 23)", () => {
  it("stores the receipt photo, then the seller approves it (paid) once", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller), { payment_method: "card_to_card" });
    expect((await decide(seller, made.id, "approve")).status).toBe(409);
    const uploaded = await uploadReceipt(seller, made.id);
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const withReceipt = (await uploaded.json()) as Order;
    expect(withReceipt.receipt_url).toBe(`/api/orders/${made.id}/receipt`);
    const photo = await server.app.request(withReceipt.receipt_url ?? "", asUser(seller.cookie));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    const approved = await decide(seller, made.id, "approve");
    expect(approved.status).toBe(200);
    // Issue 35: a new order is confirmed by the same approval (receipt-approval.api.test.ts).
    expect(await approved.json()).toMatchObject({ payment_status: "paid", order_status: "confirmed" });
    const again = await decide(seller, made.id, "reject");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "receipt_not_pending" });
    expect((await eventsOf(made.id)).map((event) => `${event.kind}:${event.toValue}`)).toEqual([
      "created:new",
      "receipt:pending",
      "payment:paid",
      "status:confirmed",
    ]);
  });

  it("rejects a receipt (failed); a new receipt puts the payment back to pending", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller), { payment_method: "card_to_card" });
    await uploadReceipt(seller, made.id);
    const rejected = await decide(seller, made.id, "reject");
    expect(((await rejected.json()) as Order).payment_status).toBe("failed");
    const retried = await uploadReceipt(seller, made.id);
    expect(((await retried.json()) as Order).payment_status).toBe("pending");
  });

  it("takes a phone camera's receipt photo (megabytes) and refuses a file over 10 MB with 413", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller), { payment_method: "card_to_card" });
    const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
    const photo = await sharp({ create: { width: 1400, height: 1800, channels: 3, background: "#fff", noise } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    expect((await uploadReceipt(seller, made.id, new Uint8Array(photo))).status).toBe(200);
    const huge = await uploadReceipt(seller, made.id, new Uint8Array(11 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "media_too_large" });
  });

  it("refuses a receipt, and a decision, for a cancelled order", async () => {
    const seller = await makeUser(server.app);
    const made = await order(seller, await makeProduct(server.app, seller), { payment_method: "card_to_card" });
    await uploadReceipt(seller, made.id);
    expect((await move(seller, made.id, "cancelled")).status).toBe(200);
    expect((await decide(seller, made.id, "approve")).status).toBe(409);
    expect((await uploadReceipt(seller, made.id)).status).toBe(409);
    expect((await list(seller)).items[0]?.payment_status).toBe("pending");
  });

  it("refuses a receipt for a gateway order and a file that is not a photo", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const gateway = await order(seller, product);
    expect((await uploadReceipt(seller, gateway.id)).status).toBe(409);
    const card = await order(seller, product, { payment_method: "card_to_card" });
    const text = await uploadReceipt(seller, card.id, new TextEncoder().encode("not a photo at all"));
    expect(text.status).toBe(400);
    expect((await list(seller)).items.every((item) => item.receipt_url === null)).toBe(true);
  });
});
