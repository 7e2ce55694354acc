import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductList } from "../../shared/products";
import { makeDraftMedia, makeImage, makeProduct, productBody, uploadMedia } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ UPLOAD_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => server.close());

const list = async (account: TestAccount) =>
  (await (await server.app.request("/api/products", asUser(account.cookie))).json()) as ProductList;

const create = (account: TestAccount, body: Record<string, unknown>) =>
  sendJsonAs(server.app, account, "/api/products", body);

async function refusedField(account: TestAccount, overrides: Record<string, unknown>) {
  const response = await create(account, productBody(overrides));
  expect(response.status, JSON.stringify(overrides)).toBe(400);
  const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] };
  expect(body.code).toBe("validation_failed");
  return body.issues;
}

describe("products: the form's rules on the server", () => {
  it("PROD-14 a product is saved with its fields and listed newest first with the count", async () => {
    const seller = await makeUser(server.app);
    const first = await makeProduct(server.app, seller, { name: "First" });
    const response = await create(
      seller,
      productBody({ name: "Second", description: "Glazed", category: "home", stock_quantity: 3, is_available: false }),
    );
    expect(response.status).toBe(201);
    const second = (await response.json()) as Product;
    expect(second).toMatchObject({
      name: "Second",
      description: "Glazed",
      price: 250_000,
      category: "home",
      stock_quantity: 3,
      is_available: false,
      media: [],
    });
    const listed = await list(seller);
    expect(listed.count).toBe(2);
    expect(listed.items.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it("PROD-02 the category defaults to general; the stock and description are optional (PROD-08, PROD-12)", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    expect(product).toMatchObject({ category: "general", stock_quantity: null, description: null, is_available: true });
  });

  it("PROD-07 a name outside 1-200 characters is refused", async () => {
    const seller = await makeUser(server.app);
    expect(await refusedField(seller, { name: "" })).toContainEqual({ path: "name", message: "fillRequired" });
    expect(await refusedField(seller, { name: "x".repeat(201) })).toContainEqual({
      path: "name",
      message: "nameTooLong",
    });
    expect((await create(seller, productBody({ name: "x".repeat(200) }))).status).toBe(201);
  });

  it("PROD-08 a description over 2000 characters is refused", async () => {
    const seller = await makeUser(server.app);
    expect(await refusedField(seller, { description: "x".repeat(2001) })).toContainEqual({
      path: "description",
      message: "descriptionTooLong",
    });
    expect((await create(seller, productBody({ description: "x".repeat(2000) }))).status).toBe(201);
  });

  it("PROD-09 a price outside 0-999,999,999 toman or not whole is refused", async () => {
    const seller = await makeUser(server.app);
    for (const price of [-1, 1_000_000_000, 1.5]) {
      expect((await refusedField(seller, { price })).map((issue) => issue.path)).toContain("price");
    }
    expect((await create(seller, productBody({ price: 0 }))).status).toBe(201);
    expect((await create(seller, productBody({ price: 999_999_999 }))).status).toBe(201);
  });

  it("PROD-10 a product code outside 1-50 characters, or with spaces, is refused", async () => {
    const seller = await makeUser(server.app);
    expect(await refusedField(seller, { product_code: "" })).toContainEqual({
      path: "product_code",
      message: "fillRequired",
    });
    expect(await refusedField(seller, { product_code: "A".repeat(51) })).toContainEqual({
      path: "product_code",
      message: "codeTooLong",
    });
    expect(await refusedField(seller, { product_code: "a b" })).toContainEqual({
      path: "product_code",
      message: "codeFormat",
    });
    expect((await create(seller, productBody({ product_code: "A".repeat(50) }))).status).toBe(201);
  });

  it("a product code typed with Persian or Arabic digits is saved with Latin ones", async () => {
    const seller = await makeUser(server.app);
    const response = await create(seller, productBody({ product_code: "SH-۱۲٣" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Product).product_code).toBe("SH-123");
  });

  it("PROD-11 a category not on the 001 §9 list is refused", async () => {
    const seller = await makeUser(server.app);
    expect((await refusedField(seller, { category: "x".repeat(101) })).map((issue) => issue.path)).toContain(
      "category",
    );
    expect((await refusedField(seller, { category: "weapons" })).map((issue) => issue.path)).toContain("category");
  });

  it("PROD-12 a stock below 0 or not whole is refused", async () => {
    const seller = await makeUser(server.app);
    for (const stock_quantity of [-1, 2.5]) {
      expect((await refusedField(seller, { stock_quantity })).map((issue) => issue.path)).toContain("stock_quantity");
    }
    expect(await list(seller)).toEqual({ items: [], next_cursor: null, count: 0 });
  });

  it("PROD-06 a code the seller already uses is refused with product_code_taken; another seller may use it", async () => {
    const seller = await makeUser(server.app);
    await makeProduct(server.app, seller, { product_code: "CUP-1" });
    const again = await create(seller, productBody({ product_code: "CUP-1" }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "product_code_taken" });
    expect((await list(seller)).count).toBe(1);
    const other = await makeUser(server.app);
    expect((await create(other, productBody({ product_code: "CUP-1" }))).status).toBe(201);
  });
});

describe("products: edit, availability, delete", () => {
  it("PROD-15 an edit saves the new fields", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller, { stock_quantity: 4 });
    const response = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${product.id}`,
      { name: "Red mug", price: 300_000, product_code: product.product_code, category: "food" },
      "PUT",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Red mug",
      price: 300_000,
      category: "food",
      stock_quantity: null,
    });
    expect((await list(seller)).items[0]).toMatchObject({ name: "Red mug" });
  });

  it("PROD-05 a changed product code is refused on an edit, and nothing changes", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller, { name: "Mug" });
    const response = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${product.id}`,
      productBody({ name: "Renamed", product_code: "OTHER-1" }),
      "PUT",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "product_code_locked" });
    expect((await list(seller)).items[0]).toMatchObject({ name: "Mug", product_code: product.product_code });
  });

  it("PROD-17 the availability switch makes a product unavailable and available again", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const path = `/api/products/${product.id}`;
    const off = await sendJsonAs(server.app, seller, path, { is_available: false }, "PATCH");
    expect(off.status).toBe(200);
    expect(((await off.json()) as Product).is_available).toBe(false);
    expect((await list(seller)).items[0]?.is_available).toBe(false);
    const on = await sendJsonAs(server.app, seller, path, { is_available: true }, "PATCH");
    expect(((await on.json()) as Product).is_available).toBe(true);
  });

  it("PROD-17 an edit without is_available keeps the availability switched in the list meanwhile", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const patched = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${product.id}`,
      { is_available: false },
      "PATCH",
    );
    expect(patched.status).toBe(200);
    const edit = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${product.id}`,
      productBody({ product_code: product.product_code, name: "Renamed" }),
      "PUT",
    );
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ name: "Renamed", is_available: false });
    const create = await sendJsonAs(server.app, seller, "/api/products", productBody());
    expect(await create.json()).toMatchObject({ is_available: true });
  });

  it("PROD-16 delete removes the product", async () => {
    const seller = await makeUser(server.app);
    const product = await makeProduct(server.app, seller);
    const response = await server.app.request(
      `/api/products/${product.id}`,
      asUser(seller.cookie, { method: "DELETE" }),
    );
    expect(response.status).toBe(204);
    expect((await list(seller)).count).toBe(0);
  });

  it("PROD-33 another seller's product and files answer 404 and stay as they were", async () => {
    const owner = await makeUser(server.app);
    const stranger = await makeUser(server.app);
    const product = await makeProduct(server.app, owner);
    const draft = await makeDraftMedia(server.app, owner);
    const path = `/api/products/${product.id}`;
    const answers = [
      await sendJsonAs(server.app, stranger, path, productBody({ product_code: product.product_code }), "PUT"),
      await sendJsonAs(server.app, stranger, path, { is_available: false }, "PATCH"),
      await server.app.request(path, asUser(stranger.cookie, { method: "DELETE" })),
      await server.app.request(`/api/products/media/${draft.id}`, asUser(stranger.cookie, { method: "DELETE" })),
      await create(stranger, productBody({ media_ids: [draft.id] })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await list(stranger)).count).toBe(0);
    expect((await list(owner)).items[0]).toMatchObject({ id: product.id, is_available: true });
    expect((await create(owner, productBody({ media_ids: [draft.id] }))).status).toBe(201);
  });
});

