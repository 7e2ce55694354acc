import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../ai/test/openai-stand-in";
import { type ShopHarness, startShopHarness } from "./test/shop-harness";

let offline: ShopHarness;
let withModel: ShopHarness;
let model: Awaited<ReturnType<typeof startOpenAiStandIn>>;

beforeAll(async () => {
  model = await startOpenAiStandIn();
  [offline, withModel] = await Promise.all([
    startShopHarness(),
    startShopHarness({ AI_BASE_URL: model.baseUrl, AI_MODEL: "ok" }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), withModel.close()]);
  await model.close();
});

/** A seller whose shop sells a wool shawl, and another seller who sells one too, dearer, and a vase. */
async function twoShops(harness: ShopHarness) {
  const mine = await harness.shop();
  const other = await harness.shop();
  await harness.product(other.seller, { name: "شال پشمی", price: 9_999_000, category: "clothing" });
  await harness.product(other.seller, { name: "Crystal vase", category: "home" });
  await harness.product(mine.seller, {
    name: "شال پشمی",
    price: 1_850_000,
    stock_quantity: 4,
    category: "clothing",
    description: "شال دست‌باف از پشم، گرم و نرم",
  });
  await harness.product(mine.seller, { name: "Desk lamp", price: 900_000, category: "home" });
  return mine;
}

/** Orders one of a product in the chat, as a buyer would with the card's Order button. */
async function order(shop: Awaited<ReturnType<typeof twoShops>>, productId: string) {
  for (const step of [
    shop.press(`o:${productId}`),
    shop.text("1"),
    shop.text("Reza"),
    shop.text("09121234567"),
    shop.press("skip-address"),
    shop.press("confirm-order"),
  ]) {
    await shop.deliver(step);
  }
}

describe("the sales assistant with the offline engine (issue 14)", () => {
  it("BOT-13 a buyer asking «قیمت شال پشمی چنده؟» gets this shop's price in Persian digits, never another shop's", async () => {
    const shop = await twoShops(offline);
    await shop.deliver(shop.text("قیمت شال پشمی چنده؟"));
    const answer = shop.sent().at(-1)?.text ?? "";
    expect(answer).toContain("قیمت: ۱٬۸۵۰٬۰۰۰ تومان");
    expect(answer).not.toContain("۹٬۹۹۹٬۰۰۰");
  });

  it("BOT-13 what the shop has and what suits a need come from this shop's products only", async () => {
    const shop = await twoShops(offline);
    await shop.deliver(shop.text("چی دارید؟"));
    const catalog = shop.sent().at(-1)?.text ?? "";
    expect(catalog).toContain("• شال پشمی — ۱٬۸۵۰٬۰۰۰ تومان، ۴ عدد موجود");
    expect(catalog).toContain("• Desk lamp — ۹۰۰٬۰۰۰ تومان");
    expect(catalog).not.toContain("Crystal vase");
    expect(catalog).not.toContain("۹٬۹۹۹٬۰۰۰");

    await shop.deliver(shop.text("a gift for my mother", "en"));
    const suggestion = shop.sent().at(-1)?.text ?? "";
    expect(suggestion).toContain("For that, I'd suggest:\n• شال پشمی — 1,850,000 toman, 4 in stock");
    expect(suggestion).not.toContain("Crystal vase");
  });

  it("BOT-13 delivery is answered with the seller's support template", async () => {
    const shop = await twoShops(offline);
    await offline.post(shop.seller, "/api/templates", {
      template_type: "support",
      template_name: "Delivery",
      content: "ارسال با پست پیشتاز، ۲ تا ۴ روز کاری. پشتیبانی: @shop_support",
    });
    await shop.deliver(shop.text("ارسال به شیراز چند روز طول میکشه؟"));
    expect(shop.sent().at(-1)?.text).toBe(
      "دربارهٔ ارسال و تحویل، فروشنده گفته است:\nارسال با پست پیشتاز، ۲ تا ۴ روز کاری. پشتیبانی: @shop_support",
    );
  });

  it("ISSUE36-DISCOUNT-TEMPLATE «تخفیف دارید؟» is answered with the seller's discount template and its {code}, while that code can be used", async () => {
    const shop = await twoShops(offline);
    const made = await offline.post(shop.seller, "/api/discount-codes", {
      code: "yalda20",
      kind: "percent",
      value: 20,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const code = (await made.json()) as { id: string };
    const template = await offline.post(shop.seller, "/api/templates", {
      template_type: "discount",
      template_name: "Yalda",
      content: "با کد {code} بیست درصد تخفیف بگیرید؛ کد را در سبد خرید بزنید.",
      discount_code_id: code.id,
    });
    expect(template.status, await template.clone().text()).toBe(201);
    await shop.deliver(shop.text("سلام، تخفیف دارید؟"));
    expect(shop.sent().at(-1)?.text).toBe("با کد YALDA20 بیست درصد تخفیف بگیرید؛ کد را در سبد خرید بزنید.");

    // Switched off, the code is not handed out: the buyer gets the assistant's usual answer instead.
    const off = await offline.server.app.request(
      `/api/discount-codes/${code.id}`,
      offline.onApp(shop.seller, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: "YALDA20", kind: "percent", value: 20, is_active: false }),
      }),
    );
    expect(off.status, await off.clone().text()).toBe(200);
    await shop.deliver(shop.text("سلام، تخفیف دارید؟"));
    expect(shop.sent().at(-1)?.text).not.toContain("YALDA20");
  });

  it("BOT-13 a buyer is answered in the language they write, whatever their app speaks (issue 18)", async () => {
    const shop = await twoShops(offline);
    // A Persian app, an English question naming a Persian product: the answer and the card are English.
    await shop.deliver(shop.text("How much is شال پشمی?"));
    expect(shop.sent().at(-1)?.text).toContain("Price: 1,850,000 toman");
    await shop.deliver(shop.text("what do you have?"));
    expect(shop.sent().at(-1)?.text).toContain("• Desk lamp — 900,000 toman");
    // An English app, a Persian question naming an English product: Persian.
    await shop.deliver(shop.text("قیمت Desk lamp چنده؟", "en"));
    expect(shop.sent().at(-1)?.text).toContain("قیمت: ۹۰۰٬۰۰۰ تومان");
    // Persian typed in Latin letters is not English: the app's Persian stays.
    await shop.deliver(shop.text("salam, gheymat shal chande?"));
    expect(shop.sent().at(-1)?.text).toMatch(/^[\u0600-\u06FF]/);
  });

  it("BOT-13 a buyer asking about their order after ordering hears its status; another buyer hears of none", async () => {
    const shop = await twoShops(offline);
    const lamp = await offline.product(shop.seller, { name: "Reading lamp", price: 700_000, stock_quantity: 3 });
    await order(shop, lamp.id);
    await shop.deliver(shop.text("سفارشم کجاست؟"));
    expect(shop.sent().at(-1)?.text).toBe("سفارش‌های شما:\nسفارش ۱ — Reading lamp: ثبت‌شده، در انتظار پرداخت");
    await shop.deliver(shop.text("وضعیت سفارش ۱"));
    expect(shop.sent().at(-1)?.text).toBe("سفارش ۱ — Reading lamp: ثبت‌شده، در انتظار پرداخت");

    const stranger = offline.buyerOf(shop);
    await stranger.deliver(stranger.text("where is my order?", "en"));
    expect(stranger.sent().at(-1)?.text).toBe(
      "You have no orders from this shop yet. Send /start to see the products.",
    );
  });
});

