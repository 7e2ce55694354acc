import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/orders";
import type { Product } from "../../shared/products";
import { makeImage, productBody, uploadMedia } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const shirtOptions = [
  { name: "سایز", values: ["S", "M", "L"] },
  { name: "رنگ", values: ["سفید"] },
];
const shirtVariants = [
  { option_values: ["S", "سفید"], code: "SHIRT-S", stock: 2 },
  { option_values: ["M", "سفید"], code: "SHIRT-M", price: 420_000, stock: 0 },
  { option_values: ["L", "سفید"], code: "SHIRT-L", stock: null, is_active: false },
];

async function saveProduct(account: TestAccount, body: Record<string, unknown>, id?: string) {
  const response = await sendJsonAs(
    server.app,
    account,
    id ? `/api/products/${id}` : "/api/products",
    productBody(body),
    id ? "PUT" : "POST",
  );
  return { status: response.status, body: (await response.json()) as Product & { code?: string; params?: unknown } };
}

async function shirt(account: TestAccount) {
  const saved = await saveProduct(account, {
    name: "Linen shirt",
    price: 380_000,
    product_code: "SHIRT",
    options: shirtOptions,
    variants: shirtVariants,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body;
}

describe("ISSUE36-VARIANTS a product's options and variants (DESIGN 29)", () => {
  it("a shirt in S, M and L keeps each variant's code, price, stock and switch; its stock is the active ones' together", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    expect(product.options).toEqual(shirtOptions);
    expect(product.variants.map(({ id, ...variant }) => variant)).toEqual([
      { option_values: ["S", "سفید"], code: "SHIRT-S", price: null, stock: 2, is_active: true, media_id: null },
      { option_values: ["M", "سفید"], code: "SHIRT-M", price: 420_000, stock: 0, is_active: true, media_id: null },
      { option_values: ["L", "سفید"], code: "SHIRT-L", price: null, stock: null, is_active: false, media_id: null },
    ]);
    // L is switched off, so the uncounted stock does not make the whole product uncounted.
    expect(product.stock_quantity).toBe(2);
    const listed = (await (await server.app.request("/api/products", asUser(seller.cookie))).json()) as {
      items: Product[];
    };
    expect(listed.items[0]).toEqual(product);
  });

  it("an edit keeps the variants it names by id, adds new ones, drops the rest; without options the product is its own one variant again", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    const [small, medium] = product.variants;
    const edited = await saveProduct(
      seller,
      {
        name: "Linen shirt",
        price: 380_000,
        product_code: "SHIRT",
        options: [{ name: "سایز", values: ["S", "M", "XL"] }],
        variants: [
          { id: small?.id, option_values: ["S"], code: "SHIRT-S", stock: 5 },
          { option_values: ["XL"], code: "SHIRT-XL", stock: 1 },
        ],
      },
      product.id,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.variants.map((variant) => [variant.code, variant.stock])).toEqual([
      ["SHIRT-S", 5],
      ["SHIRT-XL", 1],
    ]);
    expect(edited.body.variants[0]?.id).toBe(small?.id);
    expect(edited.body.variants.map((variant) => variant.id)).not.toContain(medium?.id);

    const plain = await saveProduct(
      seller,
      { name: "Linen shirt", price: 380_000, product_code: "SHIRT", stock_quantity: 7 },
      product.id,
    );
    expect(plain.status).toBe(200);
    expect(plain.body.options).toEqual([]);
    expect(plain.body.variants.map(({ id, ...variant }) => variant)).toEqual([
      { option_values: [], code: "SHIRT", price: null, stock: 7, is_active: true, media_id: null },
    ]);
    expect(plain.body.stock_quantity).toBe(7);
  });

  it("each rule the schema cannot see is refused with its own code and changes nothing", async () => {
    const seller = await makeUser(server.app);
    await saveProduct(seller, { product_code: "MUG-OWN" });
    const base = { name: "Shirt", price: 380_000, product_code: "SHIRT-NEW", options: shirtOptions };
    const image = (await (await uploadMedia(server.app, seller, await makeImage("jpeg"), "a.jpg")).json()) as {
      id: string;
    };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...base, options: [], variants: shirtVariants }, 400, "variants_without_options"],
      [{ ...base, variants: [] }, 400, "variant_combination_invalid"],
      [{ ...base, variants: [{ option_values: ["XXL", "سفید"], code: "A1" }] }, 400, "variant_combination_invalid"],
      [{ ...base, variants: [{ option_values: ["S"], code: "A1" }] }, 400, "variant_combination_invalid"],
      [
        {
          ...base,
          variants: [
            { option_values: ["S", "سفید"], code: "A1" },
            { option_values: ["S", "سفید"], code: "A2" },
          ],
        },
        400,
        "variant_combination_repeated",
      ],
      [
        {
          ...base,
          variants: [
            { option_values: ["S", "سفید"], code: "A1" },
            { option_values: ["M", "سفید"], code: "A1" },
          ],
        },
        409,
        "variant_code_taken",
      ],
      [{ ...base, variants: [{ option_values: ["S", "سفید"], code: "MUG-OWN" }] }, 409, "variant_code_taken"],
      [
        { ...base, variants: [{ option_values: ["S", "سفید"], code: "A1", media_id: image.id }] },
        400,
        "variant_media_invalid",
      ],
      [
        { ...base, options: [...shirtOptions, { name: "جنس", values: ["کتان"] }, { name: "یقه", values: ["گرد"] }] },
        400,
        "validation_failed",
      ],
      [{ ...base, options: [{ name: "سایز", values: ["S", "S"] }] }, 400, "validation_failed"],
      [{ ...base, variants: [{ option_values: ["S", "سفید"], code: "A1", price: -1 }] }, 400, "validation_failed"],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await saveProduct(seller, body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const list = (await (await server.app.request("/api/products", asUser(seller.cookie))).json()) as {
      count: number;
    };
    expect(list.count).toBe(1);
  });

  it("a variant's code is the shop's: another seller may use it, this seller's other product may not", async () => {
    const seller = await makeUser(server.app);
    const other = await makeUser(server.app);
    await shirt(seller);
    await shirt(other);
    const clash = await saveProduct(seller, { product_code: "SHIRT-M" });
    expect([clash.status, clash.body.code]).toEqual([409, "product_code_taken"]);
  });
});

