import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import { tehranDayStart } from "../../shared/tehran-calendar";
import { ownerChatLinks } from "../db/schema";
import { startScheduler } from "../jobs/scheduler";
import { createLogger } from "../logger";
import { placeOrder } from "../orders/service";
import { buttonsOf, type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { makeImage, productBody } from "../test/make-product";
import { makeUser } from "../test/make-user";
import { AlertPace } from "./alert-pace";
import { alertQueueOn, ownerAlertQueue } from "./alert-queue";
import { reportDate, sendDailyReports } from "./daily-report";
import { sendEmailAlerts } from "./email-alerts";
import { ownerTexts } from "./owner-texts";
import { shopReport } from "./shop-report";

const t = ownerTexts.fa;
/**
 * The platforms' one message a second per chat, scaled down so a burst of dozens takes seconds, not a minute: the
 * app keeps this pace, and the stand-in's flood control answers 429 to anything faster (arrivals jitter on a busy
 * machine, so a few 429s may still come, each waited out).
 */
const chatGapMs = 25;

let harness: ShopHarness;
let stopScheduler: () => Promise<void>;
beforeAll(async () => {
  harness = await startShopHarness();
  // The app's own alert queue on pg-boss, as main.ts starts it, at the scaled pace.
  const scheduler = await startScheduler(
    {
      connection: harness.server.database.jobConnection,
      logger: createLogger("silent"),
      pollingSeconds: harness.server.config.jobs.pollingSeconds,
    },
    {
      jobs: [],
      queues: [
        ownerAlertQueue(harness.server.ctx, {
          inBackground: harness.server.reactions.inBackground,
          pace: new AlertPace({ perBotMs: 1, perChatMs: chatGapMs }),
        }),
      ],
    },
  );
  harness.server.alertQueue.attach(alertQueueOn(scheduler));
  stopScheduler = () => scheduler.stop();
}, 60_000);
afterAll(async () => {
  await stopScheduler();
  await harness.close();
});

type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;
type Chat = ReturnType<Shop["chat"]>;

/** The seller makes a link in the connections tab and `owner` presses Start with it in the bot. */
async function link(
  shop: Shop,
  owner = shop.chat(900_000 + Math.floor(Math.random() * 90_000), { first_name: "Sara" }),
) {
  const made = await harness.post(shop.seller, `/api/bots/${shop.id}/owner-links`, {});
  expect(made.status, await made.clone().text()).toBe(201);
  const { url, expires_at } = (await made.json()) as { url: string; expires_at: string };
  const payload = new URL(url).searchParams.get("start") ?? "";
  await owner.deliver(owner.text(`/start ${payload}`));
  return { owner, url, payload, expiresAt: new Date(expires_at) };
}

/** A shop that takes card-to-card payments, with a product, and its owner chat linked. */
async function linkedShop() {
  const shop = await harness.shop();
  const card = await harness.post(shop.seller, "/api/seller-settings/cards", {
    card_last_four: "",
    card_holder_name: "Sara Ahmadi",
    card_number: "6037991234567893",
  });
  expect(card.status, await card.clone().text()).toBe(201);
  const shawl = await harness.product(shop.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
  const { owner } = await link(shop);
  return { shop, owner, shawl };
}

/** A buyer orders `quantity` of the product in the bot, as a buyer does. */
async function buyerOrders(shop: Shop, productId: string, quantity = 1) {
  const buyer = harness.buyerOf(shop, { first_name: "Reza" });
  for (const step of [
    buyer.press(`o:${productId}`),
    buyer.text(String(quantity)),
    buyer.text("Reza Karimi"),
    buyer.text("09121234567"),
    buyer.press("skip-address"),
    buyer.press("confirm-order"),
  ]) {
    await buyer.deliver(step);
  }
  return buyer;
}

/** The owner chat's alerts (messages with an order number), as it shows them now. */
const alertsIn = (owner: Chat) => owner.sent().filter((message) => message.text.startsWith("🛒") || message.caption);

async function orders(shop: Shop) {
  return (
    await harness.get<{ items: { id: string; number: number; order_status: string; payment_status: string }[] }>(
      shop.seller,
      "/api/orders",
    )
  ).items;
}

describe("the owner chat is linked once, by the account that presses Start (issue 37)", () => {
  it("ISSUE37-LINK the one-time link links that account; the tab lists it; pressed again or by someone else it is refused and the owner told", async () => {
    const shop = await harness.shop();
    const { owner, url, payload } = await link(shop);
    expect(url).toMatch(new RegExp(`^https://t\\.me/${shop.bot.username}\\?start=owner_[A-Za-z0-9_-]{32}$`));
    expect(owner.sent().at(-1)?.text).toBe(t.linked(shop.bot.firstName));
    const linked = await harness.get<{ items: { name: string; unreachable: boolean }[] }>(
      shop.seller,
      `/api/bots/${shop.id}/owner-chats`,
    );
    expect(linked.items).toEqual([expect.objectContaining({ name: "Sara", unreachable: false })]);

    // Forwarded: another account presses the used link. Refused; the owner hears who tried.
    const stranger = shop.chat(777_001, { first_name: "Nima", last_name: "Rad" });
    await stranger.deliver(stranger.text(`/start ${payload}`));
    expect(stranger.sent().at(-1)?.text).toBe(t.linkUsed);
    expect(owner.sent().at(-1)?.text).toBe(t.linkReuseRefused("Nima Rad"));
    expect(
      (await harness.get<{ items: unknown[] }>(shop.seller, `/api/bots/${shop.id}/owner-chats`)).items,
    ).toHaveLength(1);
    // The stranger is still a buyer: /start is the shop's welcome.
    await stranger.deliver(stranger.text("/start"));
    expect(stranger.sent().at(-2)?.text).toBe(botTexts.fa.welcome(shop.bot.firstName));
  });

  it("ISSUE37-LINK a link past its 15 minutes is refused; another seller's bot is 404; unlinked, the chat is a buyer again", async () => {
    const shop = await harness.shop();
    const made = await harness.post(shop.seller, `/api/bots/${shop.id}/owner-links`, {});
    const { url, expires_at } = (await made.json()) as { url: string; expires_at: string };
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    await harness.server.database.db
      .update(ownerChatLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerChatLinks.botId, shop.id));
    const late = shop.chat(777_002, { first_name: "Sara" });
    await late.deliver(late.text(`/start ${new URL(url).searchParams.get("start")}`));
    expect(late.sent().at(-1)?.text).toBe(t.linkExpired);

    const other = await makeUser(harness.server.app, { origin: harness.server.config.appUrl });
    for (const response of [
      await harness.post(other, `/api/bots/${shop.id}/owner-links`, {}),
      await harness.server.app.request(`/api/bots/${shop.id}/owner-chats`, harness.onApp(other)),
    ]) {
      expect(response.status).toBe(404);
    }
    const { owner } = await link(shop);
    const [chat] = (await harness.get<{ items: { id: string }[] }>(shop.seller, `/api/bots/${shop.id}/owner-chats`))
      .items;
    const strangerRemoves = await harness.server.app.request(
      `/api/bots/${shop.id}/owner-chats/${chat?.id}`,
      harness.onApp(other, { method: "DELETE" }),
    );
    expect(strangerRemoves.status).toBe(404);
    const removed = await harness.server.app.request(
      `/api/bots/${shop.id}/owner-chats/${chat?.id}`,
      harness.onApp(shop.seller, { method: "DELETE" }),
    );
    expect(removed.status).toBe(204);
    await owner.deliver(owner.text("/orders"));
    expect(owner.sent().at(-1)?.text).toBe(botTexts.fa.noOrders);
  });
});

describe("alerts of orders reach the owner chat, and their buttons act as the web does (issue 37)", () => {
  it("ISSUE37-ALERT a buyer's order comes with its line, buyer, phone and total; Confirm confirms it and the buyer is told", async () => {
    const { shop, owner, shawl } = await linkedShop();
    const buyer = await buyerOrders(shop, shawl.id, 2);
    await expect.poll(() => alertsIn(owner).length).toBe(1);
    const [alert] = alertsIn(owner);
    expect(alert?.text).toContain(t.newOrder("۱"));
    expect(alert?.text).toContain("Wool shawl × ۲: ۲٬۵۰۰٬۰۰۰ تومان");
    expect(alert?.text).toContain(t.buyer("Reza Karimi"));
    expect(alert?.text).toContain(t.phone("09121234567"));
    expect(alert?.text).toContain(`${t.total("۲٬۵۰۰٬۰۰۰ تومان")} · ${t.methods.card_to_card}`);
    expect(buttonsOf(alert).map((button) => button.text)).toEqual([t.confirm, t.cancel, t.openInWeb]);
    expect(buttonsOf(alert).at(-1)?.url).toBe("https://shop.example/dashboard?tab=orders");

    const confirm = buttonsOf(alert).find((button) => button.text === t.confirm)?.callback_data ?? "";
    await owner.deliver(owner.press(confirm, "fa", alert?.messageId));
    expect((await orders(shop))[0]?.order_status).toBe("confirmed");
    expect(alertsIn(owner)[0]?.text).toContain(t.outcome.confirmed);
    // Confirmed, its next step is the shipping (ISSUE37-SHIP).
    expect(buttonsOf(alertsIn(owner)[0]).map((button) => button.text)).toEqual([t.ship, t.openInWeb]);
    expect(buyer.sent().at(-1)?.text).toBe(botTexts.fa.statusChanged.confirmed("۱"));
    // Pressed again (a double tap): it says the order moved on, and nothing changes twice.
    await owner.deliver(owner.press(confirm, "fa", alert?.messageId));
    const history = await harness.get<{ items: { kind: string; to: string; actor: string }[] }>(
      shop.seller,
      `/api/orders/${(await orders(shop))[0]?.id}/history`,
    );
    expect(history.items.filter((event) => event.to === "confirmed")).toHaveLength(1);
  });

  it("ISSUE37-ALERT Cancel asks again; Back brings the buttons back; Yes cancels it and its stock returns", async () => {
    const { shop, owner, shawl } = await linkedShop();
    await buyerOrders(shop, shawl.id, 2);
    await expect.poll(() => alertsIn(owner).length).toBe(1);
    const alert = () => alertsIn(owner)[0];
    const pressing = async (label: string) => {
      const data = buttonsOf(alert()).find((button) => button.text === label)?.callback_data;
      expect(data, `${label} in ${JSON.stringify(buttonsOf(alert()))}`).toBeDefined();
      await owner.deliver(owner.press(data ?? "", "fa", alert()?.messageId));
    };
    await pressing(t.cancel);
    expect(alert()?.text).toContain(t.askCancel("۱"));
    expect(buttonsOf(alert()).map((button) => button.text)).toEqual([t.yesCancel, t.back]);
    await pressing(t.back);
    expect(buttonsOf(alert()).map((button) => button.text)).toEqual([t.confirm, t.cancel, t.openInWeb]);
    await pressing(t.cancel);
    await pressing(t.yesCancel);
    expect((await orders(shop))[0]?.order_status).toBe("cancelled");
    expect(alert()?.text).toContain(t.outcome.cancelled);
    const products = await harness.get<{ items: { id: string; stock_quantity: number }[] }>(
      shop.seller,
      "/api/products",
    );
    expect(products.items.find((product) => product.id === shawl.id)?.stock_quantity).toBe(5);
  });

  it("ISSUE37-ALERT an order confirmed on the web meanwhile: the alert's Confirm says so and acts on nothing", async () => {
    const { shop, owner, shawl } = await linkedShop();
    await buyerOrders(shop, shawl.id);
    await expect.poll(() => alertsIn(owner).length).toBe(1);
    const [order] = await orders(shop);
    const onWeb = await harness.post(shop.seller, `/api/orders/${order?.id}/status`, { to: "cancelled" });
    expect(onWeb.status).toBe(200);
    const alert = alertsIn(owner)[0];
    const confirm = buttonsOf(alert).find((button) => button.text === t.confirm)?.callback_data ?? "";
    await owner.deliver(owner.press(confirm, "fa", alert?.messageId));
    expect((await orders(shop))[0]?.order_status).toBe("cancelled");
    expect(alertsIn(owner)[0]?.text).toContain(t.changedMeanwhile(t.statuses.cancelled));
    const answered = harness.standIn.requests.filter(
      (request) => request.token === shop.bot.token && request.method === "answerCallbackQuery",
    );
    expect(answered.at(-1)?.params.text).toBe(t.changedMeanwhile(t.statuses.cancelled));
  });

  it("ISSUE37-ALERT a card-to-card receipt comes as its photo with Approve and Reject; Approve pays and confirms it", async () => {
    const { shop, owner, shawl } = await linkedShop();
    const buyer = await buyerOrders(shop, shawl.id);
    await buyer.deliver(buyer.photo(await makeImage("jpeg", 300, 500)));
    await expect.poll(() => owner.sent().filter((message) => message.photo).length).toBe(1);
    const receipt = () => owner.sent().find((message) => message.photo);
    expect(receipt()?.caption).toContain(t.receipt("۱"));
    expect(receipt()?.caption).toContain(t.amount("۱٬۲۵۰٬۰۰۰ تومان"));
    expect(receipt()?.photo?.uploadedBytes).toBeGreaterThan(0);
    expect(buttonsOf(receipt()).map((button) => button.text)).toEqual([t.approve, t.reject, t.openInWeb]);
    const approve = buttonsOf(receipt()).find((button) => button.text === t.approve)?.callback_data ?? "";
    await owner.deliver(owner.press(approve, "fa", receipt()?.messageId));
    const [order] = await orders(shop);
    expect(order).toMatchObject({ payment_status: "paid", order_status: "confirmed" });
    expect(receipt()?.caption).toContain(t.outcome.approved);
    expect(buyer.sent().at(-1)?.text).toBe(botTexts.fa.statusChanged.confirmed("۱"));
  });

  it("ISSUE37-ALERT a buyer who crafts an owner button's data gets nothing done", async () => {
    const { shop, owner, shawl } = await linkedShop();
    const buyer = await buyerOrders(shop, shawl.id);
    await expect.poll(() => alertsIn(owner).length).toBe(1);
    const confirm = buttonsOf(alertsIn(owner)[0]).find((button) => button.text === t.confirm)?.callback_data ?? "";
    await buyer.deliver(buyer.press(confirm));
    expect((await orders(shop))[0]?.order_status).toBe("new");
    const answered = harness.standIn.requests.filter(
      (request) => request.token === shop.bot.token && request.method === "answerCallbackQuery",
    );
    expect(answered.at(-1)?.params.text).toBe(t.notYours);
  });

  it("ISSUE37-COMMANDS /orders lists the open orders, each with its buttons; the owner is never served as a buyer", async () => {
    const { shop, owner, shawl } = await linkedShop();
    await buyerOrders(shop, shawl.id);
    await buyerOrders(shop, shawl.id);
    await expect.poll(() => alertsIn(owner).length).toBe(2);
    const before = owner.sent().length;
    await owner.deliver(owner.text("/orders"));
    const listed = owner.sent().slice(before);
    expect(listed[0]?.text).toBe(t.ordersTitle("۲"));
    expect(listed.slice(1).map((message) => message.text.split("\n")[0])).toEqual([t.newOrder("۲"), t.newOrder("۱")]);
    const confirm = buttonsOf(listed[2]).find((button) => button.text === t.confirm)?.callback_data ?? "";
    await owner.deliver(owner.press(confirm, "fa", listed[2]?.messageId));
    expect((await orders(shop)).find((order) => order.number === 1)?.order_status).toBe("confirmed");
    // Anything else the owner writes is answered with the owner's help, not the sales assistant.
    await owner.deliver(owner.text("سلام، قیمت شال چنده؟"));
    expect(owner.sent().at(-1)?.text).toBe(t.help);
  });
});

describe("a burst of orders reaches the owner chat in order, at the platform's pace (issue 37)", () => {
  /** Orders placed at once, as many buyers' bots place them (the bot's own path, without its conversation). */
  async function ordersAtOnce(shop: Shop, count: number) {
    // Stock for every order and more, so no low-stock line comes between the alerts.
    const stocked = await harness.product(shop.seller, { name: "Silk scarf", price: 90_000, stock_quantity: 1000 });
    const variantId = stocked.variants[0]?.id ?? "";
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        placeOrder(harness.server.ctx, {
          sellerId: shop.seller.id,
          lines: [{ variantId, quantity: 1 }],
          buyerName: `Buyer ${index + 1}`,
          buyerPhone: "09121234567",
          buyerAddress: null,
          paymentMethod: "card_to_card",
          paymentStatus: "pending",
          source: "bot",
          actor: "buyer",
          now: new Date(),
        }),
      ),
    );
  }
  const titles = (count: number) => Array.from({ length: count }, (_, index) => t.newOrder(formatFa(index + 1)));

  it("ISSUE37-BURST 200 orders at once are told in their order, none lost, under the platform's flood control", async () => {
    const { shop, owner } = await linkedShop();
    // The platform's limit, a little under the app's pace as Telegram's "about one a second" is under the app's one.
    const platformGapMs = chatGapMs - 5;
    harness.standIn.controlFlood(shop.bot.token, owner.chatId, { perChatMs: platformGapMs, retryAfterSeconds: 1 });
    const count = 200;
    await ordersAtOnce(shop, count);
    await expect.poll(() => alertsIn(owner).length, { timeout: 120_000 }).toBe(count);
    expect(alertsIn(owner).map((message) => message.text.split("\n")[0])).toEqual(titles(count));
    // The stand-in refused anything faster than its limit (a 429, waited out and sent again), so what it took kept it.
    const sentAt = alertsIn(owner).map((message) => harness.standIn.sentAtOf(message) ?? 0);
    for (let index = 1; index < sentAt.length; index += 1) {
      expect((sentAt[index] ?? 0) - (sentAt[index - 1] ?? 0)).toBeGreaterThanOrEqual(platformGapMs - 1);
    }
  }, 180_000);

  it("ISSUE37-BURST a 429 from the platform is waited out for its retry_after and the same alert sent again", async () => {
    const { shop, owner } = await linkedShop();
    // Stricter than the app's pace here: the second alert meets a 429 with retry_after 1.
    harness.standIn.controlFlood(shop.bot.token, owner.chatId, { perChatMs: 400, retryAfterSeconds: 1 });
    await ordersAtOnce(shop, 3);
    await expect.poll(() => alertsIn(owner).length, { timeout: 30_000 }).toBe(3);
    expect(alertsIn(owner).map((message) => message.text.split("\n")[0])).toEqual(titles(3));
    expect(harness.standIn.floodRefusals.filter((refusal) => refusal.token === shop.bot.token).length).toBeGreaterThan(
      0,
    );
  }, 60_000);
});

