import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductList, productLimits, productPageSizes } from "../../shared/products";
import { products, productVariants } from "../db/schema";
import { productBody } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function page(account: TestAccount, query = "") {
  const response = await server.app.request(`/api/products${query}`, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as ProductList;
}

/**
 * `count` products of the seller stored at once, straight into the tables (each with its one variant, as a product
 * without options has: DESIGN 29); several share one millisecond.
 */
async function storeProducts(account: TestAccount, count: number) {
  const start = Date.parse("2026-11-01T08:00:00.000Z");
  const rows = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    userId: account.id,
    name: `Mug ${index}`,
    price: 1000 + index,
    productCode: `STORED-${index}`,
    // Three products to each millisecond, so the cursor's tie-break on the id is what pages them.
    createdAt: new Date(start + Math.floor(index / 3)),
    updatedAt: new Date(start),
  }));
  await server.database.db.insert(products).values(rows);
  await server.database.db
    .insert(productVariants)
    .values(
      rows.map((row) => ({ id: crypto.randomUUID(), sellerId: account.id, productId: row.id, code: row.productCode })),
    );
  return rows.map((row) => row.id);
}

describe("the products list comes in pages (issue 34, decision 010)", () => {
  it("a shop with more products than a page gets the first page and a cursor, and every product over the pages once", async () => {
    const seller = await makeUser(server.app);
    const stored = await storeProducts(seller, 10);
    const first = await page(seller, "?limit=4");
    expect(first.items).toHaveLength(4);
    expect(first.count).toBe(10);
    expect(first.next_cursor).not.toBeNull();

    const seen = first.items.map((item) => item.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(seller, `?limit=4&before=${encodeURIComponent(cursor)}`);
      expect(next.count).toBe(10);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.next_cursor;
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    expect([...seen].sort()).toEqual([...stored].sort());
    // Newest first: the last stored comes first, the first stored last.
    expect(seen.at(-1)).toBe(stored.slice(0, 3).sort().at(0));
  });

  it("without a limit the first page holds the default number of products, not all of them", async () => {
    const seller = await makeUser(server.app);
    await storeProducts(seller, productPageSizes.default + 1);
    const first = await page(seller);
    expect(first.items).toHaveLength(productPageSizes.default);
    expect(first.count).toBe(productPageSizes.default + 1);
    expect(first.next_cursor).not.toBeNull();
    const rest = await page(seller, `?before=${encodeURIComponent(first.next_cursor ?? "")}`);
    expect(rest.items).toHaveLength(1);
    expect(rest.next_cursor).toBeNull();
  });

  it("the kept first page is the one the database gives, for each page length, and a new product shows at once", async () => {
    const seller = await makeUser(server.app);
    await storeProducts(seller, 6);
    const read = await page(seller, "?limit=3");
    expect(await page(seller, "?limit=3")).toEqual(read);
    // Another length is not answered with the kept page of 3.
    expect((await page(seller, "?limit=5")).items).toHaveLength(5);
    expect((await page(seller)).items).toHaveLength(6);

    const added = await sendJsonAs(server.app, seller, "/api/products", productBody({ name: "Newest" }));
    expect(added.status).toBe(201);
    const after = await page(seller, "?limit=3");
    expect(after.count).toBe(7);
    expect(after.items.map((item) => item.name)).toEqual([
      "Newest",
      ...read.items.slice(0, 2).map((item) => item.name),
    ]);
  });

  it("a page asked with a length past the most, or a made-up cursor, is refused with 400", async () => {
    const seller = await makeUser(server.app);
    for (const query of [`?limit=${productPageSizes.max + 1}`, "?limit=0", "?before=yesterday"]) {
      const response = await server.app.request(`/api/products${query}`, asUser(seller.cookie));
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
  });
});

describe("a shop's products stay under the platform's ceiling (issue 34)", () => {
  it(`a shop with ${productLimits.perShop} products is refused the next one with product_limit_reached, and nothing changes`, async () => {
    const seller = await makeUser(server.app);
    await storeProducts(seller, productLimits.perShop);
    const response = await sendJsonAs(server.app, seller, "/api/products", productBody({ product_code: "ONE-MORE" }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "product_limit_reached",
      params: { limit: productLimits.perShop },
    });
    const stored = await server.database.db
      .select({ code: products.productCode })
      .from(products)
      .where(eq(products.userId, seller.id));
    expect(stored).toHaveLength(productLimits.perShop);
    expect(stored.map(({ code }) => code)).not.toContain("ONE-MORE");
    expect((await page(seller, "?limit=1")).count).toBe(productLimits.perShop);

    // Another seller's shop is not counted against it.
    const other = await makeUser(server.app);
    expect((await sendJsonAs(server.app, other, "/api/products", productBody())).status).toBe(201);
  });
});
