import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/orders";
import { orders } from "../db/schema";
import { makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { newInvoiceToken } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** A valid 1×1 PNG: the seller's profile picture, the invoice's logo. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** 1 Farvardin 1404 at midnight in Tehran (20:30 UTC the day before): Tehran's clock decides the day. */
const placedAt = new Date("2025-03-20T20:30:00Z");

/** The words a person reads in the page, tags dropped and entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replace(/\s+/g, " ")
    .trim();

/** The lines table of an A4 invoice, each row's cells as read. */
const lineRowsOf = (html: string) => {
  const body = /<table class="lines">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = ""]) =>
    [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell = ""]) => textOf(cell)),
  );
};

const tokenOf = async (orderId: string) =>
  (await server.database.db.select({ token: orders.invoiceToken }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.token ?? null;

const publicPage = (token: string, query = "") => server.app.request(`/shop/invoice/${token}${query}`);

/**
 * A seller with a logo, a shawl in two colours and a mug, a 10% code, and a card-to-card order of two red
 * shawls and three mugs with the code; sent by Pishtaz to Tehran (written as the bot's checkout writes it).
 */
async function multiLineOrder(seller?: TestAccount) {
  const account = seller ?? (await makeUser(server.app, { name: "گالری سارا" }));
  const form = new FormData();
  form.append("file", new File([Uint8Array.from(png)], "logo.png", { type: "image/png" }));
  const uploaded = await server.app.request(
    "/api/profile/avatar",
    asUser(account.cookie, { method: "POST", body: form }),
  );
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  const shawl = await makeProduct(server.app, account, {
    name: "شال پشمی",
    price: 1_250_000,
    product_code: "SHAWL",
    options: [{ name: "رنگ", values: ["قرمز", "آبی"] }],
    variants: [
      { option_values: ["قرمز"], code: "SHAWL-R", stock: 5 },
      { option_values: ["آبی"], code: "SHAWL-B", stock: 5 },
    ],
  });
  const mug = await makeProduct(server.app, account, { name: "ماگ آبی", price: 250_000, product_code: "MUG-7" });
  const code = await sendJsonAs(server.app, account, "/api/discount-codes", {
    code: "NOWRUZ",
    kind: "percent",
    value: 10,
  });
  expect(code.status, await code.clone().text()).toBe(201);
  const placed = await sendJsonAs(server.app, account, "/api/orders", {
    items: [
      { variant_id: shawl.variants[0]?.id, quantity: 2 },
      { variant_id: mug.variants[0]?.id, quantity: 3 },
    ],
    buyer_name: "رضا کریمی",
    buyer_phone: "09121234567",
    buyer_address: "خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲",
    payment_method: "card_to_card",
    discount_code: "nowruz",
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const order = (await placed.json()) as Order;
  expect([order.subtotal, order.discount, order.total]).toEqual([3_250_000, 325_000, 2_925_000]);
  await server.database.db
    .update(orders)
    .set({
      shipping: 90_000,
      total: 3_015_000,
      shippingMethodName: "پست پیشتاز",
      buyerProvince: "tehran",
      buyerCity: "تهران",
      buyerPostalCode: "1234567890",
      createdAt: placedAt,
    })
    .where(eq(orders.id, order.id));
  const token = await tokenOf(order.id);
  if (!token) throw new Error("the placed order has no invoice token");
  return { seller: account, order, token };
}

describe("ISSUE36-INVOICE every order's printable invoice (DESIGN 33)", () => {
  it("ISSUE36-INVOICE a multi-line order with a discount and shipping: shop, number, each line, sums, the total in Persian words, the Jalali date in Tehran, the payment", async () => {
    const { order, token } = await multiLineOrder();
    // Read by anyone holding the address: no session.
    const response = await publicPage(token);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    const text = textOf(html);
    expect(text).toContain("گالری سارا");
    expect(html).toMatch(/<img class="logo" src="data:image\/(png|webp);base64,[A-Za-z0-9+/=]+" alt="">/);
    expect(text).toContain("فاکتور فروش");
    expect(text).toContain("شمارهٔ سفارش۱");
    expect(text).toContain("تاریخ۱ فروردین ۱۴۰۴");
    expect(text).toContain("ساعت۰۰:۰۰");
    expect(text).toContain("رضا کریمی");
    expect(text).toContain("۰۹۱۲۱۲۳۴۵۶۷");
    expect(text).toContain("استانتهران");
    expect(text).toContain("کد پستی۱۲۳۴۵۶۷۸۹۰");
    expect(text).toContain("خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲");
    expect(lineRowsOf(html)).toEqual([
      ["۱", "شال پشمی — قرمز", "SHAWL-R", "۱٬۲۵۰٬۰۰۰ تومان", "۲", "۲٬۵۰۰٬۰۰۰ تومان"],
      ["۲", "ماگ آبی", "MUG-7", "۲۵۰٬۰۰۰ تومان", "۳", "۷۵۰٬۰۰۰ تومان"],
    ]);
    expect(text).toContain("جمع کالاها۳٬۲۵۰٬۰۰۰ تومان");
    expect(text).toContain("تخفیف (کد NOWRUZ)۳۲۵٬۰۰۰ تومان");
    expect(text).toContain("هزینهٔ ارسال (پست پیشتاز)۹۰٬۰۰۰ تومان");
    expect(text).toContain("مبلغ قابل پرداخت۳٬۰۱۵٬۰۰۰ تومان");
    expect(text).toContain("به حروف: سه میلیون و پانزده هزار تومان");
    expect(text).toContain("روش پرداختکارت به کارت");
    expect(text).toContain("وضعیت پرداختدر انتظار پرداخت");
    // Not shipped yet: no tracking code; the seller's link for the buyer is not on the buyer's page.
    expect(text).not.toContain("کد رهگیری");
    expect(html).not.toContain('class="share"');

    await server.database.db
      .update(orders)
      .set({ paymentStatus: "paid", trackingCarrier: "iran_post", trackingCode: "123456789012345678901234" })
      .where(eq(orders.id, order.id));
    const shipped = await (await publicPage(token)).text();
    expect(textOf(shipped)).toContain("وضعیت پرداختپرداخت‌شده");
    expect(textOf(shipped)).toContain("ارسال باپست ایران");
    expect(textOf(shipped)).toContain("کد رهگیری مرسوله۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰۱۲۳۴");
    expect(shipped).toContain('href="https://tracking.post.ir/?id=123456789012345678901234"');
  });

  it("ISSUE36-INVOICE prints on A4 or an 80 mm receipt, with links between them and a print hint, and no script anywhere", async () => {
    const { token } = await multiLineOrder();
    const a4 = await publicPage(token);
    const html = await a4.text();
    expect(html).toContain("@page{size:A4;margin:12mm}");
    expect(html).toContain('<a href="?lang=fa" aria-current="page">A4</a>');
    expect(html).toContain('<a href="?lang=fa&amp;size=80mm">رسید ۸۰ میلی‌متری</a>');
    expect(html).toContain('href="?lang=en" lang="en" hreflang="en">English</a>');
    expect(textOf(html)).toContain("از گزینهٔ «چاپ» مرورگر استفاده کنید");
    const receipt = await (await publicPage(token, "?size=80mm")).text();
    expect(receipt).not.toContain("size:A4");
    expect(receipt).toContain('<a href="?lang=fa&amp;size=80mm" aria-current="page">رسید ۸۰ میلی‌متری</a>');
    expect(receipt).not.toContain('<table class="lines">');
    expect(textOf(receipt)).toContain("شال پشمی — قرمز SHAWL-R۲ × ۱٬۲۵۰٬۰۰۰ تومان۲٬۵۰۰٬۰۰۰ تومان");
    expect(textOf(receipt)).toContain("مبلغ قابل پرداخت۳٬۰۱۵٬۰۰۰ تومان");
    for (const page of [html, receipt]) expect(page).not.toMatch(/<script|javascript:|\son\w+=/i);

    const policy = a4.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(a4.headers.get("cache-control")).toBe("no-store");
    expect(a4.headers.get("referrer-policy")).toBe("no-referrer");
    expect(a4.headers.get("x-robots-tag")).toBe("noindex");
    expect(a4.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("ISSUE36-INVOICE an English buyer reads it in English with Gregorian dates; ?lang switches the language for the seller", async () => {
    const { order, token } = await multiLineOrder();
    await server.database.db.update(orders).set({ buyerLocale: "en" }).where(eq(orders.id, order.id));
    const html = await (await publicPage(token)).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    const text = textOf(html);
    expect(text).toContain("Invoice");
    expect(text).toContain("Order number1");
    expect(text).toContain("DateMarch 21, 2025");
    expect(text).toContain("Time00:00");
    expect(text).toContain("ProvinceTehran");
    expect(lineRowsOf(html)[0]).toEqual(["1", "شال پشمی — قرمز", "SHAWL-R", "1,250,000 toman", "2", "2,500,000 toman"]);
    expect(text).toContain("Discount (code NOWRUZ)325,000 toman");
    expect(text).toContain("Shipping (پست پیشتاز)90,000 toman");
    expect(text).toContain("Total3,015,000 toman");
    expect(text).toContain("Payment methodCard to card");
    expect(text).toContain("Payment statusAwaiting payment");
    expect(text).not.toContain("تومان");
    const persian = await (await publicPage(token, "?lang=fa")).text();
    expect(persian).toContain('<html lang="fa" dir="rtl">');
    expect(textOf(persian)).toContain("به حروف: سه میلیون و پانزده هزار تومان");
    // A query typed wrong is left to the defaults, not refused.
    expect((await publicPage(token, "?lang=de&size=A3")).status).toBe(200);
  });

  it("ISSUE36-INVOICE an unknown address is a plain 404 page; the token is long and random", async () => {
    const { order, token } = await multiLineOrder();
    for (const unknown of [newInvoiceToken(), "not-a-token", `${token}x`]) {
      const response = await publicPage(unknown);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      const text = textOf(await response.text());
      expect(text).toContain("این فاکتور پیدا نشد");
      expect(text).toContain("This invoice was not found");
    }
    // 24 random bytes in base64url: 192 bits, never the order's id, never repeated.
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(token).not.toContain(order.id);
    const tokens = new Set(Array.from({ length: 1000 }, () => newInvoiceToken()));
    expect(tokens.size).toBe(1000);
  });

  it("ISSUE36-INVOICE the seller opens it from the order, with the buyer's link; an old order without a token gets one on its first read, once", async () => {
    const { seller, order } = await multiLineOrder();
    expect(order.invoice_url).toBe(`/api/orders/${order.id}/invoice`);
    const listed = (await (await server.app.request("/api/orders", asUser(seller.cookie))).json()) as {
      items: Order[];
    };
    expect(listed.items.find((item) => item.id === order.id)?.invoice_url).toBe(order.invoice_url);

    // An order from before invoices.
    await server.database.db.update(orders).set({ invoiceToken: null }).where(eq(orders.id, order.id));
    const [first, second] = await Promise.all([
      server.app.request(order.invoice_url, asUser(seller.cookie)),
      server.app.request(`${order.invoice_url}?lang=en&size=80mm`, asUser(seller.cookie)),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const token = await tokenOf(order.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const link = `${server.config.appUrl}/shop/invoice/${token}`;
    const [firstPage, secondPage] = [await first?.text(), await second?.text()];
    expect(textOf(firstPage ?? "")).toContain(`پیوند این فاکتور برای خریدار (بی‌نیاز از حساب کاربری): ${link}`);
    expect(textOf(secondPage ?? "")).toContain(`This invoice's link for the buyer (no account needed): ${link}`);
    expect(secondPage).toContain('<html lang="en" dir="ltr">');
    expect(first?.headers.get("content-security-policy")).not.toMatch(/script-src/);
    // Read again: the same token.
    await server.app.request(order.invoice_url, asUser(seller.cookie));
    expect(await tokenOf(order.id)).toBe(token);
    expect((await publicPage(token ?? "")).status).toBe(200);

    // Another seller's order is not found; without a session, 401; a bad size, 400.
    const stranger = await makeUser(server.app);
    const refused = await server.app.request(order.invoice_url, asUser(stranger.cookie));
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: string }).code).toBe("not_found");
    expect((await server.app.request(order.invoice_url)).status).toBe(401);
    expect((await server.app.request(`${order.invoice_url}?size=A3`, asUser(seller.cookie))).status).toBe(400);
  });
});