const formatFa = (value: number) => value.toLocaleString("fa-IR", { useGrouping: false });

describe("stock and the day's figures in the owner chat (issue 37)", () => {
  /** An order placed by a buyer at `at`, through the bot's own path. */
  async function orderAt(shop: Shop, variantId: string, at: Date, options: { quantity?: number; paid?: boolean } = {}) {
    return placeOrder(harness.server.ctx, {
      sellerId: shop.seller.id,
      lines: [{ variantId, quantity: options.quantity ?? 1 }],
      buyerName: "Reza",
      buyerPhone: "09121234567",
      buyerAddress: null,
      paymentMethod: "card_to_card",
      paymentStatus: options.paid ? "paid" : "pending",
      source: "bot",
      actor: "buyer",
      now: at,
    });
  }

  it("ISSUE37-STOCK an order that leaves a variant at its threshold, or sold out, is told after the order's alert", async () => {
    const { shop, owner } = await linkedShop();
    const scarf = await harness.product(shop.seller, { name: "Silk scarf", price: 90_000, stock_quantity: 3 });
    const code = scarf.variants[0]?.code ?? "";
    await orderAt(shop, scarf.variants[0]?.id ?? "", new Date());
    await expect.poll(() => owner.sent().at(-1)?.text).toBe(t.lowStockAlert("Silk scarf", code, "۲"));
    await orderAt(shop, scarf.variants[0]?.id ?? "", new Date(), { quantity: 2 });
    await expect.poll(() => owner.sent().at(-1)?.text).toBe(t.soldOutAlert("Silk scarf", code));
  });

  it("ISSUE37-STOCK a product's own low-stock threshold is the one alerted at, and an edit that leaves it out keeps it", async () => {
    const { shop, owner } = await linkedShop();
    const kilim = await harness.product(shop.seller, {
      name: "Kilim",
      price: 900_000,
      stock_quantity: 7,
      low_stock_threshold: 5,
    });
    expect(kilim).toMatchObject({ low_stock_threshold: 5 });
    const edited = await harness.server.app.request(
      `/api/products/${kilim.id}`,
      harness.onApp(shop.seller, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        // The form's body without the threshold: the stored one stays.
        body: JSON.stringify({
          ...productBody({ name: "Kilim", price: 950_000, stock_quantity: 7 }),
          product_code: kilim.product_code,
        }),
      }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ price: 950_000, low_stock_threshold: 5 });
    const code = kilim.variants[0]?.code ?? "";
    await orderAt(shop, kilim.variants[0]?.id ?? "", new Date());
    await expect.poll(() => alertsIn(owner).length).toBe(1);
    expect(owner.sent().some((message) => message.text.startsWith("⚠️"))).toBe(false);
    await orderAt(shop, kilim.variants[0]?.id ?? "", new Date());
    await expect.poll(() => owner.sent().at(-1)?.text).toBe(t.lowStockAlert("Kilim", code, "۵"));
  });

  it("ISSUE37-STOCK /stock CODE N sets the variant's stock, Persian digits too; a wrong code or form is said", async () => {
    const { shop, owner } = await linkedShop();
    const scarf = await harness.product(shop.seller, { name: "Silk scarf", price: 90_000, stock_quantity: 3 });
    const code = scarf.variants[0]?.code ?? "";
    await owner.deliver(owner.text(`/stock ${code.toLowerCase()} ۱۲`));
    expect(owner.sent().at(-1)?.text).toBe(t.stockSet("Silk scarf", code, "۱۲"));
    const products = await harness.get<{ items: { id: string; stock_quantity: number }[] }>(
      shop.seller,
      "/api/products",
    );
    expect(products.items.find((product) => product.id === scarf.id)?.stock_quantity).toBe(12);
    await owner.deliver(owner.text("/stock NO-SUCH 3"));
    expect(owner.sent().at(-1)?.text).toBe(t.stockUnknownCode("NO-SUCH"));
    await owner.deliver(owner.text(`/stock ${code} -1`));
    expect(owner.sent().at(-1)?.text).toBe(t.stockUsage);
    // A buyer who sends the same words is a buyer: nothing changes.
    const buyer = harness.buyerOf(shop);
    await buyer.deliver(buyer.text(`/stock ${code} 0`));
    const after = await harness.get<{ items: { id: string; stock_quantity: number }[] }>(shop.seller, "/api/products");
    expect(after.items.find((product) => product.id === scarf.id)?.stock_quantity).toBe(12);
  });

  it("ISSUE37-REPORT /report and the daily report give today's orders, paid revenue, top products, receipts and low stock beside last week", async () => {
    const { shop, owner } = await linkedShop();
    const scarf = await harness.product(shop.seller, { name: "Silk scarf", price: 100_000, stock_quantity: 50 });
    const cap = await harness.product(shop.seller, { name: "Wool cap", price: 40_000, stock_quantity: 3 });
    const reportAt = new Date(tehranDayStart(new Date()).getTime() + 22 * 3_600_000);
    const hoursBefore = (hours: number) => new Date(reportAt.getTime() - hours * 3_600_000);
    await orderAt(shop, scarf.variants[0]?.id ?? "", hoursBefore(5), { quantity: 3, paid: true });
    await orderAt(shop, cap.variants[0]?.id ?? "", hoursBefore(3), { quantity: 2 });
    await orderAt(shop, scarf.variants[0]?.id ?? "", hoursBefore(7 * 24 + 1), { paid: true });
    await orderAt(shop, scarf.variants[0]?.id ?? "", hoursBefore(30));
    const figures = await shopReport(harness.server.ctx, { sellerId: shop.seller.id, now: reportAt });
    expect(figures).toMatchObject({
      orders: 2,
      paid: 300_000,
      lastWeek: { orders: 1, paid: 100_000 },
      topProducts: [
        { name: "Silk scarf", quantity: 3 },
        { name: "Wool cap", quantity: 2 },
      ],
      receiptsWaiting: 0,
      lowStockCount: 1,
      lowStock: [{ name: "Wool cap", code: cap.variants[0]?.code, stock: 1 }],
    });

    await owner.deliver(owner.text("/report"));
    const reports = () => owner.sent().filter((message) => message.text.startsWith("📊"));
    expect(reports()[0]?.text).toContain(t.report.receipts("۰"));

    // The daily report at 22:00 Tehran, once whatever runs it twice; another hour sends nothing.
    await sendDailyReports(harness.server.ctx, { now: reportAt, pace: new AlertPace({ perBotMs: 0, perChatMs: 0 }) });
    await sendDailyReports(harness.server.ctx, { now: reportAt, pace: new AlertPace({ perBotMs: 0, perChatMs: 0 }) });
    const daily = reports().slice(1);
    expect(daily).toHaveLength(1);
    expect(daily[0]?.text).toContain(t.report.orders("۲", "۱"));
    expect(daily[0]?.text).toContain(t.report.paid("۳۰۰٬۰۰۰ تومان", "۱۰۰٬۰۰۰ تومان"));
    expect(daily[0]?.text).toContain(t.report.top("۱. Silk scarf × ۳، ۲. Wool cap × ۲"));
  });

  it("ISSUE37-REPORT the seller picks the hour and that a day without orders gets nothing; bad input is 400 and changes nothing", async () => {
    const { shop, owner } = await linkedShop();
    const path = "/api/seller-settings/owner";
    const defaults = { alerts_by: "bot", report_hour: 22, quiet_days: "one_line" };
    expect(await harness.get(shop.seller, path)).toEqual(defaults);
    const put = (body: unknown) =>
      harness.server.app.request(
        path,
        harness.onApp(shop.seller, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await put({ ...defaults, report_hour: 24 })).status).toBe(400);
    expect((await put({ ...defaults, quiet_days: "sometimes" })).status).toBe(400);
    expect((await put({ ...defaults, alerts_by: "pigeon" })).status).toBe(400);
    expect(await harness.get(shop.seller, path)).toEqual(defaults);
    expect((await put({ ...defaults, report_hour: 8, quiet_days: "none" })).status).toBe(200);
    const eight = new Date(tehranDayStart(new Date()).getTime() + 8 * 3_600_000);
    const before = owner.sent().length;
    const pace = new AlertPace({ perBotMs: 0, perChatMs: 0 });
    await sendDailyReports(harness.server.ctx, { now: new Date(eight.getTime() + 14 * 3_600_000), pace });
    await sendDailyReports(harness.server.ctx, { now: eight, pace });
    expect(owner.sent().slice(before)).toEqual([]);
    expect((await put({ ...defaults, report_hour: 8 })).status).toBe(200);
    const tomorrow = new Date(eight.getTime() + 24 * 3_600_000);
    await sendDailyReports(harness.server.ctx, { now: tomorrow, pace });
    expect(owner.sent().at(-1)?.text).toBe(`${t.report.daily(reportDate(tomorrow, "fa"))}\n${t.report.quiet}`);
  });
});

