import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderEvent } from "../../shared/orders";
import type { PayLink } from "../../shared/payment-requests";
import { orderItems, orders, productVariants, shopPayments } from "../db/schema";
import { startZarinpalStandIn } from "../integrations/zarinpal/test/zarinpal-stand-in";
import { openEventStream } from "../test/event-stream";
import { makeImage, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

// Without Zarinpal's keys the app pays shops in the sandbox: its page stands in for StartPay.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function sellerWithGateway(app = server.app) {
  const seller = await makeUser(app);
  const saved = await sendJsonAs(
    app,
    seller,
    "/api/seller-settings/gateway",
    { zarinpal_merchant_id: "0b4f62e1-7a2c-4d55-9d1e-3c8a5b7e9f10" },
    "PUT",
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  return seller;
}

/** A manual order of a shirt in two sizes and a scarf, agreed in a chat, with a 10% code. */
async function manualOrder(seller: TestAccount, values: Record<string, unknown> = {}) {
  const shirt = await makeProduct(server.app, seller, { name: "Shirt", price: 240_000, stock_quantity: 5 });
  const scarf = await makeProduct(server.app, seller, { name: "Scarf", price: 150_000 });
  const response = await sendJsonAs(server.app, seller, "/api/orders", {
    items: [
      { variant_id: shirt.variants[0]?.id, quantity: 2 },
      { variant_id: scarf.variants[0]?.id, quantity: 1 },
    ],
    buyer_name: "Mina Karimi",
    buyer_phone: "09121234567",
    payment_method: "card_to_card",
    ...values,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Order;
}

async function payLinkOf(seller: TestAccount, orderId: string) {
  return server.app.request(`/api/orders/${orderId}/pay-link`, asUser(seller.cookie, { method: "POST" }));
}

async function linkOf(seller: TestAccount, orderId: string) {
  const response = await payLinkOf(seller, orderId);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PayLink;
}

/**
 * The buyer opens the link in a browser: the order first, its "Pay" on to the sandbox's page, and the way on
 * that pays it.
 */
async function openLink(url: string) {
  const path = new URL(url).pathname;
  const review = await server.app.request(path);
  expect(review.status, await review.clone().text()).toBe(200);
  const reviewPage = await review.text();
  expect(reviewPage).toContain(`href="${path}/go"`);
  const started = await server.app.request(`${path}/go`);
  expect(started.status, await started.clone().text()).toBe(303);
  const sandbox = await server.app.request(started.headers.get("location") ?? "");
  expect(sandbox.status).toBe(200);
  const page = await sandbox.text();
  const pay = /href="([^"]*Status=OK)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
  if (!pay) throw new Error(`the sandbox page has no pay button: ${page}`);
  return { page: `${reviewPage}${page}`, pay };
}

async function historyOf(seller: TestAccount, orderId: string) {
  const response = await server.app.request(`/api/orders/${orderId}/history`, asUser(seller.cookie));
  return ((await response.json()) as { items: OrderEvent[] }).items;
}

async function codeOf(response: Response) {
  return ((await response.json()) as { code: string }).code;
}

describe("a pay link for a manual order (issue 36, DESIGN 23)", () => {
  it("ISSUE36-PAYLINK a manual order gets one link, the buyer sees its lines and total and pays it once in the sandbox, live", async () => {
    const seller = await sellerWithGateway();
    await sendJsonAs(server.app, seller, "/api/discount-codes", { code: "CHAT10", kind: "percent", value: 10 });
    const made = await manualOrder(seller, { discount_code: "chat10" });
    expect(made).toMatchObject({ subtotal: 630_000, discount: 63_000, total: 567_000, pay_url: null });

    // The orders tab's first page is kept per seller: made with the link, it is read again, never stale.
    expect((await server.app.request("/api/orders", asUser(seller.cookie))).status).toBe(200);
    const link = await linkOf(seller, made.id);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/shop\/pay\/[A-Za-z0-9_-]{32}$/);
    // Agreed as card to card, now paid online: the order is the gateway's, and says where its link is.
    expect(link.order).toMatchObject({ payment_method: "gateway", payment_status: "pending" });
    expect(link.order.pay_url).toBe(new URL(link.url).pathname);
    expect((await linkOf(seller, made.id)).url).toBe(link.url);
    const listed = (await (await server.app.request("/api/orders", asUser(seller.cookie))).json()) as {
      items: Order[];
    };
    // The list, which the database writes, says the same as the answer (order-shape.ts).
    expect(listed.items.find((order) => order.id === made.id)).toEqual(link.order);

    const stream = await openEventStream(server.app, seller.cookie);
    await stream.next("ready");
    const { page, pay } = await openLink(link.url);
    expect(page).toContain("<bdi>Shirt</bdi> × ۲");
    expect(page).toContain("۴۸۰٬۰۰۰ تومان");
    expect(page).toContain("<bdi>Scarf</bdi> × ۱");
    expect(page).toContain("<dt>تخفیف</dt><dd>۶۳٬۰۰۰ تومان</dd>");
    expect(page).toContain("<dt>مبلغ</dt><dd>۵۶۷٬۰۰۰ تومان</dd>");

    // The callback opened twice at once and once more later: one payment, one event, paid once.
    const callbacks = await Promise.all([server.app.request(pay), server.app.request(pay)]);
    expect(callbacks.map((response) => response.status)).toEqual([303, 303]);
    expect((await server.app.request(pay)).status).toBe(303);
    const result = await server.app.request(callbacks[0]?.headers.get("location") ?? "");
    const paidPage = await result.text();
    expect(paidPage).toContain("پرداخت با موفقیت انجام شد");
    expect(paidPage).toContain("فروشنده باخبر شد.");
    expect((await stream.next("order")).data).toMatchObject({ order_id: made.id, kind: "payment", to: "paid" });
    await stream.close();

    const payments = await server.database.db
      .select({ n: count() })
      .from(shopPayments)
      .where(and(eq(shopPayments.orderId, made.id), eq(shopPayments.status, "paid")));
    expect(payments[0]?.n).toBe(1);
    const paidEvents = (await historyOf(seller, made.id)).filter(
      (event) => event.kind === "payment" && event.to === "paid",
    );
    expect(paidEvents).toHaveLength(1);
    // Opened again, the link shows the result and starts nothing; the paid order has no pay link any more.
    const again = await server.app.request(new URL(link.url).pathname);
    expect(again.headers.get("location")).toContain("/result");
    const refused = await payLinkOf(seller, made.id);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe("order_already_paid");
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, made.id));
    expect(row?.paymentStatus).toBe("paid");
  });

  it("ISSUE36-PAYLINK the manual order form's 'online via pay link' makes the order with its link", async () => {
    const seller = await sellerWithGateway();
    const made = await manualOrder(seller, { payment_method: "gateway", pay_link: true });
    expect(made.pay_url).toMatch(/^\/shop\/pay\/[A-Za-z0-9_-]{32}$/);
    expect((await linkOf(seller, made.id)).order.pay_url).toBe(made.pay_url);
    const wrong = await sendJsonAs(server.app, seller, "/api/orders", {
      items: [{ variant_id: (await makeProduct(server.app, seller)).variants[0]?.id, quantity: 1 }],
      buyer_name: "Mina",
      buyer_phone: "09121234567",
      payment_method: "card_to_card",
      pay_link: true,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { issues: unknown[] }).issues).toEqual([
      { path: "pay_link", message: "payLinkMethod" },
    ]);
  });

  it("ISSUE36-PAYLINK is refused for a paid order, a cancelled order and a waiting receipt, changing nothing", async () => {
    const seller = await sellerWithGateway();
    const paid = await manualOrder(seller, { payment_status: "paid" });
    const cancelled = await manualOrder(seller);
    expect(
      (await sendJsonAs(server.app, seller, `/api/orders/${cancelled.id}/status`, { to: "cancelled" })).status,
    ).toBe(200);
    const withReceipt = await manualOrder(seller);
    const form = new FormData();
    form.append("file", new File([Uint8Array.from(await makeImage("jpeg", 120, 200))], "receipt.jpg"));
    const sent = await server.app.request(
      `/api/orders/${withReceipt.id}/receipt`,
      asUser(seller.cookie, { method: "POST", body: form }),
    );
    expect(sent.status).toBe(200);

    for (const [order, code] of [
      [paid, "order_already_paid"],
      [cancelled, "order_cancelled"],
      [withReceipt, "receipt_awaiting_decision"],
    ] as const) {
      const response = await payLinkOf(seller, order.id);
      expect(response.status, code).toBe(409);
      expect(await codeOf(response)).toBe(code);
      const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.payToken ?? null, code).toBeNull();
      expect(row?.paymentMethod, code).toBe("card_to_card");
    }
  });

  it("ISSUE36-PAYLINK an order whose receipt was rejected is paid online instead: its payment waits again", async () => {
    const seller = await sellerWithGateway();
    const made = await manualOrder(seller);
    const form = new FormData();
    form.append("file", new File([Uint8Array.from(await makeImage("jpeg", 120, 200))], "receipt.jpg"));
    await server.app.request(`/api/orders/${made.id}/receipt`, asUser(seller.cookie, { method: "POST", body: form }));
    const rejected = await sendJsonAs(server.app, seller, `/api/orders/${made.id}/receipt/decision`, {
      decision: "reject",
    });
    expect(rejected.status).toBe(200);
    const { order } = await linkOf(seller, made.id);
    expect(order).toMatchObject({ payment_method: "gateway", payment_status: "pending" });
    expect((await historyOf(seller, made.id)).at(-1)).toMatchObject({
      kind: "payment",
      from: "failed",
      to: "pending",
      actor: "seller",
    });
  });

  it("ISSUE36-PAYLINK is refused for a seller without a gateway, and another seller's order is not found", async () => {
    const seller = await makeUser(server.app);
    const made = await manualOrder(seller);
    const refused = await payLinkOf(seller, made.id);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe("payment_gateway_not_set_up");
    const request = await sendJsonAs(server.app, seller, "/api/orders/payment-requests", {
      amount: 250_000,
      description: "Repair",
    });
    expect(request.status).toBe(409);
    expect(await codeOf(request)).toBe("payment_gateway_not_set_up");
    const withLink = await sendJsonAs(server.app, seller, "/api/orders", {
      items: [{ variant_id: (await makeProduct(server.app, seller)).variants[0]?.id, quantity: 1 }],
      buyer_name: "Mina",
      buyer_phone: "09121234567",
      payment_method: "gateway",
      pay_link: true,
    });
    expect(withLink.status).toBe(409);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, made.id));
    expect(row?.payToken ?? null).toBeNull();
    const [{ n } = { n: -1 }] = await server.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.sellerId, seller.id));
    expect(n).toBe(1);

    const other = await sellerWithGateway();
    const foreign = await payLinkOf(other, made.id);
    expect(foreign.status).toBe(404);
    expect(await codeOf(foreign)).toBe("not_found");
  });
});

