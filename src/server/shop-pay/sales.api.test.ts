import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/orders";
import { payPaths } from "../../shared/pay-links";
import type { ShopSales } from "../../shared/shop-sales";
import { orders } from "../db/schema";
import { type MadeProduct, makeImage, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { newPayToken } from "./service";

// Without Zarinpal's keys the app pays shops in the sandbox: a gateway payment is verified with a SANDBOX- code.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const merchantId = "0b4f62e1-7a2c-4d55-9d1e-3c8a5b7e9f10";

async function sellerWithGateway() {
  const seller = await makeUser(server.app);
  const saved = await sendJsonAs(
    server.app,
    seller,
    "/api/seller-settings/gateway",
    { zarinpal_merchant_id: merchantId },
    "PUT",
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  return seller;
}

async function order(
  seller: TestAccount,
  product: MadeProduct,
  values: { buyer: string; method: "gateway" | "card_to_card"; quantity?: number; paid?: boolean },
) {
  const response = await sendJsonAs(server.app, seller, "/api/orders", {
    items: [{ variant_id: product.variants[0]?.id, quantity: values.quantity ?? 1 }],
    buyer_name: values.buyer,
    buyer_phone: "09121234567",
    payment_method: values.method,
    payment_status: values.paid ? "paid" : "pending",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Order;
}

/** The buyer pays a gateway order through its pay link: the sandbox gateway, then the callback verifies. */
async function payAtGateway(made: Order) {
  const token = newPayToken();
  await server.database.db.update(orders).set({ payToken: token }).where(eq(orders.id, made.id));
  // A seller's own order has no bot chat: its link shows the order, whose "Pay" starts the payment.
  const started = await server.app.request(payPaths.go(token));
  expect(started.status, await started.clone().text()).toBe(303);
  const authority = new URL(started.headers.get("location") ?? "", "http://shop").searchParams.get("Authority") ?? "";
  const back = await server.app.request(
    `${payPaths.callback(token)}?Authority=${encodeURIComponent(authority)}&Status=OK`,
  );
  expect(back.status).toBe(303);
}

async function sendReceipt(seller: TestAccount, made: Order) {
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(await makeImage("jpeg", 120, 200))], "receipt.jpg"));
  const response = await server.app.request(
    `/api/orders/${made.id}/receipt`,
    asUser(seller.cookie, { method: "POST", body: form }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

async function decide(seller: TestAccount, made: Order, decision: "approve" | "reject") {
  const response = await sendJsonAs(server.app, seller, `/api/orders/${made.id}/receipt/decision`, { decision });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function salesOf(seller: TestAccount) {
  const response = await server.app.request("/api/shop-sales", asUser(seller.cookie));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ShopSales;
}

describe("the shop's sales on the transactions tab (issue 35, DESIGN 23)", () => {
  it("ISSUE35-SALES counts paid orders by method with exact sums; awaited payments are pending, not revenue", async () => {
    const seller = await sellerWithGateway();
    const scarf = await makeProduct(server.app, seller, { name: "Scarf", price: 120_000 });
    const byGateway = await order(seller, scarf, { buyer: "Reza Ahmadi", method: "gateway", quantity: 2 });
    await payAtGateway(byGateway);
    const byCard = await order(seller, scarf, { buyer: "Mina Karimi", method: "card_to_card" });
    await sendReceipt(seller, byCard);
    await decide(seller, byCard, "approve");
    // Awaited: a gateway order not paid yet, and a receipt waiting for the seller.
    await order(seller, scarf, { buyer: "Ali", method: "gateway" });
    await sendReceipt(seller, await order(seller, scarf, { buyer: "Sara", method: "card_to_card" }));
    // Neither paid nor awaited: a rejected receipt, and a cancelled order.
    const rejected = await order(seller, scarf, { buyer: "Neda", method: "card_to_card" });
    await sendReceipt(seller, rejected);
    await decide(seller, rejected, "reject");
    const cancelled = await order(seller, scarf, { buyer: "Omid", method: "gateway" });
    expect(
      (await sendJsonAs(server.app, seller, `/api/orders/${cancelled.id}/status`, { to: "cancelled" })).status,
    ).toBe(200);

    const { summary, sales } = await salesOf(seller);
    expect(summary).toEqual({
      paid: 2,
      revenue: 360_000,
      by_method: { gateway: { count: 1, revenue: 240_000 }, card_to_card: { count: 1, revenue: 120_000 } },
      pending: 2,
    });
    expect(sales.map(({ paid_at: _, ...sale }) => sale)).toEqual([
      {
        order_id: byCard.id,
        number: byCard.number,
        buyer_name: "Mina Karimi",
        amount: 120_000,
        payment_method: "card_to_card",
        payment_status: "paid",
        proof: "receipt",
        ref_id: null,
      },
      {
        order_id: byGateway.id,
        number: byGateway.number,
        buyer_name: "Reza Ahmadi",
        amount: 240_000,
        payment_method: "gateway",
        payment_status: "paid",
        proof: "gateway",
        ref_id: expect.stringMatching(/^SANDBOX-\d+$/),
      },
    ]);
  });

  it("ISSUE35-SALES sums the largest orders exactly in whole toman", async () => {
    const seller = await makeUser(server.app);
    const costly = await makeProduct(server.app, seller, { price: 999_999_999 });
    for (const buyer of ["A", "B", "C"]) {
      await order(seller, costly, { buyer, method: "card_to_card", quantity: 1000, paid: true });
    }
    const { summary, sales } = await salesOf(seller);
    expect(summary.revenue).toBe(2_999_999_997_000);
    expect(summary.by_method.card_to_card).toEqual({ count: 3, revenue: 2_999_999_997_000 });
    expect(sales.map((sale) => [sale.amount, sale.proof])).toEqual([
      [999_999_999_000, "seller"],
      [999_999_999_000, "seller"],
      [999_999_999_000, "seller"],
    ]);
  });

  it("ISSUE35-SALES lists at most 50 payments, newest paid first; the figures count them all", async () => {
    const seller = await makeUser(server.app);
    const mug = await makeProduct(server.app, seller, { price: 1_000 });
    // Ordered first, paid last: its approval makes it the newest payment.
    const paidLast = await order(seller, mug, { buyer: "Early orderer", method: "card_to_card" });
    await sendReceipt(seller, paidLast);
    for (let index = 1; index <= 50; index += 1) {
      await order(seller, mug, { buyer: `Buyer ${index}`, method: "card_to_card", paid: true });
    }
    await decide(seller, paidLast, "approve");

    const { summary, sales } = await salesOf(seller);
    expect(summary.paid).toBe(51);
    expect(summary.revenue).toBe(51_000);
    expect(sales).toHaveLength(50);
    expect(sales[0]?.number).toBe(paidLast.number);
    expect(sales.slice(1).map((sale) => sale.buyer_name)).toEqual(
      Array.from({ length: 49 }, (_, index) => `Buyer ${50 - index}`),
    );
    const times = sales.map((sale) => Date.parse(sale.paid_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("ISSUE35-SALES a seller never sees another seller's sales", async () => {
    const mine = await makeUser(server.app);
    const theirs = await makeUser(server.app);
    const myMug = await makeProduct(server.app, mine, { price: 50_000 });
    const theirMug = await makeProduct(server.app, theirs, { price: 70_000 });
    const myOrder = await order(mine, myMug, { buyer: "My buyer", method: "card_to_card", paid: true });
    await order(theirs, theirMug, { buyer: "Their buyer", method: "card_to_card", paid: true });
    await order(theirs, theirMug, { buyer: "Their waiting buyer", method: "gateway" });

    const { summary, sales } = await salesOf(mine);
    expect(summary).toEqual({
      paid: 1,
      revenue: 50_000,
      by_method: { gateway: { count: 0, revenue: 0 }, card_to_card: { count: 1, revenue: 50_000 } },
      pending: 0,
    });
    expect(sales.map((sale) => sale.order_id)).toEqual([myOrder.id]);
    expect((await salesOf(theirs)).sales.map((sale) => sale.buyer_name)).toEqual(["Their buyer"]);
  });

  it("ISSUE35-SALES a new seller has no sales, and a visitor is refused with 401", async () => {
    const seller = await makeUser(server.app);
    expect(await salesOf(seller)).toEqual({
      summary: {
        paid: 0,
        revenue: 0,
        by_method: { gateway: { count: 0, revenue: 0 }, card_to_card: { count: 0, revenue: 0 } },
        pending: 0,
      },
      sales: [],
    });
    const visitor = await server.app.request("/api/shop-sales");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: "unauthenticated" });
  });
});