describe("alerts by e-mail (issue 37)", () => {
  it("ISSUE37-EMAIL with e-mail chosen the chat is told nothing and one digest names the orders since the last; with both, each gets them", async () => {
    const { shop, owner, shawl } = await linkedShop();
    await buyerOrders(shop, shawl.id);
    await expect.poll(() => alertsIn(owner).length).toBe(1);
    const put = (alerts_by: string) =>
      harness.server.app.request(
        "/api/seller-settings/owner",
        harness.onApp(shop.seller, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ alerts_by, report_hour: 22, quiet_days: "one_line" }),
        }),
      );
    expect((await put("email")).status).toBe(200);
    const digests = async () =>
      (
        await harness.get<{ items: { kind: string; subject: string; text: string }[] }>(shop.seller, "/api/me/emails")
      ).items.filter((mail) => mail.kind === "shop-alerts");
    // The order from before e-mail was chosen is not e-mailed; the two after it are, in one digest.
    await buyerOrders(shop, shawl.id);
    await buyerOrders(shop, shawl.id);
    await sendEmailAlerts(harness.server.ctx);
    await sendEmailAlerts(harness.server.ctx);
    const [digest, ...others] = await digests();
    expect(others).toEqual([]);
    expect(digest?.text).toContain(t.newOrder("۲"));
    expect(digest?.text).toContain(t.newOrder("۳"));
    expect(digest?.text).not.toContain(t.newOrder("۱"));
    // The chat got nothing of them: its cursor kept up, so choosing both later brings no backlog.
    await harness.settled();
    expect(alertsIn(owner).map((message) => message.text.split("\n")[0])).toEqual([t.newOrder("۱")]);
    expect((await put("both")).status).toBe(200);
    await buyerOrders(shop, shawl.id);
    await expect.poll(() => alertsIn(owner).length).toBe(2);
    expect(alertsIn(owner).at(-1)?.text.split("\n")[0]).toBe(t.newOrder("۴"));
    await sendEmailAlerts(harness.server.ctx);
    expect((await digests()).at(0)?.text).toContain(t.newOrder("۴"));

    // A buyer asking for a person is in the next digest too, with the way to the conversation; once.
    const asking = harness.buyerOf(shop, { first_name: "Nima" });
    await asking.deliver(asking.text("اپراتور"));
    await sendEmailAlerts(harness.server.ctx);
    await sendEmailAlerts(harness.server.ctx);
    const withPerson = (await digests()).filter((mail) => mail.text.includes("Nima"));
    expect(withPerson).toHaveLength(1);
    expect(withPerson[0]?.text).toContain("می‌خواهد با یک نفر گفتگو کند");
    expect(withPerson[0]?.text).toMatch(/\/dashboard\?tab=conversations&conversation=[0-9a-f-]{36}/);
  });
});
