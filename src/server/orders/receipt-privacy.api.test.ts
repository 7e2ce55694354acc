import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/orders";
import { payPaths } from "../../shared/pay-links";
import { orders } from "../db/schema";
import { newPayToken } from "../shop-pay/pay-token";
import { makeImage, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A card-to-card order of `seller` with a receipt photo, and the pay link the bot gives its buyer. */
async function orderWithReceipt(seller: TestAccount) {
  const product = await makeProduct(server.app, seller);
  const placed = await sendJsonAs(server.app, seller, "/api/orders", {
    items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
    buyer_name: "Reza Karimi",
    buyer_phone: "09121234567",
    payment_method: "card_to_card",
  });
  const { id } = (await placed.json()) as Order;
  const payToken = newPayToken();
  await server.database.db.update(orders).set({ payToken }).where(eq(orders.id, id));
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(await makeImage("jpeg", 300, 500))], "receipt.jpg"));
  const attached = await server.app.request(
    `/api/orders/${id}/receipt`,
    asUser(seller.cookie, { method: "POST", body: form }),
  );
  expect(attached.status, await attached.clone().text()).toBe(200);
  const order = (await attached.json()) as Order;
  return { order, receiptUrl: order.receipt_url ?? "", payToken };
}

const keyOf = async (orderId: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.receiptKey ?? "";

function expectPrivatePhoto(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
}

describe("card-to-card receipt photos are the order's seller's and buyer's only (issue 34)", () => {
  it("the shop owner sees the receipt in the orders tab, never kept by a shared cache", async () => {
    const seller = await makeUser(server.app);
    const { order, receiptUrl } = await orderWithReceipt(seller);
    expect(receiptUrl).toBe(`/api/orders/${order.id}/receipt`);
    const listed = (await (await server.app.request("/api/orders", asUser(seller.cookie))).json()) as {
      items: Order[];
    };
    expect(listed.items[0]?.receipt_url).toBe(receiptUrl);
    expectPrivatePhoto(await server.app.request(receiptUrl, asUser(seller.cookie)));
  });

  it("the buyer sees it through the order's pay link, never cached", async () => {
    const seller = await makeUser(server.app);
    const { payToken } = await orderWithReceipt(seller);
    expectPrivatePhoto(await server.app.request(payPaths.receipt(payToken)));
    expect((await server.app.request(payPaths.receipt(newPayToken()))).status).toBe(404);
    expect((await server.app.request(payPaths.receipt("not-a-token"))).status).toBe(404);
  });

  it("a stranger with the address, another seller and the public uploads path get nothing", async () => {
    const seller = await makeUser(server.app);
    const { order, receiptUrl } = await orderWithReceipt(seller);
    const stranger = await makeUser(server.app);
    const otherSeller = await makeUser(server.app);
    await orderWithReceipt(otherSeller);
    expect((await server.app.request(receiptUrl, asUser(stranger.cookie))).status).toBe(404);
    expect((await server.app.request(receiptUrl, asUser(otherSeller.cookie))).status).toBe(404);
    expect((await server.app.request(receiptUrl)).status).toBe(401);
    const stored = await keyOf(order.id);
    expect(stored.startsWith("private/receipts/")).toBe(true);
    expect((await server.app.request(`/uploads/${stored}`)).status).toBe(404);
  });

  it("a receipt stored before issue 34, at a public address, still loads for its seller and buyer, and only for them", async () => {
    const seller = await makeUser(server.app);
    const { order, payToken } = await orderWithReceipt(seller);
    // The form every receipt had before: a receipts/ key and its /uploads address in the row.
    const oldKey = `receipts/${seller.id}/${crypto.randomUUID()}.webp`;
    const { url } = await server.storage.put(oldKey, await makeImage("webp", 300, 500), "image/webp");
    await server.database.db.update(orders).set({ receiptKey: oldKey, receiptUrl: url }).where(eq(orders.id, order.id));
    expect(url).toBe(`/uploads/${oldKey}`);
    const listed = (await (await server.app.request("/api/orders", asUser(seller.cookie))).json()) as {
      items: Order[];
    };
    expect(listed.items[0]?.receipt_url).toBe(`/api/orders/${order.id}/receipt`);
    expectPrivatePhoto(await server.app.request(`/api/orders/${order.id}/receipt`, asUser(seller.cookie)));
    expectPrivatePhoto(await server.app.request(payPaths.receipt(payToken)));
    expect((await server.app.request(url)).status).toBe(404);
    expect((await server.app.request(url, asUser(seller.cookie))).status).toBe(404);
  });
});
