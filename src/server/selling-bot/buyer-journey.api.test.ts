import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, productVariants, sellerPaymentGateways, shopPayments, userBlocks } from "../db/schema";
import { startZarinpalStandIn } from "../integrations/zarinpal/test/zarinpal-stand-in";
import { createLogger } from "../logger";
import { pendingExpiresAfterMs } from "../payments/service";
import { scheduledJobs } from "../runtime/scheduled-jobs";
import { verifyShopPayment } from "../shop-pay/shop-payments";
import { openEventStream } from "../test/event-stream";
import type { TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { buttonsOf, type ShopHarness, startShopHarness } from "./test/shop-harness";

// A seller's own merchant id (any UUID works at the stand-in, as at Zarinpal's sandbox).
const merchantId = "0b4f62e1-7a2c-4d55-9d1e-3c8a5b7e9f10";
let zarinpal: Awaited<ReturnType<typeof startZarinpalStandIn>>;
let harness: ShopHarness;

beforeAll(async () => {
  zarinpal = await startZarinpalStandIn();
  harness = await startShopHarness({ ZARINPAL_API_ROOT: zarinpal.baseUrl });
});
afterAll(async () => {
  await harness.close();
  await zarinpal.close();
});

interface OrderItem {
  id: string;
  number: number;
  items: { product_name: string; quantity: number }[];
  subtotal: number;
  total: number;
  payment_method: string;
  payment_status: string;
  order_status: string;
  buyer_phone: string;
  buyer_address: string | null;
}

/** A seller who takes both online payments and card-to-card, with a shawl for sale. */
async function sellerWithGateway() {
  const handle = await harness.shop();
  await setGateway(harness, handle.seller);
  const card = await harness.post(handle.seller, "/api/seller-settings/cards", {
    card_last_four: "",
    card_number: "6037991234567893",
    card_holder_name: "Sara Karimi",
  });
  expect(card.status, await card.clone().text()).toBe(201);
  const shawl = await harness.product(handle.seller, {
    name: "شال پشمی",
    category: "clothing",
    price: 1_250_000,
    stock_quantity: 3,
  });
  return { ...handle, shawl };
}

async function setGateway(on: ShopHarness, seller: TestAccount) {
  const saved = await on.server.app.request(
    "/api/seller-settings/gateway",
    on.onApp(seller, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ zarinpal_merchant_id: merchantId }),
    }),
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
}

const ordersOf = async (seller: TestAccount) =>
  (await harness.get<{ items: OrderItem[] }>(seller, "/api/orders")).items;

/** Where a link the bot sent (or a redirect) points inside the app. */
const inApp = (url: string) => {
  const parsed = new URL(url, "https://shop.example");
  return `${parsed.pathname}${parsed.search}`;
};

/** The buyer taps the pay button: the app asks Zarinpal and sends them to StartPay. */
async function openPayLink(url: string) {
  const response = await harness.server.app.request(inApp(url));
  expect(response.status).toBe(303);
  const startPay = response.headers.get("location") ?? "";
  expect(startPay.startsWith(`${zarinpal.baseUrl}/pg/StartPay/`)).toBe(true);
  return decodeURIComponent(startPay.split("/").at(-1) ?? "");
}

/** The gateway sends the buyer back; the app verifies and shows the result page. */
async function comeBack(callbackUrl: string) {
  const response = await harness.server.app.request(inApp(callbackUrl));
  expect(response.status).toBe(303);
  const result = await harness.server.app.request(inApp(response.headers.get("location") ?? ""));
  return { status: result.status, html: await result.text() };
}

