import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderList } from "../../shared/orders";
import { orderItems, orders } from "../db/schema";
import { makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { orderOf } from "./order-shape";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe("an order reads the same written by the database as mapped in JavaScript (issue 20)", () => {
  it("with a receipt, without one, and with its product deleted", async () => {
    const { db } = server.database;
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const placed: Order[] = [];
    for (const payment_method of ["card_to_card", "gateway", "card_to_card"]) {
      const response = await sendJsonAs(server.app, seller, "/api/orders", {
        items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
        buyer_name: "Reza Karimi",
        buyer_phone: "09121234567",
        payment_method,
      });
      expect(response.status, await response.clone().text()).toBe(201);
      placed.push((await response.json()) as Order);
    }
    const [withReceipt, , deletedProduct] = placed;
    if (!withReceipt || !deletedProduct) throw new Error("the orders were not placed");
    await db.update(orders).set({ receiptKey: "private/receipts/a.webp" }).where(eq(orders.id, withReceipt.id));
    await db
      .update(orderItems)
      .set({ productId: null, variantId: null })
      .where(eq(orderItems.orderId, deletedProduct.id));

    const response = await server.app.request("/api/orders", asUser(seller.cookie));
    expect(response.status).toBe(200);
    const listed = (await response.json()) as OrderList;
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.sellerId, seller.id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    expect(listed.items).toEqual(await Promise.all(rows.map((row) => orderOf(db, row))));
    expect(listed.items.find((item) => item.id === withReceipt.id)?.receipt_url).toBe(
      `/api/orders/${withReceipt.id}/receipt`,
    );
    expect(listed.items.find((item) => item.id === deletedProduct.id)?.items[0]?.product_deleted).toBe(true);
  });
});
