import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import type { Order, OrderEvent, OrderList } from "../../shared/orders";
import type { ShippingPreset } from "../../shared/shipping";
import { orders } from "../db/schema";
import { buttonsOf, type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { databaseSnapshot } from "../test/database-snapshot";
import type { TestAccount } from "../test/make-user";
import { orderOf } from "./order-shape";
import { placeOrder } from "./place-order";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const iranPostCode = "123456789012345678901234";

/** The seller's request as the workspace sends it. */
function send(seller: TestAccount, method: "POST" | "PUT", path: string, body: unknown) {
  return harness.server.app.request(
    path,
    harness.onApp(seller, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
}

async function expectRefused(response: Response, status: number, code: string, issue?: Record<string, string>) {
  const body = (await response.json()) as { code: string; issues?: { path: string; message: string }[] };
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  if (issue) expect(body.issues).toContainEqual(issue);
}

/**
 * A buyer's confirmed order in the seller's bot, sent by a shipping method of `preset` (the bot's checkout
 * snapshots it on the order; here it is set on the row, as the checkout is not what is tested).
 */
async function confirmedBotOrder(preset: ShippingPreset | null, locale: "fa" | "en" = "fa") {
  const handle = await harness.shop();
  const shawl = await harness.product(handle.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
  const placed = await placeOrder(harness.server.ctx, {
    sellerId: handle.seller.id,
    lines: [{ variantId: shawl.variants[0]?.id ?? "", quantity: 1 }],
    buyerName: "Reza Karimi",
    buyerPhone: "09121234567",
    buyerAddress: null,
    paymentMethod: "card_to_card",
    paymentStatus: "paid",
    source: "bot",
    actor: "buyer",
    buyerChat: { botId: handle.id, chatId: handle.chatId, locale },
    now: new Date(),
  });
  if (preset) {
    const made = await send(handle.seller, "POST", "/api/shipping-methods", { preset, name: `${preset} way`, cost: 0 });
    expect(made.status, await made.clone().text()).toBe(201);
    const method = (await made.json()) as { id: string; name: string };
    await harness.server.database.db
      .update(orders)
      .set({ shippingMethodId: method.id, shippingMethodName: method.name })
      .where(eq(orders.id, placed.id));
  }
  const confirmed = await send(handle.seller, "POST", `/api/orders/${placed.id}/status`, { to: "confirmed" });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  await harness.settled();
  return { handle, orderId: placed.id };
}

type Setup = Awaited<ReturnType<typeof confirmedBotOrder>>;

/** What the bot sent the buyer after `action`. */
async function toldAfter({ handle }: Setup, action: () => Response | Promise<Response>, status = 200) {
  const before = handle.sent().length;
  const response = await action();
  expect(response.status, await response.clone().text()).toBe(status);
  await harness.settled();
  return { answer: response, told: handle.sent().slice(before) };
}

const ship = (setup: Setup, body: Record<string, unknown> = {}) =>
  send(setup.handle.seller, "POST", `/api/orders/${setup.orderId}/status`, { to: "shipped", ...body });
const correct = (setup: Setup, body: Record<string, unknown>) =>
  send(setup.handle.seller, "PUT", `/api/orders/${setup.orderId}/tracking`, body);
const historyOf = (setup: Setup) =>
  harness.get<{ items: OrderEvent[] }>(setup.handle.seller, `/api/orders/${setup.orderId}/history`);

describe("ISSUE36-TRACKING shipping an order with its tracking code (DESIGN 31)", () => {
  it("an Iran Post code typed in Persian digits with spaces is stored, recorded as an event and sent to the buyer with its tracking link", async () => {
    const setup = await confirmedBotOrder("post_pishtaz");
    const { answer, told } = await toldAfter(setup, () =>
      ship(setup, { carrier: "iran_post", tracking_code: " ۱۲۳۴ ۵۶۷۸-۹۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲۳۴ " }),
    );
    const order = (await answer.json()) as Order;
    expect(order.order_status).toBe("shipped");
    expect(order.tracking).toEqual({
      carrier: "iran_post",
      code: iranPostCode,
      url: `https://tracking.post.ir/?id=${iranPostCode}`,
    });
    const [row] = await harness.server.database.db.select().from(orders).where(eq(orders.id, setup.orderId));
    expect([row?.trackingCarrier, row?.trackingCode]).toEqual(["iran_post", iranPostCode]);
    const events = (await historyOf(setup)).items.map((event) => [event.kind, event.from, event.to]);
    expect(events.slice(-2)).toEqual([
      ["status", "confirmed", "shipped"],
      ["tracking", null, iranPostCode],
    ]);

    expect(told).toHaveLength(1);
    const [message] = told;
    expect(message?.parseMode).toBe("HTML");
    expect(message?.text).toBe(
      `${botTexts.fa.statusChanged.shipped("۱")}\nارسال با: پست ایران\nکد رهگیری: <code>${iranPostCode}</code>`,
    );
    expect(buttonsOf(message)).toEqual([
      { text: botTexts.fa.trackParcel, url: `https://tracking.post.ir/?id=${iranPostCode}` },
    ]);
  });

  it("23 digits for Iran Post are refused with the translated message key, and nothing changes", async () => {
    const setup = await confirmedBotOrder("post_sefareshi");
    const before = await databaseSnapshot(harness.server.database.db);
    const { answer, told } = await toldAfter(
      setup,
      () => ship(setup, { carrier: "iran_post", tracking_code: iranPostCode.slice(1) }),
      400,
    );
    await expectRefused(answer, 400, "validation_failed", { path: "tracking_code", message: "iranPostCodeInvalid" });
    expect(told).toEqual([]);
    expect(await databaseSnapshot(harness.server.database.db)).toEqual(before);
  });

  it("a code with control characters, a code without a carrier, and a code with another status are refused", async () => {
    const setup = await confirmedBotOrder("tipax");
    const before = await databaseSnapshot(harness.server.database.db);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [
        { carrier: "tipax", tracking_code: "TPX\u0007123" },
        { path: "tracking_code", message: "invalidCharacters" },
      ],
      [
        { carrier: "tipax", tracking_code: "TPX\n123" },
        { path: "tracking_code", message: "invalidCharacters" },
      ],
      [
        { carrier: "tipax", tracking_code: "x".repeat(101) },
        { path: "tracking_code", message: "codeTooLong" },
      ],
      [{ tracking_code: "123" }, { path: "carrier", message: "carrierRequired" }],
      [
        { carrier: "dhl", tracking_code: "123" },
        { path: "carrier", message: "carrierRequired" },
      ],
    ];
    for (const [body, issue] of refusals) {
      await expectRefused(await ship(setup, body), 400, "validation_failed", issue);
    }
    const early = await send(setup.handle.seller, "POST", `/api/orders/${setup.orderId}/status`, {
      to: "cancelled",
      carrier: "tipax",
      tracking_code: "123",
    });
    await expectRefused(early, 400, "validation_failed", { path: "tracking_code", message: "onlyWhenShipped" });
    expect(await databaseSnapshot(harness.server.database.db)).toEqual(before);
  });

  it("an order sent by post or Tipax needs its code; a courier's ships without one and the buyer is told in words", async () => {
    const byPost = await confirmedBotOrder("tipax");
    const before = await databaseSnapshot(harness.server.database.db);
    await expectRefused(await ship(byPost), 400, "validation_failed", {
      path: "tracking_code",
      message: "codeRequired",
    });
    expect(await databaseSnapshot(harness.server.database.db)).toEqual(before);

    const byCourier = await confirmedBotOrder("courier");
    const { answer, told } = await toldAfter(byCourier, () => ship(byCourier));
    expect(((await answer.json()) as Order).tracking).toBeNull();
    expect(told.map((message) => [message.text, buttonsOf(message)])).toEqual([
      [botTexts.fa.statusChanged.shipped("۱"), []],
    ]);
  });

  it("a Tipax code links to Tipax's tracking page, in the buyer's language; the seller's text is escaped", async () => {
    const setup = await confirmedBotOrder("tipax", "en");
    const { told } = await toldAfter(setup, () => ship(setup, { carrier: "tipax", tracking_code: "TPX-۹۸۲۳۴۱۸" }));
    expect(told.map((message) => [message.text, buttonsOf(message)])).toEqual([
      [
        `${botTexts.en.statusChanged.shipped("1")}\nSent by: Tipax\nTracking code: <code>TPX-9823418</code>`,
        [{ text: botTexts.en.trackParcel, url: "https://tipaxco.com/tracking?id=TPX-9823418" }],
      ],
    ]);
    // A courier's code is the seller's own text: sent as text, under the order's method, with no link.
    const courier = await confirmedBotOrder("courier");
    const { told: toldByCourier } = await toldAfter(courier, () =>
      ship(courier, { carrier: "other", tracking_code: "Ali <0912>" }),
    );
    expect(toldByCourier.map((message) => [message.text, buttonsOf(message)])).toEqual([
      [
        `${botTexts.fa.statusChanged.shipped("۱")}\nارسال با: courier way\nکد رهگیری: <code>Ali &lt;0912&gt;</code>`,
        [],
      ],
    ]);
  });

  it("the seller adds or corrects a shipped order's code: an event, and the buyer is told the new code", async () => {
    const setup = await confirmedBotOrder("courier");
    await expectRefused(
      await correct(setup, { carrier: "iran_post", tracking_code: iranPostCode }),
      409,
      "tracking_not_shipped",
    );
    await toldAfter(setup, () => ship(setup));
    const { answer, told } = await toldAfter(setup, () =>
      correct(setup, { carrier: "iran_post", tracking_code: iranPostCode }),
    );
    expect(((await answer.json()) as Order).tracking?.code).toBe(iranPostCode);
    expect(told.map((message) => message.text)).toEqual([
      `${botTexts.fa.trackingChanged("۱")}\nارسال با: پست ایران\nکد رهگیری: <code>${iranPostCode}</code>`,
    ]);
    const fixed = `${iranPostCode.slice(0, 23)}9`;
    await toldAfter(setup, () => correct(setup, { carrier: "iran_post", tracking_code: fixed }));
    // The same code again is no news: no event, no message.
    const { told: again } = await toldAfter(setup, () =>
      correct(setup, { carrier: "iran_post", tracking_code: fixed }),
    );
    expect(again).toEqual([]);
    const tracked = (await historyOf(setup)).items.filter((event) => event.kind === "tracking");
    expect(tracked.map((event) => [event.from, event.to, event.actor])).toEqual([
      [null, iranPostCode, "seller"],
      [iranPostCode, fixed, "seller"],
    ]);

    const before = await databaseSnapshot(harness.server.database.db);
    for (const [body, issue] of [
      [{ carrier: "iran_post", tracking_code: iranPostCode.slice(1) }, "iranPostCodeInvalid"],
      [{ carrier: "tipax", tracking_code: "a\u0000b" }, "invalidCharacters"],
      [{ carrier: "tipax", tracking_code: "  " }, "codeRequired"],
    ] as const) {
      await expectRefused(await correct(setup, body), 400, "validation_failed", {
        path: "tracking_code",
        message: issue,
      });
    }
    expect(await databaseSnapshot(harness.server.database.db)).toEqual(before);
  });

  it("another seller's order answers 404 to shipping and to its tracking code, and nothing changes", async () => {
    const setup = await confirmedBotOrder("post_pishtaz");
    const other = await harness.shop();
    const before = await databaseSnapshot(harness.server.database.db);
    const body = { carrier: "iran_post", tracking_code: iranPostCode };
    await expectRefused(
      await send(other.seller, "POST", `/api/orders/${setup.orderId}/status`, { to: "shipped", ...body }),
      404,
      "not_found",
    );
    await expectRefused(
      await send(other.seller, "PUT", `/api/orders/${setup.orderId}/tracking`, body),
      404,
      "not_found",
    );
    await expectRefused(
      await send(other.seller, "PUT", `/api/orders/${crypto.randomUUID()}/tracking`, body),
      404,
      "not_found",
    );
    expect(await databaseSnapshot(harness.server.database.db)).toEqual(before);
  });

  it("the orders list writes `tracking` as the API maps it, for every carrier and a code a link cannot carry", async () => {
    const setup = await confirmedBotOrder(null);
    const { db } = harness.server.database;
    const cases = [
      ["iran_post", iranPostCode],
      ["tipax", "TPX 12/34"],
      ["other", "Ali"],
      ["dhl", "X1"],
      [null, null],
    ] as const;
    const seen: unknown[] = [];
    for (const [carrier, code] of cases) {
      await db.update(orders).set({ trackingCarrier: carrier, trackingCode: code }).where(eq(orders.id, setup.orderId));
      const listed = await harness.get<OrderList>(setup.handle.seller, "/api/orders");
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.sellerId, setup.handle.seller.id))
        .orderBy(desc(orders.createdAt));
      expect(listed.items).toEqual(await Promise.all(rows.map((row) => orderOf(db, row))));
      seen.push(listed.items[0]?.tracking);
    }
    expect(seen).toEqual([
      { carrier: "iran_post", code: iranPostCode, url: `https://tracking.post.ir/?id=${iranPostCode}` },
      { carrier: "tipax", code: "TPX 12/34", url: "https://tipaxco.com/tracking" },
      { carrier: "other", code: "Ali", url: null },
      { carrier: "other", code: "X1", url: null },
      null,
    ]);
  });
});

describe("ISSUE36-TRACKING delivered tells the buyer (a template type)", () => {
  it("with the seller's active delivered template, its variables filled; without one, the default text", async () => {
    const setup = await confirmedBotOrder("courier");
    await toldAfter(setup, () => ship(setup));
    const template = await send(setup.handle.seller, "POST", "/api/templates", {
      template_type: "delivered",
      template_name: "Delivered",
      content: "سفارش {order_id} ({product_name}، {price}) رسید؛ منتظر نظرتان هستیم",
    });
    expect(template.status, await template.clone().text()).toBe(201);
    const delivered = () =>
      send(setup.handle.seller, "POST", `/api/orders/${setup.orderId}/status`, { to: "delivered" });
    const { told } = await toldAfter(setup, delivered);
    expect(told.map((message) => message.text)).toEqual([
      "سفارش ۱ (Wool shawl، ۱٬۲۵۰٬۰۰۰ تومان) رسید؛ منتظر نظرتان هستیم",
    ]);

    const plain = await confirmedBotOrder("courier");
    await toldAfter(plain, () => ship(plain));
    const { told: toldPlain } = await toldAfter(plain, () =>
      send(plain.handle.seller, "POST", `/api/orders/${plain.orderId}/status`, { to: "delivered" }),
    );
    expect(toldPlain.map((message) => message.text)).toEqual([botTexts.fa.statusChanged.delivered("۱")]);
  });
});
