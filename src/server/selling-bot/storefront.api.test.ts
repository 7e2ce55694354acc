import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botUpdates, sellerBots } from "../db/schema";
import { createLogger } from "../logger";
import { makeImage } from "../test/make-product";
import type { TestServer } from "../test/test-server";
import { retryWaitingUpdates } from "./handle-updates";
import { buttonsOf, type ShopHarness, startShopHarness } from "./test/shop-harness";

let harness: ShopHarness;
let server: TestServer;
let standIn: ShopHarness["standIn"];

beforeAll(async () => {
  harness = await startShopHarness();
  ({ server, standIn } = harness);
});
afterAll(() => harness.close());

const onApp: ShopHarness["onApp"] = (...args) => harness.onApp(...args);
const post: ShopHarness["post"] = (...args) => harness.post(...args);
const product: ShopHarness["product"] = (...args) => harness.product(...args);
const buyerOf: ShopHarness["buyerOf"] = (...args) => harness.buyerOf(...args);
const shop = async (platform?: "telegram" | "bale") => ({ ...(await harness.shop(platform)), buttons: buttonsOf });

describe("the seller's bot: welcome and catalog (issue 14)", () => {
  it("BOT-04 BOT-05 BOT-10 /start sends the seller's welcome template, then the categories that have something for sale", async () => {
    const { seller, deliver, text, sent, buttons } = await shop();
    await post(seller, "/api/templates", {
      template_type: "welcome",
      template_name: "Hi",
      content: "به فروشگاه ما خوش آمدید!",
    });
    await product(seller, { name: "Wool shawl", category: "clothing" });
    await product(seller, { name: "Poetry book", category: "books" });
    await product(seller, { name: "Hidden lamp", category: "home", is_available: false });
    await product(seller, { name: "Sold-out mug", category: "food", stock_quantity: 0 });
    await deliver(text("/start"));
    const [welcome, catalog] = sent();
    expect(welcome?.text).toBe("به فروشگاه ما خوش آمدید!");
    expect(catalog?.text).toBe("دسته‌بندی مورد نظرتان را انتخاب کنید:");
    expect(buttons(catalog).map((button) => button.text)).toEqual(["پوشاک", "کتاب"]);
  });

  it("ISSUE35-BOT-1 a shop whose products share one category opens them at once, at /start and from the categories button; two categories bring the menu back", async () => {
    const { seller, deliver, text, press, sent, buttons } = await shop();
    const shawl = await product(seller, { name: "Wool shawl", category: "clothing", price: 1_250_000 });
    const scarf = await product(seller, { name: "Silk scarf", category: "clothing", price: 900_000 });
    await product(seller, { name: "Hidden book", category: "books", is_available: false });
    const productButtons = () =>
      buttons(sent().at(-1))
        .map((button) => [button.text, button.callback_data])
        .sort();
    await deliver(text("/start"));
    expect(sent()).toHaveLength(2);
    expect(sent().at(-1)?.text).toBe("پوشاک — صفحهٔ ۱ از ۱");
    // The products and nothing else: a way back to a menu of one category would lead here again.
    expect(productButtons()).toEqual([
      ["Silk scarf — ۹۰۰٬۰۰۰ تومان", `p:${scarf.id}`],
      ["Wool shawl — ۱٬۲۵۰٬۰۰۰ تومان", `p:${shawl.id}`],
    ]);
    await deliver(press("cats", "en"));
    expect(sent().at(-1)?.text).toBe("Clothing — page 1 of 1");
    expect(productButtons()).toEqual([
      ["Silk scarf — 900,000 toman", `p:${scarf.id}`],
      ["Wool shawl — 1,250,000 toman", `p:${shawl.id}`],
    ]);
    await product(seller, { name: "Poetry book", category: "books" });
    await deliver(text("/start"));
    expect(sent().at(-1)?.text).toBe("دسته‌بندی مورد نظرتان را انتخاب کنید:");
    expect(buttons(sent().at(-1)).map((button) => button.text)).toEqual(["پوشاک", "کتاب"]);
  });

  it("BOT-04 /start typed without a command entity (as in Telegram's own examples) gets the welcome too", async () => {
    const { deliver, text, sent, bot } = await shop();
    const typed = text("/start");
    const { entities: _entities, ...message } = typed.message;
    await deliver({ ...typed, message });
    expect(sent()[0]?.text).toBe(`سلام! به فروشگاه ${bot.firstName} خوش آمدید 🌸`);
  });

  it("BOT pages a long category 8 at a time with prices in Persian digits, and answers every button", async () => {
    const { seller, deliver, press, sent, buttons } = await shop();
    for (let index = 1; index <= 9; index += 1) {
      await product(seller, { name: `Scarf ${index}`, category: "clothing", price: 1_250_000 });
    }
    // A second category, so the page leads back to the categories.
    await product(seller, { name: "Poetry book", category: "books" });
    await deliver(press("c:clothing:1"));
    const first = sent().at(-1);
    expect(first?.text).toBe("پوشاک — صفحهٔ ۱ از ۲");
    const firstButtons = buttons(first).map((button) => button.text);
    expect(firstButtons.slice(0, 8)).toEqual(
      Array.from({ length: 8 }, (_, index) => `Scarf ${9 - index} — ۱٬۲۵۰٬۰۰۰ تومان`),
    );
    expect(firstButtons.slice(8)).toEqual(["بعدی ›", "بازگشت به دسته‌بندی‌ها"]);
    await deliver(press("c:clothing:2"));
    const second = sent().at(-1);
    expect(buttons(second).map((button) => button.text)).toEqual([
      "Scarf 1 — ۱٬۲۵۰٬۰۰۰ تومان",
      "‹ قبلی",
      "بازگشت به دسته‌بندی‌ها",
    ]);
    expect(
      standIn.answeredCallbacks.filter((answer) => answer.callbackQueryId.startsWith("cq-")).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("BOT a product's card: name, price, stock left, code and description; in English for an English Telegram", async () => {
    const { seller, deliver, press, sent } = await shop();
    const shawl = await product(seller, {
      name: "Wool shawl",
      category: "clothing",
      price: 1_850_000,
      stock_quantity: 3,
      description: "Hand-woven <wool> & silk",
    });
    await deliver(press(`p:${shawl.id}`));
    expect(sent().at(-1)?.text).toBe(
      [
        `<b>Wool shawl</b>`,
        "قیمت: ۱٬۸۵۰٬۰۰۰ تومان",
        "موجودی: ۳ عدد",
        `کد محصول: ${shawl.product_code}`,
        "",
        "Hand-woven &lt;wool&gt; &amp; silk",
      ].join("\n"),
    );
    await deliver(press(`p:${shawl.id}`, "en"));
    expect(sent().at(-1)?.text).toContain("Price: 1,850,000 toman\nIn stock: 3");
  });

  it("BOT-13 a buyer asking a product's price in Persian gets this shop's price and stock, never another shop's", async () => {
    const { seller, deliver, text, sent } = await shop();
    const other = await shop();
    await product(other.seller, { name: "شال پشمی", price: 9_999_000 });
    await product(seller, { name: "شال", price: 400_000 });
    await product(seller, { name: "شال پشمی", price: 1_850_000, stock_quantity: 4 });
    await deliver(text("سلام، قیمت شال پشمي چنده؟"));
    const answer = sent().at(-1)?.text ?? "";
    expect(answer).toContain("<b>شال پشمی</b>");
    expect(answer).toContain("قیمت: ۱٬۸۵۰٬۰۰۰ تومان");
    expect(answer).toContain("موجودی: ۴ عدد");
    await post(seller, "/api/templates", {
      template_type: "support",
      template_name: "Help",
      content: "پشتیبانی: @shop_support",
    });
    await deliver(text("do you sell laptops?", "en"));
    expect(sent().at(-1)?.text).toBe(
      "I found no product by that name in this shop. Send a product's name or code, or /start to see them all.\n\nپشتیبانی: @shop_support",
    );
  });

  it("BOT /start p_{code} opens that product directly (a deep link from a post)", async () => {
    const { seller, deliver, text, sent } = await shop();
    const lamp = await product(seller, { name: "Desk lamp", product_code: "LAMP-7", category: "home" });
    await deliver(text("/start p_LAMP-7"));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.text).toContain("<b>Desk lamp</b>");
    expect(lamp.product_code).toBe("LAMP-7");
  });

  it("BOT-11 a welcome template the seller turned off is not used: the built-in welcome is", async () => {
    const { seller, bot, deliver, text, sent } = await shop();
    const created = await post(seller, "/api/templates", {
      template_type: "welcome",
      template_name: "Old welcome",
      content: "Welcome to the old shop!",
    });
    const { id } = (await created.json()) as { id: string };
    const off = await server.app.request(
      `/api/templates/${id}/active`,
      onApp(seller, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ is_active: false }),
      }),
    );
    expect(off.status).toBe(200);
    await product(seller, { category: "books" });
    await deliver(text("/start", "en"));
    expect(sent()[0]?.text).toBe(`Hello! Welcome to ${bot.firstName} 🌸`);
  });

  it("BOT-03 a Bale bot is served through BALE_API_ROOT the same way", async () => {
    const { seller, bot, deliver, text, sent } = await shop("bale");
    await product(seller, { category: "books" });
    await deliver(text("/start", "en"));
    expect(sent().map((message) => message.text)).toEqual([
      `Hello! Welcome to ${bot.firstName} 🌸`,
      "Books — page 1 of 1",
    ]);
  });

  it("BOT-14 a replayed update is answered once, and an inactive bot answers nothing", async () => {
    const { seller, id, deliver, text, sent } = await shop();
    await product(seller);
    const update = text("/start");
    await deliver(update);
    await deliver(update);
    expect(sent()).toHaveLength(2);
    await server.database.db.update(sellerBots).set({ status: "inactive" }).where(eq(sellerBots.id, id));
    await deliver(text("/start"));
    expect(sent()).toHaveLength(2);
  });

  it("BOT an update whose handling failed (the platform did not answer) is handled by the retry", async () => {
    const { seller, id, deliver, text, sent } = await shop();
    await product(seller);
    standIn.failNext("http-502");
    await deliver(text("xyz"));
    expect(sent()).toHaveLength(0);
    const deps = { ...server.ctx, logger: createLogger("silent") };
    await retryWaitingUpdates(deps, { now: new Date(Date.now() + 5 * 60_000) });
    // Answered once, by the retry: the assistant found nothing by that name.
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.text).toContain("در این فروشگاه محصولی با این نام پیدا نکردم.");
    const [row] = await server.database.db.select().from(botUpdates).where(eq(botUpdates.botId, id));
    expect(row?.handledAt).not.toBeNull();
  });
});