describe("products: files named by a product", () => {
  it("PROD-28 the files are attached in the order given and listed with the product", async () => {
    const seller = await makeUser(server.app);
    const image = (await (await uploadMedia(server.app, seller, await makeImage("png"), "a.png")).json()) as {
      id: string;
    };
    const video = await makeDraftMedia(server.app, seller);
    const response = await create(seller, productBody({ media_ids: [video.id, image.id] }));
    expect(response.status).toBe(201);
    const product = (await response.json()) as Product;
    expect(product.media.map((item) => [item.id, item.kind])).toEqual([
      [video.id, "video"],
      [image.id, "image"],
    ]);
    expect((await list(seller)).items[0]?.media).toHaveLength(2);
  });

  it("PROD-25 PROD-27 an eleventh image on a product is refused with the limit", async () => {
    const seller = await makeUser(server.app);
    const png = await makeImage("png", 8, 8);
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      ids.push(((await (await uploadMedia(server.app, seller, png, "p.png")).json()) as { id: string }).id);
    }
    const product = await makeProduct(server.app, seller, { media_ids: ids.slice(0, 10) });
    const response = await sendJsonAs(
      server.app,
      seller,
      `/api/products/${product.id}`,
      productBody({ product_code: product.product_code, media_ids: [...product.media.map((m) => m.id), ids[10]] }),
      "PUT",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "media_limit_reached", params: { limit: 10 } });
    expect((await list(seller)).items[0]?.media).toHaveLength(10);
  });

  it("PROD-26 PROD-27 a third video on a product is refused with the limit", async () => {
    const seller = await makeUser(server.app);
    const videos = [
      await makeDraftMedia(server.app, seller),
      await makeDraftMedia(server.app, seller),
      await makeDraftMedia(server.app, seller),
    ];
    const response = await create(seller, productBody({ media_ids: videos.map((video) => video.id) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "media_limit_reached", params: { limit: 2 } });
    expect((await list(seller)).count).toBe(0);
  });

  it("PROD-27 two saves at once naming the same draft: one gets it, the other is refused and not saved without it", async () => {
    const seller = await makeUser(server.app);
    const draft = await makeDraftMedia(server.app, seller);
    const responses = await Promise.all([
      create(seller, productBody({ media_ids: [draft.id] })),
      create(seller, productBody({ media_ids: [draft.id] })),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 404]);
    const { items } = await list(seller);
    expect(items.map((item) => item.media.map((media) => media.id))).toEqual([[draft.id]]);
  });

  it("PROD-25 PROD-27 two edits at once adding 10 images each leave at most 10 on the product", async () => {
    const seller = await makeUser(server.app);
    const png = await makeImage("png", 8, 8);
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      ids.push(((await (await uploadMedia(server.app, seller, png, "p.png")).json()) as { id: string }).id);
    }
    const product = await makeProduct(server.app, seller);
    const edit = (media: string[]) =>
      sendJsonAs(
        server.app,
        seller,
        `/api/products/${product.id}`,
        productBody({ product_code: product.product_code, media_ids: media }),
        "PUT",
      );
    const responses = await Promise.all([edit(ids.slice(0, 10)), edit(ids.slice(10))]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect((await list(seller)).items[0]?.media.length).toBeLessThanOrEqual(10);
  });

  it("a file of another product of the seller cannot be moved by naming it", async () => {
    const seller = await makeUser(server.app);
    const draft = await makeDraftMedia(server.app, seller);
    await makeProduct(server.app, seller, { media_ids: [draft.id] });
    const response = await create(seller, productBody({ media_ids: [draft.id] }));
    expect(response.status).toBe(404);
  });
});