async function orderUpToSummary(handle: Awaited<ReturnType<typeof sellerWithGateway>>) {
  const { deliver, text, press, sent } = handle;
  // Issue 35: the shop sells clothing only, so /start opens its products without a category menu.
  await deliver(text("/start"));
  expect(buttonsOf(sent().at(-1)).map((button) => button.callback_data)).toEqual([`p:${handle.shawl.id}`]);
  await deliver(press(`p:${handle.shawl.id}`));
  expect(sent().at(-1)?.text).toContain("شال پشمی");
  await deliver(press(`o:${handle.shawl.id}`));
  await deliver(text("۲"));
  await deliver(text("رضا احمدی"));
  await deliver(text("۱۲۳۴۵"));
  expect(sent().at(-1)?.text).toBe("این شماره درست نیست؛ به شکل ۰۹xxxxxxxxx یا ‎+989xxxxxxxxx بفرستید:");
  await deliver(text("۰۹۱۲ ۱۲۳ ۴۵۶۷"));
  await deliver(text("تهران، خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲"));
  const [summary, choice] = sent().slice(-2);
  expect(summary?.text).toContain("مبلغ قابل پرداخت: ۲٬۵۰۰٬۰۰۰ تومان");
  expect(summary?.text).toContain("پرداخت: پرداخت آنلاین / کارت به کارت");
  expect(choice?.text).toBe("روش پرداخت را انتخاب کنید تا سفارش ثبت شود:");
  expect(buttonsOf(choice).map((button) => button.callback_data)).toEqual([
    "confirm-order:gateway",
    "confirm-order:card_to_card",
    "dc",
    "cancel-order",
  ]);
}

/** Moves a shop payment's start back past the time a second tap continues it. */
const makeOld = (authority: string) =>
  harness.server.database.db
    .update(shopPayments)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(shopPayments.authority, authority));

/** Moves a shop payment's start back past its authority's lifetime, where the expiry job settles it. */
const makeExpired = (authority: string) =>
  harness.server.database.db
    .update(shopPayments)
    .set({ createdAt: new Date(Date.now() - pendingExpiresAfterMs - 60_000) })
    .where(eq(shopPayments.authority, authority));

const paymentStatusOf = async (authority: string) =>
  (await harness.server.database.db.select().from(shopPayments).where(eq(shopPayments.authority, authority)))[0]
    ?.status;

/** The app's own 10-minute job that settles buyers' payments left pending, as main.ts schedules it. */
function shopExpiryJob() {
  const jobs = scheduledJobs(harness.server.ctx, {
    postQueue: harness.server.postQueue,
    alertQueue: harness.server.alertQueue,
    onPaid: harness.server.reactions.onPaid,
  });
  const job = jobs.find((scheduled) => scheduled.name === "shop-payments-expire-pending");
  expect(job?.cron).toBe("*/10 * * * *");
  return () => job?.run();
}

/** A buyer orders the shawl, chooses to pay online, and is given the pay button's link. */
async function orderToPay(handle: Awaited<ReturnType<typeof sellerWithGateway>>) {
  await orderUpToSummary(handle);
  await handle.deliver(handle.press("confirm-order:gateway"));
  return buttonsOf(handle.sent().at(-1))[0]?.url ?? "";
}

