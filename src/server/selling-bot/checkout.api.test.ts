import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderList } from "../../shared/orders";
import { productVariants } from "../db/schema";
import type { TestAccount } from "../test/make-user";
import { buttonsOf, type ShopHarness, startShopHarness } from "./test/shop-harness";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const shirtBody = {
  name: "پیراهن کتان",
  category: "clothing",
  price: 380_000,
  options: [{ name: "سایز", values: ["S", "L"] }],
  variants: [
    { option_values: ["S"], code: "CK-S", stock: 5 },
    { option_values: ["L"], code: "CK-L", price: 420_000, stock: 5 },
  ],
};

/** The seller's request from the app's own page (the harness's origin), as the workspace sends it. */
const sendAs = (seller: TestAccount, path: string, body: unknown, method = "POST") =>
  harness.server.app.request(
    path,
    harness.onApp(seller, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );

async function made(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/** A Tehran shop: Pishtaz post everywhere, a courier and a pickup in Tehran province only, and a code. */
async function tehranShop(seller: TestAccount) {
  const send = async (path: string, body: unknown, method?: "PUT") => made(await sendAs(seller, path, body, method));
  await send("/api/shipping-methods/origin", { province: "tehran", city: "تهران" }, "PUT");
  const post = await send("/api/shipping-methods", {
    preset: "post_pishtaz",
    name: "پست پیشتاز",
    cost: 45_000,
    free_above: 2_000_000,
    delivery_text: "۲ تا ۴ روز کاری",
  });
  const courier = await send("/api/shipping-methods", {
    preset: "courier",
    name: "پیک",
    cost: 60_000,
    own_province_cost: 30_000,
    provinces: ["tehran"],
  });
  const pickup = await send("/api/shipping-methods", {
    preset: "pickup",
    name: "حضوری",
    cost: 0,
    provinces: ["tehran"],
  });
  await send("/api/discount-codes", { code: "OFF10", kind: "percent", value: 10, min_order: 500_000, max_uses: 2 });
  const shirt = (await harness.product(seller, shirtBody)) as unknown as { variants: { id: string }[] };
  return { post, courier, pickup, shirt };
}

async function ordersOf(seller: TestAccount) {
  return (await harness.get<OrderList>(seller, "/api/orders")).items;
}

describe("ISSUE36-CHECKOUT the bot's checkout: where it goes, how it is sent, a discount code (DESIGN 31, 32)", () => {
  it("a cart of two variants with a code typed in the cart, a city typed by name, the one method there, a full address and a postal code corrected once: the order carries them all", async () => {
    const handle = await harness.shop();
    const { seller, deliver, text, press, sent } = handle;
    const { shirt } = await tehranShop(seller);
    const [small, large] = shirt.variants;
    await deliver(press(`ca:${small?.id}`));
    await deliver(press(`ca:${large?.id}`));
    await deliver(text("/cart"));
    expect(buttonsOf(sent().at(-1)).map((button) => button.callback_data)).toContain("cart-code");

    await deliver(press("cart-code"));
    expect(sent().at(-1)?.text).toBe("کد تخفیف را بفرستید:");
    // Typed in lower case with Persian digits, it is the seller's OFF10.
    await deliver(text(" off۱۰ "));
    const cart = sent().at(-1)?.text ?? "";
    expect(cart).toContain("کد «OFF10» اعمال شد: ۸۰٬۰۰۰ تومان تخفیف ✅");
    expect(cart).toContain("جمع سبد: ۸۰۰٬۰۰۰ تومان");
    expect(cart).toContain("تخفیف (OFF10): −۸۰٬۰۰۰ تومان");
    expect(cart).toContain("مبلغ پس از تخفیف: ۷۲۰٬۰۰۰ تومان");

    await deliver(press("cart-checkout"));
    await deliver(text("رضا احمدی"));
    await deliver(text("09121234567"));
    // The shop's own province comes first among the ones some method serves.
    const provinces = sent().at(-1);
    expect(provinces?.text).toContain("استان تحویل را انتخاب کنید");
    expect(buttonsOf(provinces)[0]).toMatchObject({ text: "تهران", callback_data: "pv:tehran" });
    // A city typed by name (Arabic ك) finds its province; only Pishtaz serves Alborz, so it is taken at once.
    await deliver(text("كرج"));
    expect(sent().at(-1)?.text).toContain("آدرس کامل تحویل را بفرستید");
    await deliver(text("کوتاه"));
    expect(sent().at(-1)?.text).toBe("آدرس باید بین ۱۰ تا ۵۰۰ نویسه باشد. دوباره بفرستید:");
    await deliver(text("خیابان طالقانی، کوچهٔ سوم، پلاک ۸، واحد ۲"));
    expect(sent().at(-1)?.text).toBe("کد پستی ۱۰ رقمی را بفرستید (مثل ۱۴۳۴۸۶۳۱۱۱):");
    await deliver(text("۱۲۳۴۵"));
    expect(sent().at(-1)?.text).toContain("کد پستی باید ۱۰ رقم باشد");
    await deliver(text("۳۱۵۸۷-۷۷۷۱۱"));

    const summary = sent().at(-2)?.text ?? "";
    expect(summary).toContain("• پیراهن کتان — S × ۱ — ۳۸۰٬۰۰۰ تومان");
    expect(summary).toContain("• پیراهن کتان — L × ۱ — ۴۲۰٬۰۰۰ تومان");
    expect(summary).toContain("جمع کالاها: ۸۰۰٬۰۰۰ تومان");
    expect(summary).toContain("تخفیف (OFF10): −۸۰٬۰۰۰ تومان");
    expect(summary).toContain("ارسال (پست پیشتاز): ۴۵٬۰۰۰ تومان");
    expect(summary).toContain("مبلغ قابل پرداخت: ۷۶۵٬۰۰۰ تومان");
    expect(summary).toContain("آدرس: کرج، البرز، خیابان طالقانی، کوچهٔ سوم، پلاک ۸، واحد ۲، کد پستی ۳۱۵۸۷۷۷۷۱۱");
    await deliver(press("confirm-order"));
    expect(sent().at(-2)?.text).toBe("سفارش شما با شمارهٔ ۱ ثبت شد 🎉");

    const [order] = await ordersOf(seller);
    expect(order).toMatchObject({
      subtotal: 800_000,
      discount: 80_000,
      shipping: 45_000,
      total: 765_000,
      discount_code: "OFF10",
      shipping_method: "پست پیشتاز",
      buyer_province: "alborz",
      buyer_city: "کرج",
      buyer_postal_code: "3158777711",
      buyer_address: "خیابان طالقانی، کوچهٔ سوم، پلاک ۸، واحد ۲",
    } satisfies Partial<Order>);
    expect(order?.items.map((line) => line.code)).toEqual(["CK-S", "CK-L"]);
    const codes = await harness.get<{ items: { code: string; uses: number }[] }>(seller, "/api/discount-codes");
    expect(codes.items.find((code) => code.code === "OFF10")?.uses).toBe(1);
  });

  it("a Tehran buyer pages through the cities, picks one, sees the three methods with their costs, and a pickup asks no address", async () => {
    const { seller, deliver, text, press, sent } = await harness.shop();
    const { shirt, pickup } = await tehranShop(seller);
    await deliver(press(`ov:${shirt.variants[0]?.id}`));
    await deliver(text("۱"));
    await deliver(text("رضا احمدی"));
    await deliver(text("09121234567"));
    await deliver(press("pv:tehran"));
    const cities = sent().at(-1);
    expect(cities?.text).toContain("شهرتان در استان تهران را انتخاب کنید");
    expect(cities?.text).toContain("صفحهٔ ۱ از ۴");
    expect(buttonsOf(cities)[0]).toMatchObject({ text: "تهران", callback_data: "pc:tehran:0" });
    await deliver(press("cp:2"));
    expect(sent().at(-1)?.text).toContain("صفحهٔ ۲ از ۴");
    // A part of a name narrows the list.
    await deliver(text("شهریار"));
    const methods = sent().at(-1);
    expect(methods?.text).toContain("روش ارسال به شهریار، تهران را انتخاب کنید:");
    expect(methods?.text).toContain("• پست پیشتاز: ۴۵٬۰۰۰ تومان (۲ تا ۴ روز کاری)");
    // The courier costs its own-province price in the shop's province.
    expect(buttonsOf(methods).map((button) => button.text)).toEqual([
      "پست پیشتاز — ۴۵٬۰۰۰ تومان",
      "پیک — ۳۰٬۰۰۰ تومان",
      "حضوری — رایگان",
      "↩️ تغییر استان",
      "❌ انصراف",
    ]);
    await deliver(press(`sm:${pickup.id}`));
    const summary = sent().at(-2)?.text ?? "";
    expect(summary).toContain("ارسال (حضوری): رایگان");
    expect(summary).toContain("مبلغ قابل پرداخت: ۳۸۰٬۰۰۰ تومان");
    await deliver(press("confirm-order"));
    const [order] = await ordersOf(seller);
    expect(order).toMatchObject({
      shipping: 0,
      total: 380_000,
      shipping_method: "حضوری",
      buyer_city: "شهریار",
      buyer_postal_code: null,
      buyer_address: null,
    });
  });

  it("the bot says why a code does not apply, and a code used up or a method switched off between the summary and the confirmation places nothing", async () => {
    const { seller, deliver, text, press, sent } = await harness.shop();
    const { shirt, courier } = await tehranShop(seller);
    const send = (path: string, body: unknown, method?: "PUT") => sendAs(seller, path, body, method);
    await made(await send("/api/discount-codes", { code: "ONCE", kind: "fixed", value: 50_000, max_uses: 1 }));
    await deliver(press(`ov:${shirt.variants[0]?.id}`));
    await deliver(text("۱"));
    await deliver(text("رضا احمدی"));
    await deliver(text("09121234567"));
    await deliver(press("pv:tehran"));
    await deliver(press("pc:tehran:0"));
    await deliver(press(`sm:${courier.id}`));
    await deliver(text("خیابان ولیعصر، پلاک ۱۲، واحد ۳"));
    await deliver(text("1434863111"));
    expect(sent().at(-2)?.text).toContain("مبلغ قابل پرداخت: ۴۱۰٬۰۰۰ تومان");

    await deliver(press("dc"));
    await deliver(text("nope-code"));
    expect(sent().at(-1)?.text).toContain("کد «NOPE-CODE» در این فروشگاه وجود ندارد.");
    // 380,000 toman is under OFF10's minimum of 500,000.
    await deliver(text("OFF10"));
    expect(sent().at(-1)?.text).toContain("جمع سفارش به حداقل مبلغ کد «OFF10» نرسیده است.");
    await deliver(text("once"));
    expect(sent().at(-3)?.text).toBe("کد «ONCE» اعمال شد: ۵۰٬۰۰۰ تومان تخفیف ✅");
    expect(sent().at(-2)?.text).toContain("مبلغ قابل پرداخت: ۳۶۰٬۰۰۰ تومان");

    // Another buyer takes the code's one use meanwhile: the confirmation says so and shows the order without it.
    const other = await send("/api/orders", {
      items: [{ variant_id: shirt.variants[1]?.id, quantity: 1 }],
      buyer_name: "Mina",
      buyer_phone: "09351234567",
      payment_method: "card_to_card",
      discount_code: "ONCE",
    });
    expect(other.status, await other.clone().text()).toBe(201);
    await deliver(press("confirm-order"));
    expect(sent().at(-3)?.text).toBe("ظرفیت کد «ONCE» تمام شده است.");
    expect(sent().at(-2)?.text).toContain("مبلغ قابل پرداخت: ۴۱۰٬۰۰۰ تومان");
    expect((await ordersOf(seller)).map((order) => order.buyer_name)).toEqual(["Mina"]);

    // The courier is switched off meanwhile: the buyer chooses again and nothing was placed.
    const updated = await send(
      `/api/shipping-methods/${courier.id}`,
      { preset: "courier", name: "پیک", cost: 60_000, provinces: ["tehran"], is_active: false },
      "PUT",
    );
    expect(updated.status, await updated.clone().text()).toBe(200);
    await deliver(press("confirm-order"));
    const asked = sent().at(-1);
    expect(asked?.text).toContain("این روش ارسال دیگر برای شما در دسترس نیست");
    expect(buttonsOf(asked).map((button) => button.text)).not.toContain("پیک — ۳۰٬۰۰۰ تومان");
    expect(await ordersOf(seller)).toHaveLength(1);
  });

  it("a province no method serves is refused by the order service itself, with nothing taken", async () => {
    const { seller } = await harness.shop();
    const { shirt, courier } = await tehranShop(seller);
    const { placeOrder } = await import("../orders/service");
    const refused = placeOrder(harness.server.ctx, {
      sellerId: seller.id,
      lines: [{ variantId: shirt.variants[0]?.id ?? "", quantity: 1 }],
      buyerName: "Reza",
      buyerPhone: "09121234567",
      buyerAddress: "خیابان امام، پلاک ۱",
      shipping: { methodId: courier.id, province: "fars", city: "شیراز", postalCode: "7134567890" },
      paymentMethod: "card_to_card",
      paymentStatus: "pending",
      source: "bot",
      actor: "buyer",
      now: new Date(),
    });
    await expect(refused).rejects.toMatchObject({ code: "shipping_method_unavailable" });
    const [small] = await harness.server.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, shirt.variants[0]?.id ?? ""));
    expect(small?.stock).toBe(5);
  });

  it("in English the steps and the summary read in English", async () => {
    const { seller, deliver, text, press, sent } = await harness.shop();
    const { shirt, post } = await tehranShop(seller);
    await deliver(press(`ov:${shirt.variants[1]?.id}`, "en"));
    await deliver(text("2", "en"));
    await deliver(text("Reza Ahmadi", "en"));
    await deliver(text("09121234567", "en"));
    expect(sent().at(-1)?.text).toContain("Choose the province to deliver to");
    await deliver(text("Isfahan", "en"));
    expect(sent().at(-1)?.text).toContain("Choose your city in Isfahan");
    await deliver(text("کاشان", "en"));
    expect(sent().at(-1)?.text).toContain("Send the full delivery address");
    await deliver(text("Baharestan St, No. 4, unit 1", "en"));
    await deliver(text("8715678901", "en"));
    const summary = sent().at(-2)?.text ?? "";
    expect(summary).toContain("Items: 840,000 toman");
    expect(summary).toContain("Shipping (پست پیشتاز): 45,000 toman");
    expect(summary).toContain("To pay: 885,000 toman");
    expect(summary).toContain("Address: کاشان, Isfahan, Baharestan St, No. 4, unit 1, postal code 8715678901");
    expect(post.id).toBeTruthy();
  });
});
