import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import { payPaths } from "../../shared/pay-links";
import { orders } from "../db/schema";
import { placeOrder } from "../orders/service";
import { buttonsOf, type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { newPayToken } from "../shop-pay/pay-token";

// No Zarinpal keys: the pay link opens the app's simulated gateway, which verifies as the real one does.
let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;

/** An order the buyer placed in the shop's bot (its checkout is the bot's; here it is placed as the bot places it). */
async function orderInBot(
  handle: Shop,
  input: { paymentMethod: "gateway" | "card_to_card"; locale?: "fa" | "en"; payToken?: string },
) {
  const shawl = await harness.product(handle.seller, { name: "شال پشمی", price: 1_250_000, stock_quantity: 5 });
  return placeOrder(harness.server.ctx, {
    sellerId: handle.seller.id,
    lines: [{ variantId: shawl.variants[0]?.id ?? "", quantity: 2 }],
    buyerName: "رضا کریمی",
    buyerPhone: "09121234567",
    buyerAddress: null,
    paymentMethod: input.paymentMethod,
    paymentStatus: "pending",
    source: "bot",
    actor: "buyer",
    buyerChat: { botId: handle.id, chatId: handle.chatId, locale: input.locale ?? "fa" },
    ...(input.payToken ? { payToken: input.payToken } : {}),
    now: new Date(),
  });
}

/** The buyer pays on the simulated gateway page and comes back; returns the callback they came back through. */
async function payInSandbox(payToken: string) {
  const opened = await harness.server.app.request(payPaths.start(payToken));
  expect(opened.status).toBe(303);
  const page = await (await harness.server.app.request(opened.headers.get("location") ?? "")).text();
  const callback = /href="([^"]*Status=OK[^"]*)"/.exec(page)?.[1]?.replaceAll("&amp;", "&") ?? "";
  const paid = await harness.server.app.request(callback);
  expect(paid.status).toBe(303);
  await harness.settled();
  return callback;
}

const invoiceButtonsOf = (handle: Shop) =>
  handle
    .sent()
    .flatMap((message) => buttonsOf(message).map((button) => ({ message: message.text, ...button })))
    .filter((button) => button.url?.includes("/shop/invoice/"));

const invoiceTokenOf = async (orderId: string) =>
  (
    await harness.server.database.db.select({ token: orders.invoiceToken }).from(orders).where(eq(orders.id, orderId))
  )[0]?.token;

describe("ISSUE36-INVOICE the buyer gets the invoice in the bot once the order is paid (DESIGN 33)", () => {
  it("ISSUE36-INVOICE an online payment's confirmation carries an Invoice button to the invoice; a replayed callback sends nothing again", async () => {
    const handle = await harness.shop();
    const saved = await harness.server.app.request(
      "/api/seller-settings/gateway",
      harness.onApp(handle.seller, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ zarinpal_merchant_id: "0b4f62e1-7a2c-4d55-9d1e-3c8a5b7e9f10" }),
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const payToken = newPayToken();
    const order = await orderInBot(handle, { paymentMethod: "gateway", payToken });
    expect(invoiceButtonsOf(handle)).toEqual([]);

    const callback = await payInSandbox(payToken);
    const token = await invoiceTokenOf(order.id);
    expect(invoiceButtonsOf(handle)).toEqual([
      {
        message: botTexts.fa.paymentApproved("۱"),
        text: "🧾 فاکتور",
        url: `https://shop.example/shop/invoice/${token}`,
      },
    ]);
    const invoice = await harness.server.app.request(`/shop/invoice/${token}`);
    expect(invoice.status).toBe(200);
    const html = await invoice.text();
    expect(html).toContain("فاکتور فروش");
    // The shop is the bot the buyer ordered in.
    expect(html).toContain(handle.bot.firstName);
    expect(html).toContain("پرداخت‌شده");

    // The gateway sends the buyer back again (a refresh, a replay): the order is paid once, told once.
    expect((await harness.server.app.request(callback)).status).toBe(303);
    await harness.settled();
    expect(invoiceButtonsOf(handle)).toHaveLength(1);
    expect(handle.sent().filter((message) => message.text === botTexts.fa.paymentApproved("۱"))).toHaveLength(1);
  });

  it("ISSUE36-INVOICE a receipt approval that confirms the order carries the invoice, in English for an English buyer; later changes do not", async () => {
    const handle = await harness.shop();
    const order = await orderInBot(handle, { paymentMethod: "card_to_card", locale: "en" });
    await harness.server.database.db
      .update(orders)
      .set({ receiptKey: "private/receipts/sent.webp" })
      .where(eq(orders.id, order.id));
    const approved = await harness.post(handle.seller, `/api/orders/${order.id}/receipt/decision`, {
      decision: "approve",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    await harness.settled();
    const token = await invoiceTokenOf(order.id);
    expect(invoiceButtonsOf(handle)).toEqual([
      {
        message: botTexts.en.statusChanged.confirmed("1"),
        text: "🧾 Invoice",
        url: `https://shop.example/shop/invoice/${token}`,
      },
    ]);
    expect(await (await harness.server.app.request(`/shop/invoice/${token}`)).text()).toContain(
      '<html lang="en" dir="ltr">',
    );

    const cancelled = await harness.post(handle.seller, `/api/orders/${order.id}/status`, { to: "cancelled" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await harness.settled();
    expect(handle.sent().at(-1)?.text).toBe(botTexts.en.statusChanged.cancelled("1"));
    expect(invoiceButtonsOf(handle)).toHaveLength(1);
  });

  it("ISSUE36-INVOICE with approval kept apart from confirmation, the payment message carries the invoice and the later confirmation does not", async () => {
    const handle = await harness.shop();
    const kept = await harness.server.app.request(
      "/api/seller-settings/cards/receipt-settings",
      harness.onApp(handle.seller, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ receipt_confirms_order: false }),
      }),
    );
    expect(kept.status, await kept.clone().text()).toBe(200);
    const order = await orderInBot(handle, { paymentMethod: "card_to_card" });
    // An order from before invoices: the token is made when the buyer is given the link.
    await harness.server.database.db
      .update(orders)
      .set({ receiptKey: "private/receipts/sent.webp", invoiceToken: null })
      .where(eq(orders.id, order.id));
    const approved = await harness.post(handle.seller, `/api/orders/${order.id}/receipt/decision`, {
      decision: "approve",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    await harness.settled();
    const confirmed = await harness.post(handle.seller, `/api/orders/${order.id}/status`, { to: "confirmed" });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    await harness.settled();
    const token = await invoiceTokenOf(order.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(invoiceButtonsOf(handle)).toEqual([
      {
        message: botTexts.fa.paymentApproved("۱"),
        text: "🧾 فاکتور",
        url: `https://shop.example/shop/invoice/${token}`,
      },
    ]);
    expect(handle.sent().at(-1)?.text).toBe(botTexts.fa.statusChanged.confirmed("۱"));
  });
});