describe("the seller's bot takes an order (issue 14)", () => {
  const contact = (update: { update_id: number; message: Record<string, unknown> }, phone: string) => {
    const { text: _text, ...message } = update.message;
    return { ...update, message: { ...message, contact: { phone_number: phone, first_name: "Reza" } } };
  };

  it("BOT quantity, name, a wrong phone then the contact button, no address, confirm: the seller sees the order", async () => {
    const { seller, deliver, text, photo, press, sent, buttons } = await shop();
    await post(seller, "/api/seller-settings/cards", {
      card_last_four: "",
      card_holder_name: "Sara Ahmadi",
      card_number: "6037991234567893",
    });
    const shawl = await product(seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 3 });
    await deliver(press(`p:${shawl.id}`));
    expect(buttons(sent().at(-1)).map((button) => button.text)[0]).toBe("🛒 سفارش");
    await deliver(press(`o:${shawl.id}`));
    expect(sent().at(-1)?.text).toBe("چند عدد می‌خواهید؟ عددی از ۱ تا ۳ بفرستید یا یکی را بزنید.");
    expect(buttons(sent().at(-1)).map((button) => button.text)).toEqual(["۱", "۲", "۳", "❌ انصراف"]);
    await deliver(text("۵"));
    expect(sent().at(-1)?.text).toBe("لطفاً عددی از ۱ تا ۳ بفرستید.");
    await deliver(text("۲"));
    expect(sent().at(-1)?.text).toBe("نام و نام خانوادگی گیرنده را بفرستید:");
    await deliver(text("Reza Karimi"));
    const phoneQuestion = sent().at(-1);
    expect(phoneQuestion?.text).toContain("شمارهٔ موبایلتان را بفرستید");
    expect(phoneQuestion?.replyMarkup).toMatchObject({
      keyboard: [[{ text: "📱 ارسال شماره‌ام", request_contact: true }]],
    });
    await deliver(text("0912"));
    expect(sent().at(-1)?.text).toBe("این شماره درست نیست؛ به شکل ۰۹xxxxxxxxx یا ‎+989xxxxxxxxx بفرستید:");
    await deliver(contact(text(""), "989121234567"));
    expect(sent().at(-1)?.text).toContain("آدرس تحویل را بفرستید");
    await deliver(text("short"));
    expect(sent().at(-1)?.text).toContain("آدرس باید بین ۱۰ تا ۵۰۰ نویسه باشد");
    await deliver(press("skip-address"));
    const summary = sent().at(-2)?.text ?? "";
    expect(summary).toContain("• Wool shawl × ۲ — ۲٬۵۰۰٬۰۰۰ تومان");
    expect(summary).toContain("مبلغ قابل پرداخت: ۲٬۵۰۰٬۰۰۰ تومان");
    expect(summary).toContain("تلفن: +۹۸۹۱۲۱۲۳۴۵۶۷");
    await deliver(press("confirm-order"));
    expect(sent().at(-2)?.text).toBe("سفارش شما با شمارهٔ ۱ ثبت شد 🎉");
    expect(sent().at(-1)?.text).toBe(
      "لطفاً ۲٬۵۰۰٬۰۰۰ تومان را به کارت <code>6037 9912 3456 7893</code> به نام Sara Ahmadi واریز کنید و عکس رسید را همین‌جا بفرستید.",
    );

    const orders = await server.app.request("/api/orders", onApp(seller));
    const { items } = (await orders.json()) as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      source: "bot",
      items: [{ product_name: "Wool shawl", quantity: 2, unit_price: 1_250_000, line_total: 2_500_000 }],
      subtotal: 2_500_000,
      total: 2_500_000,
      buyer_name: "Reza Karimi",
      buyer_phone: "+989121234567",
      buyer_address: null,
      payment_method: "card_to_card",
      order_status: "new",
    });
    // A second tap on the same confirm button makes no second order.
    await deliver(press("confirm-order"));
    const again = await server.app.request("/api/orders", onApp(seller));
    expect(((await again.json()) as { items: unknown[] }).items).toHaveLength(1);

    // DESIGN 23: the receipt photo lands on the order; something that is no photo is asked for again.
    await deliver(photo(new TextEncoder().encode("not a photo")));
    expect(sent().at(-1)?.text).toBe("این عکس را نتوانستیم بخوانیم؛ لطفاً عکس رسید را دوباره بفرستید.");
    await deliver(photo(await makeImage("jpeg", 300, 500)));
    expect(sent().at(-1)?.text).toBe("رسید شما رسید ✅ فروشنده آن را بررسی می‌کند و نتیجه را همین‌جا خبرتان می‌کنیم.");
    // Issue 34: the buyer sees the receipt through the order's own link; the seller in the orders tab.
    const [receiptButton] = buttons(sent().at(-1));
    expect(receiptButton?.text).toBe("🧾 دیدن رسید");
    const atLink = await server.app.request(new URL(receiptButton?.url ?? "").pathname);
    expect(atLink.status).toBe(200);
    expect(atLink.headers.get("cache-control")).toBe("private, no-store");
    const withReceipt = (await (await server.app.request("/api/orders", onApp(seller))).json()) as {
      items: { id: string; receipt_url: string | null }[];
    };
    expect(withReceipt.items[0]?.receipt_url).toBe(`/api/orders/${withReceipt.items[0]?.id}/receipt`);
    const approved = await post(seller, `/api/orders/${withReceipt.items[0]?.id}/receipt/decision`, {
      decision: "approve",
    });
    expect(((await approved.json()) as { payment_status: string }).payment_status).toBe("paid");
  });

  it("ISSUE35-BOT-2 once the phone is received, shared or typed, the next message takes the contact button away; a wrong number keeps it", async () => {
    const handle = await shop();
    const lamp = await product(handle.seller, { name: "Desk lamp", stock_quantity: 5 });
    const toPhoneStep = async (buyer: ReturnType<typeof buyerOf>, language: string) => {
      await buyer.deliver(buyer.press(`o:${lamp.id}`, language));
      await buyer.deliver(buyer.text("1", language));
      await buyer.deliver(buyer.text("Reza Karimi", language));
      expect(buyer.sent().at(-1)?.replyMarkup).toMatchObject({ keyboard: [[{ request_contact: true }]] });
    };
    const persian = buyerOf(handle);
    await toPhoneStep(persian, "fa");
    await persian.deliver(persian.text("0912"));
    expect(persian.sent().at(-1)?.replyMarkup).toBeUndefined();
    const before = persian.sent().length;
    await persian.deliver(persian.contact("989121234567"));
    const [received, address] = persian.sent().slice(before);
    expect(received).toMatchObject({ text: "شمارهٔ +۹۸۹۱۲۱۲۳۴۵۶۷ ثبت شد ✅", replyMarkup: { remove_keyboard: true } });
    expect(address?.text).toContain("آدرس تحویل را بفرستید");

    const english = buyerOf(handle);
    await toPhoneStep(english, "en");
    const typedBefore = english.sent().length;
    await english.deliver(english.text("09121234567", "en"));
    expect(english.sent()[typedBefore]).toMatchObject({
      text: "Got your number: 09121234567 ✅",
      replyMarkup: { remove_keyboard: true },
    });
    expect(english.sent().at(-1)?.text).toContain("Send the delivery address");
  });

  it("ISSUE35-BOT-3 the name step offers the buyer's own Telegram name as one tap, and another name can still be typed", async () => {
    const handle = await shop();
    const lamp = await product(handle.seller, { name: "Desk lamp", stock_quantity: 5 });
    const toNameStep = async (buyer: ReturnType<typeof buyerOf>, language: string) => {
      await buyer.deliver(buyer.press(`o:${lamp.id}`, language));
      await buyer.deliver(buyer.text("1", language));
      return buyer.sent().at(-1);
    };
    const toSummary = async (buyer: ReturnType<typeof buyerOf>, language: string) => {
      await buyer.deliver(buyer.text("09121234567", language));
      await buyer.deliver(buyer.press("skip-address", language));
      return buyer.sent().at(-2)?.text ?? "";
    };
    const persian = buyerOf(handle, { first_name: "رضا", last_name: "کریمی" });
    const question = await toNameStep(persian, "fa");
    expect(question?.text).toBe("نام و نام خانوادگی گیرنده را بفرستید:");
    expect(buttonsOf(question)).toEqual([
      { text: "👤 رضا کریمی (خودم)", callback_data: "own-name" },
      { text: "❌ انصراف", callback_data: "cancel-order" },
    ]);
    await persian.deliver(persian.press("own-name"));
    expect(persian.sent().at(-1)?.text).toContain("شمارهٔ موبایلتان را بفرستید");
    expect(await toSummary(persian, "fa")).toContain("گیرنده: رضا کریمی");

    const english = buyerOf(handle, { first_name: "Sam" });
    expect(buttonsOf(await toNameStep(english, "en"))[0]).toEqual({ text: "👤 Sam (me)", callback_data: "own-name" });
    await english.deliver(english.text("Sara Ahmadi", "en"));
    expect(english.sent().at(-1)?.text).toContain("Send your mobile number");
    expect(await toSummary(english, "en")).toContain("Recipient: Sara Ahmadi");
  });

  it("BOT cancel at any step ends the order, and the last item goes to one of two buyers confirming at once", async () => {
    const first = await shop();
    const last = await product(first.seller, { name: "Last vase", stock_quantity: 1 });
    await first.deliver(first.press(`o:${last.id}`));
    await first.deliver(first.press("cancel-order"));
    expect(first.sent().at(-1)?.text).toBe("سفارش لغو شد. هر وقت خواستید /start را بفرستید.");
    await first.deliver(first.text("Reza"));
    expect(first.sent().at(-1)?.text).toContain("در این فروشگاه محصولی با این نام پیدا نکردم.");

    // Two chats with the same bot reach the summary, then both confirm at once.
    const walk = async (deliver: typeof first.deliver, text: typeof first.text, press: typeof first.press) => {
      await deliver(press(`o:${last.id}`));
      await deliver(text("1"));
      await deliver(text("Buyer"));
      await deliver(text("09121234567"));
      await deliver(press("skip-address"));
    };
    await walk(first.deliver, first.text, first.press);
    const other = buyerOf(first);
    await walk(other.deliver, other.text, other.press);
    await Promise.all([first.deliver(first.press("confirm-order")), other.deliver(other.press("confirm-order"))]);
    const answers = [first.sent().at(-1)?.text, other.sent().at(-1)?.text];
    expect(answers.filter((answer) => answer === "متأسفانه موجودی این محصول همین حالا کافی نیست.")).toHaveLength(1);
    const orders = await server.app.request("/api/orders", onApp(first.seller));
    expect(((await orders.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it("BOT-10 BOT-12 the buyer hears of every change with the seller's order_confirmation template, a rejected receipt is asked for again, /orders lists them", async () => {
    const handle = await shop();
    const { seller, deliver, text, photo, press, sent } = handle;
    await post(seller, "/api/seller-settings/cards", {
      card_last_four: "",
      card_holder_name: "Sara Ahmadi",
      card_number: "6037991234567893",
    });
    await post(seller, "/api/templates", {
      template_type: "order_confirmation",
      template_name: "Confirmed",
      content: "سفارش {order_id} ({product_name}، {price}) تأیید شد!",
    });
    const lamp = await product(seller, { name: "Desk lamp", price: 900_000, stock_quantity: 5 });
    for (const step of [
      press(`o:${lamp.id}`),
      text("1"),
      text("Reza"),
      text("09121234567"),
      press("skip-address"),
      press("confirm-order"),
    ]) {
      await deliver(step);
    }
    const orders = (await (await server.app.request("/api/orders", onApp(seller))).json()) as {
      items: { id: string }[];
    };
    const orderId = orders.items[0]?.id ?? "";
    const settled = () => expect.poll(() => server.openStreams.size).toBe(0);

    await post(seller, `/api/orders/${orderId}/status`, { to: "confirmed" });
    await settled();
    expect(sent().at(-1)?.text).toBe("سفارش ۱ (Desk lamp، ۹۰۰٬۰۰۰ تومان) تأیید شد!");
    await post(seller, `/api/orders/${orderId}/status`, { to: "shipped" });
    await settled();
    expect(sent().at(-1)?.text).toBe("سفارش ۱ شما ارسال شد 🚚");

    const image = await makeImage("jpeg", 200, 300);
    await deliver(photo(image));
    await post(seller, `/api/orders/${orderId}/receipt/decision`, { decision: "reject" });
    await settled();
    expect(sent().at(-1)?.text).toBe("رسید سفارش ۱ تأیید نشد؛ لطفاً عکس رسید درست را همین‌جا بفرستید.");
    await deliver(photo(image));
    expect(sent().at(-1)?.text).toContain("رسید شما رسید");
    await post(seller, `/api/orders/${orderId}/receipt/decision`, { decision: "approve" });
    await settled();
    expect(sent().at(-1)?.text).toBe("پرداخت سفارش ۱ تأیید شد ✅");

    await deliver(text("/orders"));
    expect(sent().at(-1)?.text).toBe("سفارش‌های شما:\nسفارش ۱ — Desk lamp: ارسال‌شده، پرداخت‌شده");

    // A buyer whose Telegram speaks English is told in English.
    const english = buyerOf(handle);
    for (const step of [
      english.press(`o:${lamp.id}`, "en"),
      english.text("1", "en"),
      english.text("Sam", "en"),
      english.text("09121234567", "en"),
      english.press("skip-address", "en"),
      english.press("confirm-order", "en"),
    ]) {
      await english.deliver(step);
    }
    const newest = (await (await server.app.request("/api/orders", onApp(seller))).json()) as {
      items: { id: string }[];
    };
    await post(seller, `/api/orders/${newest.items[0]?.id}/status`, { to: "cancelled" });
    await settled();
    expect(english.sent().at(-1)?.text).toBe("Your order 2 was cancelled.");
  });
});