describe("ISSUE36-LINES an order of several lines takes every line's stock or none (DESIGN 30)", () => {
  const buyer = { buyer_name: "Reza Karimi", buyer_phone: "09121234567", payment_method: "card_to_card" };
  const place = (account: TestAccount, items: { variant_id: string | undefined; quantity: number }[]) =>
    sendJsonAs(server.app, account, "/api/orders", { items, ...buyer });
  const productOf = async (account: TestAccount, id: string) =>
    (
      (await (await server.app.request("/api/products", asUser(account.cookie))).json()) as { items: Product[] }
    ).items.find((product) => product.id === id);

  it("two lines snapshot their variant, price and quantity; the sums add up; cancelling gives each line's stock back", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    const mug = (await saveProduct(seller, { name: "Mug", price: 95_000, product_code: "MUG-L", stock_quantity: 5 }))
      .body;
    const small = product.variants[0];
    const placed = await place(seller, [
      { variant_id: small?.id, quantity: 2 },
      { variant_id: mug.variants[0]?.id, quantity: 3 },
    ]);
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as Order;
    expect(order.items.map(({ product_id, variant_id, ...line }) => line)).toEqual([
      {
        product_name: "Linen shirt",
        variant_label: "S / سفید",
        code: "SHIRT-S",
        unit_price: 380_000,
        quantity: 2,
        line_total: 760_000,
        product_deleted: false,
      },
      {
        product_name: "Mug",
        variant_label: "",
        code: "MUG-L",
        unit_price: 95_000,
        quantity: 3,
        line_total: 285_000,
        product_deleted: false,
      },
    ]);
    expect([order.subtotal, order.discount, order.shipping, order.total]).toEqual([1_045_000, 0, 0, 1_045_000]);
    expect((await productOf(seller, product.id))?.variants[0]?.stock).toBe(0);
    expect((await productOf(seller, mug.id))?.stock_quantity).toBe(2);

    const cancelled = await sendJsonAs(server.app, seller, `/api/orders/${order.id}/status`, { to: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect((await productOf(seller, product.id))?.variants[0]?.stock).toBe(2);
    expect((await productOf(seller, mug.id))?.stock_quantity).toBe(5);
  });

  it("a line that ran out refuses the whole order, naming it, and the other line keeps its stock", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    const [small, medium] = product.variants;
    const refused = await place(seller, [
      { variant_id: small?.id, quantity: 1 },
      { variant_id: medium?.id, quantity: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "out_of_stock",
      params: { product: "Linen shirt — M / سفید" },
    });
    expect((await productOf(seller, product.id))?.variants[0]?.stock).toBe(2);
    // A variant switched off is not for sale; another seller's variant is as good as missing.
    const off = await place(seller, [{ variant_id: product.variants[2]?.id, quantity: 1 }]);
    expect([off.status, ((await off.json()) as { code: string }).code]).toEqual([409, "product_unavailable"]);
    const stranger = await makeUser(server.app);
    expect((await place(stranger, [{ variant_id: small?.id, quantity: 1 }])).status).toBe(404);
  });

  it("twenty orders racing for the last unit of one variant: exactly one gets it", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    const large = await saveProduct(
      seller,
      {
        name: "Linen shirt",
        price: 380_000,
        product_code: "SHIRT",
        options: shirtOptions,
        variants: shirtVariants.map((variant, index) => ({
          ...variant,
          id: product.variants[index]?.id,
          ...(variant.code === "SHIRT-L" ? { stock: 1, is_active: true } : {}),
        })),
      },
      product.id,
    );
    const last = large.body.variants[2];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(seller, [{ variant_id: last?.id, quantity: 1 }])),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await productOf(seller, product.id))?.variants[2]?.stock).toBe(0);
  });

  it("ISSUE36-DISCOUNT a manual order takes a code: the discount is worked out once, rounded down, and counted; once per buyer holds", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    const code = await sendJsonAs(server.app, seller, "/api/discount-codes", {
      code: "yalda7",
      kind: "percent",
      value: 7,
      once_per_buyer: true,
      product_ids: [],
      categories: [],
      is_active: true,
    });
    expect(code.status, await code.clone().text()).toBe(201);
    const placed = await sendJsonAs(server.app, seller, "/api/orders", {
      items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
      ...buyer,
      discount_code: "YALDA۷",
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as Order;
    // 7 % of 380,000 is 26,600; the total is what is left.
    expect([order.subtotal, order.discount, order.total, order.discount_code]).toEqual([
      380_000,
      26_600,
      353_400,
      "YALDA7",
    ]);
    const again = await sendJsonAs(server.app, seller, "/api/orders", {
      items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
      ...buyer,
      discount_code: "yalda7",
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "discount_not_applicable", params: { reason: "already_used" } });
    // Refused, the order took no stock.
    expect((await productOf(seller, product.id))?.variants[0]?.stock).toBe(1);
    const codes = (await (await server.app.request("/api/discount-codes", asUser(seller.cookie))).json()) as {
      items: { uses: number; revenue: number }[];
    };
    expect(codes.items[0]).toMatchObject({ uses: 1, revenue: 353_400 });
  });

  it("an order's lines are at most 50, and one variant appears once", async () => {
    const seller = await makeUser(server.app);
    const product = await shirt(seller);
    const twice = await place(seller, [
      { variant_id: product.variants[0]?.id, quantity: 1 },
      { variant_id: product.variants[0]?.id, quantity: 1 },
    ]);
    expect(twice.status).toBe(400);
    const tooMany = await place(
      seller,
      Array.from({ length: 51 }, () => ({ variant_id: crypto.randomUUID(), quantity: 1 })),
    );
    expect(tooMany.status).toBe(400);
  });
});