describe("the buyer pays the seller through the seller's gateway (issue 14, DESIGN 23)", () => {
  it("BOT-06 BOT-07 BOT-08 BOT-09 a scripted buyer: browse, order with a wrong phone then a right one, pay online; the seller watches the order arrive and get paid, the bot confirms", async () => {
    const handle = await sellerWithGateway();
    const { seller, deliver, press, sent } = handle;
    // The seller has the orders tab open: its live stream.
    const live = await openEventStream(harness.server.app, seller.cookie);
    await live.next("ready");
    await orderUpToSummary(handle);
    await deliver(press("confirm-order:gateway"));
    expect((await live.next("order")).data).toMatchObject({ order_number: 1, kind: "created", to: "new" });
    const [placed, payMessage] = sent().slice(-2);
    expect(placed?.text).toBe("سفارش شما با شمارهٔ ۱ ثبت شد 🎉");
    expect(payMessage?.text).toContain("۲٬۵۰۰٬۰۰۰ تومان");
    const payButton = buttonsOf(payMessage)[0];
    expect(payButton?.text).toBe("💳 پرداخت ۲٬۵۰۰٬۰۰۰ تومان");
    expect(payButton?.url).toMatch(/^https:\/\/shop\.example\/shop\/pay\/[A-Za-z0-9_-]{32}$/);

    const [placedOrder] = await ordersOf(seller);
    expect(placedOrder).toMatchObject({
      payment_method: "gateway",
      payment_status: "pending",
      subtotal: 2_500_000,
      total: 2_500_000,
      items: [{ product_name: "شال پشمی", quantity: 2 }],
      buyer_phone: "09121234567",
    });

    const authority = await openPayLink(payButton?.url ?? "");
    const request = zarinpal.requests.find((entry) => entry.path.endsWith("/request.json"));
    expect(request?.body).toMatchObject({
      merchant_id: merchantId,
      amount: 2_500_000,
      currency: "IRT",
      metadata: { mobile: "09121234567", order_id: "1" },
    });
    // A second tap on the button continues the same payment instead of starting another.
    expect(await openPayLink(payButton?.url ?? "")).toBe(authority);

    const result = await comeBack(zarinpal.pay(authority, "paid"));
    expect(result.status).toBe(200);
    expect(result.html).toContain("پرداخت با موفقیت انجام شد");
    expect(result.html).toContain('dir="rtl"');
    expect((await live.next("order")).data).toMatchObject({ order_number: 1, kind: "payment", to: "paid" });
    await live.close();
    await harness.settled();
    expect(sent().at(-1)?.text).toBe("پرداخت سفارش ۱ تأیید شد ✅");
    const [paid] = await ordersOf(seller);
    expect(paid).toMatchObject({ payment_status: "paid", order_status: "new" });
    const history = await harness.get<{ items: { kind: string; to: string; actor: string }[] }>(
      seller,
      `/api/orders/${paid?.id}/history`,
    );
    expect(history.items.map((event) => [event.kind, event.to, event.actor])).toEqual([
      ["created", "new", "buyer"],
      ["payment", "paid", "buyer"],
    ]);
    // The stock went down by the two bought.
    const products = await harness.get<{ items: { id: string; stock_quantity: number }[] }>(seller, "/api/products");
    expect(products.items.find((item) => item.id === handle.shawl.id)?.stock_quantity).toBe(1);
  });

  it("callbacks replayed and arriving together mark the order paid once, tell the buyer once, and verify with the order's own amount", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const authority = await openPayLink(url);
    const callback = zarinpal.pay(authority, "paid");
    const answers = await Promise.all(Array.from({ length: 6 }, () => harness.server.app.request(inApp(callback))));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303, 303]);
    expect((await comeBack(callback)).html).toContain("پرداخت با موفقیت انجام شد");
    await harness.settled();
    const told = handle.sent().filter((message) => message.text === "پرداخت سفارش ۱ تأیید شد ✅");
    expect(told).toHaveLength(1);
    const [order] = await ordersOf(handle.seller);
    const events = await harness.server.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order?.id ?? ""), eq(orderEvents.kind, "payment")));
    expect(events).toHaveLength(1);
    expect(zarinpal.verifyCount(authority)).toBe(1);
    const verify = zarinpal.requests.find(
      (entry) => entry.path.endsWith("/verify.json") && (entry.body as { authority?: string }).authority === authority,
    );
    expect(verify?.body).toMatchObject({ merchant_id: merchantId, amount: 2_500_000 });
  });

  it("a cancelled payment says so and can be paid again; a gateway that does not answer keeps the order and offers to check again", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const first = await openPayLink(url);
    const cancelled = await comeBack(zarinpal.pay(first, "cancelled"));
    expect(cancelled.html).toContain("پرداخت انجام نشد");
    expect(cancelled.html).toContain("پرداخت دوباره");
    expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("pending");

    const second = await openPayLink(url);
    expect(second).not.toBe(first);
    zarinpal.failNext("http-500");
    const callback = zarinpal.pay(second, "paid");
    const down = await harness.server.app.request(inApp(callback));
    expect(down.status).toBe(503);
    const page = await down.text();
    expect(page).toContain("پرداخت شما در حال بررسی است");
    expect(page).toContain("بررسی دوباره");
    expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("pending");

    expect((await comeBack(callback)).html).toContain("پرداخت با موفقیت انجام شد");
    expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("paid");
    const rows = await harness.server.database.db.select().from(shopPayments).where(eq(shopPayments.authority, first));
    expect(rows[0]?.status).toBe("failed");
    // Paid: the link now shows the result, and /orders offers no pay button any more.
    const again = await harness.server.app.request(inApp(url));
    expect(again.headers.get("location")).toMatch(/\/result$/);
    await handle.deliver(handle.text("/orders"));
    expect(buttonsOf(handle.sent().at(-1))).toEqual([]);
  });

  it("a verify the gateway answers -12 or -52 keeps the order waiting, says the payment is being checked, and checking again marks it paid", async () => {
    const handle = await sellerWithGateway();
    const authority = await openPayLink(await orderToPay(handle));
    const callback = zarinpal.pay(authority, "paid");
    for (const code of [-12, -52]) {
      zarinpal.failNext({ refuse: code });
      const checking = await harness.server.app.request(inApp(callback));
      expect(checking.status).toBe(503);
      const page = await checking.text();
      expect(page).toContain("پرداخت شما در حال بررسی است");
      expect(page).toContain("دوباره پرداخت نکنید");
      expect(page).toContain("بررسی دوباره");
      expect(page).not.toContain("مبلغی از حساب شما کم نشد");
      expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("pending");
      const rows = await harness.server.database.db
        .select()
        .from(shopPayments)
        .where(eq(shopPayments.authority, authority));
      expect(rows[0]?.status).toBe("pending");
    }
    expect((await comeBack(callback)).html).toContain("پرداخت با موفقیت انجام شد");
    expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("paid");
  });

  it("a payment left being checked is asked about again when the buyer opens the pay link later, so it is never paid twice", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const authority = await openPayLink(url);
    zarinpal.failNext({ refuse: -52 });
    expect((await harness.server.app.request(inApp(zarinpal.pay(authority, "paid")))).status).toBe(503);
    await makeOld(authority);
    const requestsBefore = zarinpal.requests.filter((entry) => entry.path.endsWith("/request.json")).length;
    zarinpal.failNext({ refuse: -12 });
    const stillChecking = await harness.server.app.request(inApp(url));
    expect(stillChecking.status).toBe(503);
    expect(await stillChecking.text()).toContain("پرداخت شما در حال بررسی است");
    const again = await harness.server.app.request(inApp(url));
    expect(again.headers.get("location")).toMatch(/\/result$/);
    expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("paid");
    expect(zarinpal.verifyCount(authority)).toBe(3);
    expect(zarinpal.requests.filter((entry) => entry.path.endsWith("/request.json")).length).toBe(requestsBefore);
  });

  it("a payment abandoned at the gateway is asked about once when the pay link is opened later, failed, and a new one starts", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const abandoned = await openPayLink(url);
    await makeOld(abandoned);
    const next = await openPayLink(url);
    expect(next).not.toBe(abandoned);
    expect(zarinpal.verifyCount(abandoned)).toBe(1);
    const rows = await harness.server.database.db
      .select()
      .from(shopPayments)
      .where(eq(shopPayments.authority, abandoned));
    expect(rows[0]?.status).toBe("failed");
  });

  it("a verify the gateway refuses for good (-54, an authority it does not know) fails the payment, and the buyer may pay again", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const authority = await openPayLink(url);
    const callback = zarinpal.pay(authority, "paid");
    zarinpal.failNext({ refuse: -54 });
    const failed = await comeBack(callback);
    expect(failed.html).toContain("پرداخت انجام نشد");
    expect(failed.html).toContain("پرداخت دوباره");
    const rows = await harness.server.database.db
      .select()
      .from(shopPayments)
      .where(eq(shopPayments.authority, authority));
    expect(rows[0]?.status).toBe("failed");
    expect(await openPayLink(url)).not.toBe(authority);
  });

  it("an English buyer reads the bot and the result page in English; an unknown link is a 404 page, a removed gateway says so", async () => {
    const handle = await sellerWithGateway();
    const { deliver, text, press, sent } = handle;
    await deliver(press(`o:${handle.shawl.id}`, "en"));
    await deliver(text("1", "en"));
    await deliver(text("Reza Ahmadi", "en"));
    await deliver(handle.contact("989121234567", "en"));
    await deliver(press("skip-address", "en"));
    expect(sent().at(-2)?.text).toContain("Payment: Online payment / Card to card");
    await deliver(press("confirm-order:gateway", "en"));
    const url = buttonsOf(sent().at(-1))[0]?.url ?? "";
    expect(buttonsOf(sent().at(-1))[0]?.text).toBe("💳 Pay 1,250,000 toman");
    await deliver(text("/orders", "en"));
    expect(buttonsOf(sent().at(-1))[0]).toMatchObject({ text: "💳 Pay order 1", url });

    const missing = await harness.server.app.request("/shop/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("این پیوند پرداخت معتبر نیست");
    expect((await harness.server.app.request("/shop/pay/<script>")).status).toBe(404);

    await harness.server.database.db
      .delete(sellerPaymentGateways)
      .where(eq(sellerPaymentGateways.userId, handle.seller.id));
    const unavailable = await harness.server.app.request(inApp(url));
    expect(unavailable.status).toBe(409);
    const page = await unavailable.text();
    expect(page).toContain('lang="en"');
    expect(page).toContain("Online payment is not available");
    expect(page).toContain("Back to the bot");
  });

  it("a seller an admin blocked takes no new payments, and a payment already at the gateway completes without the bot speaking", async () => {
    const handle = await sellerWithGateway();
    const firstUrl = await orderToPay(handle);
    const authority = await openPayLink(firstUrl);
    await harness.server.database.db
      .update(productVariants)
      .set({ stock: 10 })
      .where(eq(productVariants.productId, handle.shawl.id));
    const secondUrl = await orderToPay(handle);
    await harness.server.database.db.insert(userBlocks).values({ userId: handle.seller.id, reason: "fakes" });
    const refused = await harness.server.app.request(inApp(secondUrl));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("پرداخت آنلاین در دسترس نیست");
    const told = handle.sent().length;
    const result = await comeBack(zarinpal.pay(authority, "paid"));
    expect(result.html).toContain("پرداخت با موفقیت انجام شد");
    await harness.settled();
    expect(handle.sent()).toHaveLength(told);
  });

  it("two instances verifying one callback at once mark the order paid once and tell the buyer once", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const authority = await openPayLink(url);
    zarinpal.pay(authority, "paid");
    const token = new URL(url).pathname.split("/").at(-1) ?? "";
    const told: string[] = [];
    // Each instance has its own routes: nothing in memory is shared, only the database.
    const instance = () => ({
      ...harness.server.ctx,
      logger: createLogger("silent"),
      onPaid: (orderId: string) => told.push(orderId),
    });
    const steps = await Promise.all(
      [instance(), instance(), instance()].map((deps) =>
        verifyShopPayment(deps, { token, authority, status: "OK", now: new Date() }),
      ),
    );
    expect(steps.map((step) => step.kind)).toEqual(["redirect", "redirect", "redirect"]);
    const [order] = await ordersOf(handle.seller);
    expect(order?.payment_status).toBe("paid");
    expect(told).toEqual([order?.id]);
    const events = await harness.server.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order?.id ?? ""), eq(orderEvents.kind, "payment")));
    expect(events).toHaveLength(1);
  });

  it("an order the seller cancelled while the buyer was at the gateway is not verified and stays unpaid", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const authority = await openPayLink(url);
    const [order] = await ordersOf(handle.seller);
    const cancel = await harness.post(handle.seller, `/api/orders/${order?.id}/status`, { to: "cancelled" });
    expect(cancel.status).toBe(200);
    const result = await comeBack(zarinpal.pay(authority, "paid"));
    expect(result.html).toContain("این سفارش لغو شده است");
    expect(zarinpal.verifyCount(authority)).toBe(0);
    expect((await ordersOf(handle.seller))[0]).toMatchObject({ order_status: "cancelled", payment_status: "pending" });
    // The link of a cancelled order shows that, and starts no payment.
    const again = await harness.server.app.request(inApp(url));
    expect(again.headers.get("location")).toMatch(/\/result$/);
  });

  it("a buyer who paid and closed the tab before coming back: the expiry job verifies the payment past its lifetime, marks the order paid once and tells the buyer", async () => {
    const handle = await sellerWithGateway();
    const authority = await openPayLink(await orderToPay(handle));
    zarinpal.pay(authority, "paid");
    const runJob = shopExpiryJob();
    // Within its lifetime the buyer may still come back: the job leaves it alone.
    await runJob();
    expect(zarinpal.verifyCount(authority)).toBe(0);

    await makeExpired(authority);
    await runJob();
    expect(await paymentStatusOf(authority)).toBe("paid");
    expect((await ordersOf(handle.seller))[0]).toMatchObject({ payment_status: "paid", order_status: "new" });
    await expect.poll(() => handle.sent().at(-1)?.text).toBe("پرداخت سفارش ۱ تأیید شد ✅");
    await runJob();
    expect(zarinpal.verifyCount(authority)).toBe(1);
    expect(handle.sent().filter((message) => message.text === "پرداخت سفارش ۱ تأیید شد ✅")).toHaveLength(1);
  });

  it("the expiry job leaves a payment pending while the gateway does not answer, fails it once the gateway says it was never paid, and fails a cancelled order's without asking", async () => {
    const handle = await sellerWithGateway();
    const url = await orderToPay(handle);
    const abandoned = await openPayLink(url);
    await makeExpired(abandoned);
    const runJob = shopExpiryJob();
    zarinpal.failNext("http-500");
    await runJob();
    expect(await paymentStatusOf(abandoned)).toBe("pending");
    await runJob();
    expect(await paymentStatusOf(abandoned)).toBe("failed");
    expect((await ordersOf(handle.seller))[0]?.payment_status).toBe("pending");
    // The buyer may still pay: the link starts a new payment.
    expect(await openPayLink(url)).not.toBe(abandoned);

    const other = await sellerWithGateway();
    const cancelledAuthority = await openPayLink(await orderToPay(other));
    const [order] = await ordersOf(other.seller);
    expect((await harness.post(other.seller, `/api/orders/${order?.id}/status`, { to: "cancelled" })).status).toBe(200);
    await makeExpired(cancelledAuthority);
    await runJob();
    expect(await paymentStatusOf(cancelledAuthority)).toBe("failed");
    expect(zarinpal.verifyCount(cancelledAuthority)).toBe(0);
  });

  it("BOT the last item, ordered by two buyers at the same moment in two bots of one seller, goes to exactly one", async () => {
    const first = await sellerWithGateway();
    await subscribe(harness.server.database.db, first.seller.id, "premium");
    const second = await harness.shop("telegram", first.seller);
    const vase = await harness.product(first.seller, { name: "Last vase", category: "home", stock_quantity: 1 });
    for (const { deliver, text, press, sent } of [first, second]) {
      await deliver(press(`o:${vase.id}`));
      expect(sent().at(-1)?.text).toBe("فقط یک عدد باقی مانده است؛ برای برداشتن آن «۱» را بزنید یا بفرستید.");
      await deliver(text("1"));
      await deliver(text("Reza"));
      await deliver(text("09121234567"));
      await deliver(press("skip-address"));
    }
    await Promise.all([
      first.deliver(first.press("confirm-order:card_to_card")),
      second.deliver(second.press("confirm-order")),
    ]);
    const outcomes = [first.sent(), second.sent()].map((messages) =>
      messages.some((message) => message.text === "متأسفانه موجودی این محصول همین حالا کافی نیست."),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const vases = (await ordersOf(first.seller)).filter((order) => order.items[0]?.product_name === "Last vase");
    expect(vases).toHaveLength(1);
  });
});

