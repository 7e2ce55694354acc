import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountCart, DiscountCode, DiscountCodeList } from "../../shared/discounts";
import { discountLimits } from "../../shared/discounts";
import { discountCodes, discountRedemptions, orders } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import { databaseSnapshot } from "../test/database-snapshot";
import { makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { discountBuyerKey, holdDiscount, previewDiscount, recordRedemption, redeemDiscount } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tenOff = { code: "off10", kind: "percent", value: 10 };

async function list(account: TestAccount): Promise<DiscountCode[]> {
  const response = await server.app.request("/api/discount-codes", asUser(account.cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as DiscountCodeList).items;
}

async function create(account: TestAccount, body: Record<string, unknown> = tenOff): Promise<DiscountCode> {
  const response = await sendJsonAs(server.app, account, "/api/discount-codes", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as DiscountCode;
}

const put = (account: TestAccount, id: string, body: unknown) =>
  sendJsonAs(server.app, account, `/api/discount-codes/${id}`, body, "PUT");
const remove = (account: TestAccount, id: string) =>
  server.app.request(`/api/discount-codes/${id}`, asUser(account.cookie, { method: "DELETE" }));

async function expectRefused(response: Response, status: number, code: string) {
  const body = (await response.json()) as { code: string; issues?: { path: string; message: string }[] };
  expect(response.status).toBe(status);
  expect(body.code).toBe(code);
  return body;
}

let orderNumber = 0;
/** A bare order of the seller (its lines are the order feature's), for a redemption to point at. */
async function insertOrder(
  db: TestServer["database"]["db"],
  sellerId: string,
  values: { total: number; status?: "new" | "cancelled" },
) {
  orderNumber += 1;
  const id = crypto.randomUUID();
  await db.insert(orders).values({
    id,
    sellerId,
    number: orderNumber,
    buyerName: "Sara",
    buyerPhone: "09121234567",
    paymentMethod: "card_to_card",
    source: "bot",
    subtotal: values.total,
    total: values.total,
    orderStatus: values.status ?? "new",
  });
  return id;
}

const cartOf = (lineTotal: number): DiscountCart => ({
  lines: [{ productId: null, category: "general", lineTotal }],
  subtotal: lineTotal,
});

/** One buyer's order placed with the code in its own transaction, as order placement does. */
function placeWithCode(sellerId: string, code: string, buyerKey: string) {
  return withTransaction(server.database.db, async (tx) => {
    const orderId = await insertOrder(tx, sellerId, { total: 100_000 });
    return redeemDiscount(tx, { sellerId, code, buyerKey, orderId, ...cartOf(100_000), now: new Date() });
  }).then(
    (applied) => ({ ok: true as const, amount: applied.amount }),
    (error: unknown) => {
      if (error instanceof DomainError && error.code === "discount_not_applicable") {
        return { ok: false as const, reason: error.params?.reason };
      }
      throw error;
    },
  );
}

describe("a shop's discount codes (issue 36, DESIGN 32)", () => {
  it("are created, listed newest first with their uses and revenue, edited and deleted", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const first = await create(seller);
    expect(first).toEqual({
      id: expect.any(String),
      code: "OFF10",
      kind: "percent",
      value: 10,
      min_order: null,
      max_uses: null,
      once_per_buyer: false,
      starts_at: null,
      ends_at: null,
      product_ids: [],
      categories: [],
      is_active: true,
      uses: 0,
      revenue: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await create(seller, {
      code: "yalda-۵۰",
      kind: "fixed",
      value: 50_000,
      min_order: 200_000,
      max_uses: 100,
      once_per_buyer: true,
      starts_at: "2026-12-20T00:00:00+03:30",
      ends_at: "2026-12-23T00:00:00+03:30",
      product_ids: [product.id],
      categories: ["home"],
      is_active: false,
    });
    expect(second).toMatchObject({
      code: "YALDA-50",
      starts_at: "2026-12-19T20:30:00.000Z",
      ends_at: "2026-12-22T20:30:00.000Z",
      product_ids: [product.id],
      categories: ["home"],
    });
    expect((await list(seller)).map((code) => code.code)).toEqual(["YALDA-50", "OFF10"]);

    const edited = await put(seller, first.id, { ...tenOff, value: 20, max_uses: 5 });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: first.id, value: 20, max_uses: 5, is_active: true });

    expect((await remove(seller, second.id)).status).toBe(204);
    expect((await list(seller)).map((code) => code.code)).toEqual(["OFF10"]);
  });

  it("a code is unique in its shop however it is typed, not across shops", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const kept = await create(seller);
    await expectRefused(
      await sendJsonAs(server.app, seller, "/api/discount-codes", { ...tenOff, code: " OFF۱۰" }),
      409,
      "discount_code_taken",
    );
    const renamed = await create(seller, { ...tenOff, code: "OFF20" });
    await expectRefused(await put(seller, renamed.id, tenOff), 409, "discount_code_taken");
    expect((await list(seller)).map((code) => code.code)).toEqual(["OFF20", "OFF10"]);
    expect((await create(other)).code).toBe(kept.code);
  });

  it("another seller's code answers 404 and does not change; their products cannot be named", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    const code = await create(seller);
    const othersProduct = await makeProduct(server.app, other);
    const before = await databaseSnapshot(server.database.db);
    await expectRefused(await put(other, code.id, { ...tenOff, value: 90 }), 404, "not_found");
    await expectRefused(await remove(other, code.id), 404, "not_found");
    await expectRefused(await put(seller, crypto.randomUUID(), tenOff), 404, "not_found");
    const withOthers = { ...tenOff, code: "THEIRS", product_ids: [othersProduct.id] };
    await expectRefused(await sendJsonAs(server.app, seller, "/api/discount-codes", withOthers), 404, "not_found");
    await expectRefused(await put(seller, code.id, withOthers), 404, "not_found");
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
    expect(await list(other)).toEqual([]);
    expect((await list(seller))[0]).toEqual(code);
  });

  it("a code whose product was deleted can still be saved as it was; a product it did not name cannot", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const code = await create(seller, { ...tenOff, product_ids: [product.id] });
    const deleted = await server.app.request(
      `/api/products/${product.id}`,
      asUser(seller.cookie, { method: "DELETE" }),
    );
    expect(deleted.status).toBe(204);
    const saved = await put(seller, code.id, { ...tenOff, product_ids: [product.id], is_active: false });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ product_ids: [product.id], is_active: false });
    const unknown = { ...tenOff, product_ids: [product.id, crypto.randomUUID()] };
    await expectRefused(await put(seller, code.id, unknown), 404, "not_found");
  });

  it("bad input is 400 with the field and its message, and changes nothing", async () => {
    const seller = await makeUser(server.app);
    const code = await create(seller);
    const before = await databaseSnapshot(server.database.db);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ value: 0 }, "value", "valueTooSmall"],
      [{ value: 101 }, "value", "percentRange"],
      [{ kind: "fixed", value: 1_000_000_000 }, "value", "amountRange"],
      [{ code: "ab" }, "code", "codeLength"],
      [{ code: "تخفیف؟" }, "code", "codeFormat"],
      [{ starts_at: "2026-03-02T00:00:00Z", ends_at: "2026-03-01T00:00:00Z" }, "ends_at", "endBeforeStart"],
      [{ max_uses: 0 }, "max_uses", "maxUsesInvalid"],
      [{ categories: ["toys"] }, "categories.0", "categoryInvalid"],
      [{ product_ids: ["not-an-id"] }, "product_ids.0", "productInvalid"],
    ];
    for (const [change, path, message] of refusals) {
      for (const response of [
        await sendJsonAs(server.app, seller, "/api/discount-codes", { ...tenOff, code: "NEW1", ...change }),
        await put(seller, code.id, { ...tenOff, ...change }),
      ]) {
        const body = await expectRefused(response, 400, "validation_failed");
        expect(body.issues).toContainEqual({ path, message });
      }
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it(`a shop keeps at most ${discountLimits.perShop} codes`, async () => {
    const seller = await makeUser(server.app);
    await server.database.db.insert(discountCodes).values(
      Array.from({ length: discountLimits.perShop }, (_, index) => ({
        id: crypto.randomUUID(),
        sellerId: seller.id,
        code: `BULK${index}`,
        kind: "percent" as const,
        value: 5,
      })),
    );
    const refused = await expectRefused(
      await sendJsonAs(server.app, seller, "/api/discount-codes", tenOff),
      409,
      "discount_code_limit_reached",
    );
    expect(refused).toMatchObject({ params: { limit: discountLimits.perShop } });
  });

  it("the list shows the uses so far and the revenue of the orders that used it, cancelled ones left out", async () => {
    const seller = await makeUser(server.app);
    const code = await create(seller);
    const { db } = server.database;
    const buyerKey = discountBuyerKey({ phone: "+98 912 123 4567" });
    expect(buyerKey).toBe("phone:09121234567");
    for (const [total, status] of [
      [90_000, "new"],
      [45_000, "new"],
      [1_000_000, "cancelled"],
    ] as const) {
      await withTransaction(db, async (tx) => {
        const orderId = await insertOrder(tx, seller.id, { total, status });
        await redeemDiscount(tx, {
          sellerId: seller.id,
          code: "off10",
          buyerKey,
          orderId,
          ...cartOf(total),
          now: new Date(),
        });
      });
    }
    expect((await list(seller))[0]).toMatchObject({ id: code.id, uses: 3, revenue: 135_000 });
  });

  it("a preview says what the code takes off, or why not, and counts nothing", async () => {
    const seller = await makeUser(server.app);
    await create(seller, { ...tenOff, max_uses: 1 });
    const ctx = { db: server.database.db };
    const request = { sellerId: seller.id, buyerKey: "chat:bot:1", ...cartOf(123_456), now: new Date() };
    const preview = await previewDiscount(ctx, { ...request, code: " Off۱۰ " });
    expect(preview).toEqual({ ok: true, codeId: expect.any(String), code: "OFF10", amount: 12_345 });
    expect(await previewDiscount(ctx, { ...request, code: "OFF10" })).toEqual(preview);
    expect(await previewDiscount(ctx, { ...request, code: "NOPE" })).toEqual({ ok: false, reason: "unknown" });
    const other = await makeUser(server.app);
    expect(await previewDiscount(ctx, { ...request, sellerId: other.id, code: "OFF10" })).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("a code that does not apply rolls the order back with 409 discount_not_applicable and its reason", async () => {
    const seller = await makeUser(server.app);
    await create(seller, { ...tenOff, min_order: 500_000 });
    expect(await placeWithCode(seller.id, "OFF10", "chat:bot:1")).toEqual({ ok: false, reason: "minimum_not_reached" });
    expect(await placeWithCode(seller.id, "MISSING", "chat:bot:1")).toEqual({ ok: false, reason: "unknown" });
    const placed = await server.database.db.select().from(orders).where(eq(orders.sellerId, seller.id));
    expect(placed).toEqual([]);
  });

  it("ISSUE36-DISCOUNT-RACE 50 buyers racing for a code with 10 uses left get 10", async () => {
    const seller = await makeUser(server.app);
    const code = await create(seller, { ...tenOff, code: "RACE", max_uses: 12 });
    for (const buyer of [1, 2]) expect((await placeWithCode(seller.id, "RACE", `chat:bot:${buyer}`)).ok).toBe(true);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => placeWithCode(seller.id, "race", `chat:bot:${100 + index}`)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok)).toEqual(Array(40).fill({ ok: false, reason: "used_up" }));
    const { db } = server.database;
    expect(await db.$count(discountRedemptions, eq(discountRedemptions.codeId, code.id))).toBe(12);
    // The refused orders were rolled back with their redemption.
    expect(await db.$count(orders, eq(orders.sellerId, seller.id))).toBe(12);
    expect((await list(seller))[0]).toMatchObject({ uses: 12, revenue: 1_200_000 });
  });

  it("ISSUE36-DISCOUNT-ONCE a once-per-buyer code goes once to a buyer racing themself, and to each other buyer", async () => {
    const seller = await makeUser(server.app);
    await create(seller, { ...tenOff, code: "ONCE", once_per_buyer: true });
    const buyer = discountBuyerKey({ botId: "bot-1", chatId: 42 });
    const sameBuyer = await Promise.all(Array.from({ length: 10 }, () => placeWithCode(seller.id, "ONCE", buyer)));
    expect(sameBuyer.filter((result) => result.ok)).toEqual([{ ok: true, amount: 10_000 }]);
    expect(sameBuyer.filter((result) => !result.ok)).toEqual(Array(9).fill({ ok: false, reason: "already_used" }));
    const others = await Promise.all(
      [43, 44, 45].map((chatId) => placeWithCode(seller.id, "ONCE", discountBuyerKey({ botId: "bot-1", chatId }))),
    );
    expect(others.every((result) => result.ok)).toBe(true);
  });

  it("an order that needs its discount before its row holds the code, then records the use: 20 racing for 5 get 5", async () => {
    const seller = await makeUser(server.app);
    await create(seller, { ...tenOff, code: "HOLD", kind: "fixed", value: 30_000, max_uses: 5 });
    const { db } = server.database;
    const place = (chat: number) =>
      withTransaction(db, async (tx) => {
        const request = {
          sellerId: seller.id,
          code: "HOLD",
          buyerKey: `chat:bot:${chat}`,
          ...cartOf(100_000),
          now: new Date(),
        };
        const hold = await holdDiscount(tx, request);
        orderNumber += 1;
        const orderId = crypto.randomUUID();
        await tx.insert(orders).values({
          id: orderId,
          sellerId: seller.id,
          number: orderNumber,
          buyerName: "Sara",
          buyerPhone: "09121234567",
          paymentMethod: "card_to_card",
          source: "bot",
          subtotal: 100_000,
          discount: hold.amount,
          total: 100_000 - hold.amount,
          discountCodeId: hold.codeId,
          discountCode: hold.code,
        });
        await recordRedemption(tx, { hold, orderId, buyerKey: request.buyerKey, now: request.now });
        return hold.amount;
      }).catch((error: unknown) => (error instanceof DomainError ? error.params?.reason : Promise.reject(error)));
    const results = await Promise.all(Array.from({ length: 20 }, (_, chat) => place(chat)));
    expect(results.filter((result) => result === 30_000)).toHaveLength(5);
    expect(results.filter((result) => result === "used_up")).toHaveLength(15);
    expect((await list(seller))[0]).toMatchObject({ uses: 5, revenue: 350_000 });
  });

  it("without a session nothing is read or changed", async () => {
    expect((await server.app.request("/api/discount-codes")).status).toBe(401);
  });
});