async function requestPayment(seller: TestAccount, body: Record<string, unknown>) {
  return sendJsonAs(server.app, seller, "/api/orders/payment-requests", body);
}

describe("a standalone payment request (issue 36)", () => {
  it("ISSUE36-PAYREQUEST 250,000 toman makes a one-line order without a product whose link is paid", async () => {
    const seller = await sellerWithGateway();
    const stockBefore = await server.database.db.select({ stock: productVariants.stock }).from(productVariants);
    const response = await requestPayment(seller, {
      amount: "۲۵۰٬۰۰۰",
      description: "  تعمیر گوشی  ",
      buyer_name: "Reza",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { url, order } = (await response.json()) as PayLink;
    expect(order).toMatchObject({
      source: "payment_request",
      subtotal: 250_000,
      discount: 0,
      shipping: 0,
      total: 250_000,
      payment_method: "gateway",
      payment_status: "pending",
      order_status: "new",
      buyer_name: "Reza",
      buyer_phone: "",
      pay_url: new URL(url).pathname,
    });
    expect(order.items).toEqual([
      {
        product_id: null,
        variant_id: null,
        product_name: "تعمیر گوشی",
        variant_label: "",
        code: "",
        unit_price: 250_000,
        quantity: 1,
        line_total: 250_000,
        product_deleted: false,
      },
    ]);
    const listed = (await (await server.app.request("/api/orders", asUser(seller.cookie))).json()) as {
      items: Order[];
    };
    expect(listed.items.find((item) => item.id === order.id)).toEqual(order);

    const { page, pay } = await openLink(url);
    expect(page).toContain("<dt>بابت</dt><dd><bdi>تعمیر گوشی</bdi></dd>");
    expect(page).toContain("<dt>مبلغ</dt><dd>۲۵۰٬۰۰۰ تومان</dd>");
    expect((await server.app.request(pay)).status).toBe(303);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("paid");
    const [payment] = await server.database.db.select().from(shopPayments).where(eq(shopPayments.orderId, order.id));
    expect(payment?.amount).toBe(250_000);
    // No stock was taken or given back, even once cancelled.
    expect((await sendJsonAs(server.app, seller, `/api/orders/${order.id}/status`, { to: "cancelled" })).status).toBe(
      200,
    );
    expect(await server.database.db.select({ stock: productVariants.stock }).from(productVariants)).toEqual(
      stockBefore,
    );
  });

  it("ISSUE36-PAYREQUEST refuses 0, a negative amount, one over the limit and text, creating nothing", async () => {
    const seller = await sellerWithGateway();
    const refusals: [unknown, string][] = [
      [0, "amountRange"],
      ["۰", "amountRange"],
      [-5_000, "amountRange"],
      ["-5000", "amountRange"],
      [1_000_000_000, "amountRange"],
      [2.5, "amountInvalid"],
      ["two hundred", "amountInvalid"],
      ["", "amountRequired"],
      [true, "amountInvalid"],
    ];
    for (const [amount, message] of refusals) {
      const response = await requestPayment(seller, { amount, description: "Repair" });
      expect(response.status, String(amount)).toBe(400);
      const { issues } = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(issues, String(amount)).toEqual([{ path: "amount", message }]);
    }
    const others: [Record<string, unknown>, string, string][] = [
      [{ description: "" }, "description", "descriptionRequired"],
      [{ description: "a\nb" }, "description", "invalidCharacters"],
      [{ description: "x".repeat(201) }, "description", "descriptionTooLong"],
      [{ buyer_phone: "12345" }, "buyer_phone", "phoneInvalid"],
      [{ buyer_name: "x".repeat(101) }, "buyer_name", "nameTooLong"],
    ];
    for (const [values, path, message] of others) {
      const response = await requestPayment(seller, { amount: 250_000, description: "Repair", ...values });
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { issues: unknown[] }).issues, message).toEqual([{ path, message }]);
    }
    const made = await server.database.db.select({ n: count() }).from(orders).where(eq(orders.sellerId, seller.id));
    expect(made[0]?.n).toBe(0);
    const lines = await server.database.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.sellerId, seller.id));
    expect(lines[0]?.n).toBe(0);
  });
});