describe("the simulated gateway of a machine without keys (sandbox mode)", () => {
  let sandbox: ShopHarness;
  beforeAll(async () => {
    sandbox = await startShopHarness();
  });
  afterAll(() => sandbox.close());

  it("BOT-06 the pay link opens the app's test payment page, and paying there marks the order paid and tells the buyer", async () => {
    const handle = await sandbox.shop();
    await setGateway(sandbox, handle.seller);
    const lamp = await sandbox.product(handle.seller, { name: "Desk lamp", price: 900_000 });
    const { deliver, text, press, sent } = handle;
    await deliver(press(`o:${lamp.id}`));
    await deliver(text("1"));
    await deliver(text("Reza"));
    await deliver(text("09121234567"));
    await deliver(press("skip-address"));
    // Only the gateway is set up: a plain confirmation places the order as an online payment.
    expect(buttonsOf(sent().at(-1)).map((button) => button.callback_data)).toEqual([
      "confirm-order",
      "dc",
      "cancel-order",
    ]);
    await deliver(press("confirm-order"));
    const url = new URL(buttonsOf(sent().at(-1))[0]?.url ?? "");
    const opened = await sandbox.server.app.request(url.pathname);
    expect(opened.status).toBe(303);
    const pagePath = opened.headers.get("location") ?? "";
    const page = await (await sandbox.server.app.request(pagePath)).text();
    expect(page).toContain("پرداخت آزمایشی");
    const payHref = /href="([^"]*Status=OK[^"]*)"/.exec(page)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const paid = await sandbox.server.app.request(payHref);
    expect(paid.status).toBe(303);
    const result = await (await sandbox.server.app.request(paid.headers.get("location") ?? "")).text();
    expect(result).toContain("پرداخت با موفقیت انجام شد");
    expect(result).toContain("SANDBOX-");
    await sandbox.settled();
    expect(sent().at(-1)?.text).toBe("پرداخت سفارش ۱ تأیید شد ✅");
  });
});
