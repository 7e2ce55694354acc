import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSetup } from "../../shared/shop-setup";
import { shopSetupProgress, showsShopSetup } from "../../shared/shop-setup-steps";
import { type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { makeUser, type TestAccount } from "../test/make-user";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const setupOf = (account: TestAccount) => harness.get<ShopSetup>(account, "/api/shop-setup");

describe("the seller's first steps (issue 35)", () => {
  it("ISSUE35-SETUP each step is ticked by what it stands for, and the list goes with the first order", async () => {
    const shop = await harness.shop();
    const { seller } = shop;
    expect(await setupOf(seller)).toEqual({
      bot: {
        platform: "telegram",
        username: shop.bot.username,
        link: `https://t.me/${shop.bot.username}`,
        answered: false,
      },
      products: 0,
      products_for_sale: 0,
      gateway: false,
      card_to_card: false,
      has_orders: false,
      dismissed: false,
    });

    // A sold-out product is in the shop but not for sale: the step stays open.
    await harness.product(seller, { stock_quantity: 0 });
    expect(await setupOf(seller)).toMatchObject({ products: 1, products_for_sale: 0 });
    const product = await harness.product(seller, { stock_quantity: 3 });
    expect(await setupOf(seller)).toMatchObject({ products: 2, products_for_sale: 1 });

    // A card without its full number cannot take card-to-card payments.
    const card = { card_holder_name: "Reza Ahmadi", bank_name: "Melli" };
    expect((await harness.post(seller, "/api/seller-settings/cards", { ...card, card_last_four: "7893" })).status).toBe(
      201,
    );
    expect((await setupOf(seller)).card_to_card).toBe(false);
    const withNumber = { ...card, card_last_four: "7893", card_number: "6037991234567893" };
    expect((await harness.post(seller, "/api/seller-settings/cards", withNumber)).status).toBe(201);
    expect(await setupOf(seller)).toMatchObject({ card_to_card: true, gateway: false });

    await shop.deliver(shop.text("/start"));
    const started = await setupOf(seller);
    expect(started.bot?.answered).toBe(true);
    expect(shopSetupProgress(started)).toEqual({ bot: true, product: true, payment: true, start: true });
    expect(showsShopSetup(started)).toBe(true);

    const order = {
      items: [{ variant_id: product.variants[0]?.id, quantity: 1 }],
      buyer_name: "Sara",
      buyer_phone: "09121234567",
      payment_method: "card_to_card",
    };
    expect((await harness.post(seller, "/api/orders", order)).status).toBe(201);
    const sold = await setupOf(seller);
    expect(sold.has_orders).toBe(true);
    expect(showsShopSetup(sold)).toBe(false);
  });

  it("ISSUE35-SETUP a saved gateway is a way to pay; a closed list stays closed; nobody reads another's", async () => {
    const seller = await makeUser(harness.server.app, { origin: harness.server.config.appUrl });
    const other = await makeUser(harness.server.app, { origin: harness.server.config.appUrl });
    const gateway = await harness.server.app.request(
      "/api/seller-settings/gateway",
      harness.onApp(seller, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ zarinpal_merchant_id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d" }),
      }),
    );
    expect(gateway.status).toBe(200);
    expect(await setupOf(seller)).toMatchObject({ bot: null, gateway: true, dismissed: false });

    expect((await harness.post(seller, "/api/shop-setup/dismissal", undefined)).status).toBe(204);
    const closed = await setupOf(seller);
    expect(closed.dismissed).toBe(true);
    expect(showsShopSetup(closed)).toBe(false);
    expect(await setupOf(other)).toMatchObject({ gateway: false, dismissed: false });
  });

  it("ISSUE35-SETUP without a session the steps are not read", async () => {
    expect((await harness.server.app.request("/api/shop-setup")).status).toBe(401);
  });
});