describe("the sales assistant with a model (issue 14)", () => {
  it("BOT-13 the model is given this shop's products and this buyer's orders only, and its answer reaches the buyer", async () => {
    const shop = await twoShops(withModel);
    const lamp = await withModel.product(shop.seller, { name: "Reading lamp", price: 700_000, stock_quantity: 3 });
    await order(shop, lamp.id);
    await shop.deliver(shop.text("برای مادرم چی پیشنهاد می‌کنید؟"));
    expect(shop.sent().at(-1)?.text).toBe("Hello from the model");
    const asked = model.requests.at(-1);
    expect(asked?.messages.at(-1)).toEqual({ role: "user", content: "برای مادرم چی پیشنهاد می‌کنید؟" });
    const system = asked?.messages[0]?.content ?? "";
    expect(system).toContain('"name":"شال پشمی","code"');
    expect(system).toContain('"price_toman":1850000');
    expect(system).toContain('"name":"Desk lamp"');
    expect(system).not.toContain("9999000");
    expect(system).not.toContain("Crystal vase");
    expect(system).toContain('"number":1,"items":"Reading lamp","amount_toman":700000');

    const stranger = withModel.buyerOf(shop);
    await stranger.deliver(stranger.text("سفارش من کجاست؟"));
    expect(model.requests.at(-1)?.messages[0]?.content).toContain("The buyer's orders, newest first (JSON): []");
  });

  it("BOT-13 when the model fails the buyer still gets the offline engine's answer", async () => {
    const shop = await twoShops(withModel);
    model.failNext();
    await shop.deliver(shop.text("چی دارید؟"));
    expect(shop.sent().at(-1)?.text).toContain("• شال پشمی — ۱٬۸۵۰٬۰۰۰ تومان، ۴ عدد موجود");
  });

  it("a buyer who floods the bot gets offline answers past six model answers a minute, at no cost to the seller", async () => {
    const shop = await twoShops(withModel);
    const before = model.requests.length;
    for (let question = 0; question < 8; question += 1) await shop.deliver(shop.text("چی دارید؟"));
    expect(model.requests.length - before).toBe(6);
    expect(shop.sent().at(-1)?.text).toContain("• شال پشمی — ۱٬۸۵۰٬۰۰۰ تومان، ۴ عدد موجود");
    // Another buyer of the same bot still gets the model.
    const other = withModel.buyerOf(shop);
    await other.deliver(other.text("چی دارید؟"));
    expect(other.sent().at(-1)?.text).toBe("Hello from the model");
  });

  it("BOT-13 a price question naming one product gets its card from the database, without the model", async () => {
    const shop = await twoShops(withModel);
    const asked = model.requests.length;
    await shop.deliver(shop.text("شال پشمی موجوده؟"));
    expect(shop.sent().at(-1)?.text).toContain("موجودی: ۴ عدد");
    expect(model.requests).toHaveLength(asked);
  });
});