describe("a payment request paid through the seller's Zarinpal (its stand-in)", () => {
  let zarinpal: Awaited<ReturnType<typeof startZarinpalStandIn>>;
  let live: TestServer;
  beforeAll(async () => {
    zarinpal = await startZarinpalStandIn();
    live = await createTestServer({ ZARINPAL_API_ROOT: zarinpal.baseUrl });
  });
  afterAll(async () => {
    await live.close();
    await zarinpal.close();
  });

  it("ISSUE36-PAYREQUEST asks Zarinpal for the amount with its description and no mobile, and verifies it once", async () => {
    const seller = await sellerWithGateway(live.app);
    const response = await sendJsonAs(live.app, seller, "/api/orders/payment-requests", {
      amount: 250_000,
      description: "Phone repair",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { url, order } = (await response.json()) as PayLink;
    // The link shows the order first: a messenger's preview of it asks the gateway for nothing.
    const asked = () => zarinpal.requests.filter((entry) => entry.path.endsWith("/request.json")).length;
    const before = asked();
    const review = await live.app.request(new URL(url).pathname);
    expect(await review.text()).toContain("Phone repair");
    expect(asked()).toBe(before);
    const started = await live.app.request(`${new URL(url).pathname}/go`);
    expect(started.status).toBe(303);
    const startPay = started.headers.get("location") ?? "";
    expect(startPay.startsWith(`${zarinpal.baseUrl}/pg/StartPay/`)).toBe(true);
    const request = zarinpal.requests.findLast((entry) => entry.path.endsWith("/request.json"));
    const body = request?.body as { description?: string; metadata?: object } | undefined;
    expect(body).toMatchObject({ amount: 250_000, currency: "IRT", metadata: { order_id: "1" } });
    expect(body?.description).toContain("Phone repair");
    expect(body?.metadata).not.toHaveProperty("mobile");

    const authority = decodeURIComponent(startPay.split("/").at(-1) ?? "");
    const back = new URL(zarinpal.pay(authority, "paid"));
    const answers = await Promise.all([1, 2].map(() => live.app.request(`${back.pathname}${back.search}`)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(zarinpal.verifyCount(authority)).toBe(1);
    const [row] = await live.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("paid");
  });
});
