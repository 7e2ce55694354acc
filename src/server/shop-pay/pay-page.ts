import { localeDigits } from "../../shared/digits";
import { formatCount, formatToman } from "../../shared/toman";
import { escapeHtml } from "../escape-html";
import type { PayState, PayView, PayViewOrder } from "./shop-payments";

/** What a buyer who did not order in a bot reads instead (a pay link the seller shared, issue 36). */
type OutsideBotState = "paid" | "cancelled" | "unavailable";

interface PageTexts {
  title: Record<PayState, string>;
  body: Record<PayState, string>;
  bodyOutsideBot: Record<OutsideBotState, string>;
  sandboxTitle: string;
  sandboxBody: string;
  shop: string;
  order: string;
  product: string;
  for: string;
  subtotal: string;
  discount: string;
  shipping: string;
  free: string;
  amount: string;
  refId: string;
  pay: string;
  cancel: string;
  retry: string;
  checkAgain: string;
  backToBot: string;
}

// The buyer reads these in the language of the chat they ordered in (orders keep it).
const texts: Record<"fa" | "en", PageTexts> = {
  fa: {
    title: {
      review: "سفارش شما",
      paid: "پرداخت با موفقیت انجام شد",
      failed: "پرداخت انجام نشد",
      pending: "پرداخت هنوز کامل نشده است",
      checking: "پرداخت شما در حال بررسی است",
      cancelled: "این سفارش لغو شده است",
      unavailable: "پرداخت آنلاین در دسترس نیست",
      gateway_down: "درگاه پرداخت پاسخ نداد",
      not_found: "این پیوند پرداخت معتبر نیست",
    },
    body: {
      review: "سفارش را ببینید و مبلغ آن را با درگاه امن زرین‌پال فروشنده پرداخت کنید.",
      paid: "فروشنده باخبر شد و در ربات هم به شما اطلاع دادیم.",
      failed: "مبلغی از حساب شما کم نشد؛ اگر کم شده باشد، تا ۷۲ ساعت برمی‌گردد. می‌توانید دوباره پرداخت کنید.",
      pending: "اگر پرداخت را تمام نکرده‌اید، می‌توانید دوباره پرداخت کنید.",
      checking:
        "درگاه هنوز پرداخت را تأیید نکرده است. دوباره پرداخت نکنید؛ چند دقیقهٔ دیگر «بررسی دوباره» را بزنید. اگر مبلغی کم شده و پرداخت تأیید نشود، تا ۷۲ ساعت برمی‌گردد.",
      cancelled: "برای سفارش تازه به ربات فروشگاه برگردید.",
      unavailable: "فروشنده درگاه پرداخت را برداشته است؛ در ربات با فروشنده در تماس باشید.",
      gateway_down: "چند لحظهٔ دیگر دوباره امتحان کنید؛ سفارش شما سر جایش است.",
      not_found: "پیوند را دوباره از پیام ربات یا فروشنده باز کنید.",
    },
    bodyOutsideBot: {
      paid: "فروشنده باخبر شد.",
      cancelled: "برای سفارش تازه با فروشنده در تماس باشید.",
      unavailable: "فروشنده درگاه پرداخت را برداشته است؛ با فروشنده در تماس باشید.",
    },
    sandboxTitle: "پرداخت آزمایشی",
    sandboxBody: "این نسخه به درگاه واقعی وصل نیست و پولی جابه‌جا نمی‌شود. نتیجهٔ پرداخت را انتخاب کنید.",
    shop: "فروشگاه",
    order: "شمارهٔ سفارش",
    product: "کالا",
    for: "بابت",
    subtotal: "جمع کالاها",
    discount: "تخفیف",
    shipping: "ارسال",
    free: "رایگان",
    amount: "مبلغ",
    refId: "کد پیگیری",
    pay: "پرداخت",
    cancel: "انصراف",
    retry: "پرداخت دوباره",
    checkAgain: "بررسی دوباره",
    backToBot: "بازگشت به ربات",
  },
  en: {
    title: {
      review: "Your order",
      paid: "Payment completed successfully",
      failed: "Payment failed",
      pending: "The payment is not finished yet",
      checking: "Your payment is being checked",
      cancelled: "This order was cancelled",
      unavailable: "Online payment is not available",
      gateway_down: "The payment gateway did not answer",
      not_found: "This payment link is not valid",
    },
    body: {
      review: "Check the order and pay it through the seller's secure Zarinpal gateway.",
      paid: "The seller knows, and the bot has told you too.",
      failed: "No money was taken; if it was, the bank returns it within 72 hours. You can pay again.",
      pending: "If you did not finish paying, you can pay again.",
      checking:
        "The gateway has not confirmed the payment yet. Do not pay again; tap Check again in a few minutes. If money was taken and the payment is not confirmed, the bank returns it within 72 hours.",
      cancelled: "Go back to the shop's bot for a new order.",
      unavailable: "The seller removed their payment gateway; contact the seller in the bot.",
      gateway_down: "Try again in a moment; your order is kept.",
      not_found: "Open the link from the bot's or the seller's message again.",
    },
    bodyOutsideBot: {
      paid: "The seller knows.",
      cancelled: "Contact the seller for a new order.",
      unavailable: "The seller removed their payment gateway; contact the seller.",
    },
    sandboxTitle: "Test payment",
    sandboxBody: "This copy is not connected to a real gateway and no money moves. Choose how the payment ends.",
    shop: "Shop",
    order: "Order number",
    product: "Product",
    for: "For",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    free: "free",
    amount: "Amount",
    refId: "Tracking code",
    pay: "Pay",
    cancel: "Cancel",
    retry: "Pay again",
    checkAgain: "Check again",
    backToBot: "Back to the bot",
  },
};

// Drawn, not emoji: a phone without an emoji font still shows them, in the page's colours.
const paths = {
  check: "M8 12.5l2.5 2.5L16 9.5",
  cross: "M9 9l6 6M15 9l-6 6",
  clock: "M12 7v5l3 2",
  alert: "M12 7v6M12 16.5v.5",
  flask: "M10 4v6l-4 8h12l-4-8V4M9 4h6",
  receipt: "M9 9h6M9 12h6M9 15h4",
};
const icons: Record<PayState | "sandbox", { path: string; tone: string }> = {
  review: { path: paths.receipt, tone: "accent" },
  paid: { path: paths.check, tone: "ok" },
  failed: { path: paths.cross, tone: "bad" },
  pending: { path: paths.clock, tone: "muted" },
  checking: { path: paths.clock, tone: "warn" },
  cancelled: { path: paths.cross, tone: "muted" },
  unavailable: { path: paths.alert, tone: "warn" },
  gateway_down: { path: paths.alert, tone: "warn" },
  not_found: { path: paths.alert, tone: "muted" },
  sandbox: { path: paths.flask, tone: "accent" },
};

function iconOf(kind: PayState | "sandbox") {
  const { path, tone } = icons[kind];
  const ring = kind === "sandbox" ? "" : '<circle cx="12" cy="12" r="9"/>';
  return `<svg class="icon ${tone}" viewBox="0 0 24 24" width="44" height="44" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ring}<path d="${path}"/></svg>`;
}

// No script and no outside file: the page works on any phone browser, light or dark as the phone is.
const style = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#1b1f24;--muted:#5b6470;--line:#e3e6ea;--accent:#0f766e;--ok:#15803d;--bad:#b91c1c;--warn:#b45309}
@media (prefers-color-scheme:dark){:root{--bg:#0f1216;--card:#181c22;--text:#e8eaed;--muted:#a2aab4;--line:#2a3038;--accent:#2dd4bf;--ok:#4ade80;--bad:#f87171;--warn:#fbbf24}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.7 Vazirmatn,Tahoma,"Segoe UI",system-ui,sans-serif}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:24px}
.icon{display:block}.ok{color:var(--ok)}.bad{color:var(--bad)}.warn{color:var(--warn)}.muted{color:var(--muted)}.accent{color:var(--accent)}h1{font-size:20px;margin:12px 0 4px}p{margin:0 0 16px;color:var(--muted)}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:var(--muted)}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.sum{font-weight:400;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:8px}a.button{flex:1 1 140px;text-align:center;text-decoration:none;padding:10px 16px;border-radius:10px;border:1px solid var(--accent);color:var(--accent);font-weight:600}
a.primary{background:var(--accent);color:var(--card)}a.button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`;

const isOutsideBotState = (state: PayState): state is OutsideBotState =>
  state === "paid" || state === "cancelled" || state === "unavailable";

/** The order's lines and sums: each line (with its sum when there are several or several of it), then the rest. */
function orderRows(order: PayViewOrder, t: PageTexts, locale: "fa" | "en"): [string, string][] {
  const count = (value: number) => formatCount(value, locale);
  const toman = (value: number) => formatToman(value, locale);
  const rows: [string, string][] = [];
  if (order.shopName) rows.push([t.shop, `<bdi>${escapeHtml(order.shopName)}</bdi>`]);
  rows.push([t.order, count(order.number)]);
  const itemised = order.lines.length > 1 || order.lines.some((line) => line.quantity > 1);
  for (const line of order.lines) {
    const name = `<bdi>${escapeHtml(line.name)}</bdi>`;
    const sum = itemised ? `<br><span class="sum">${toman(line.total)}</span>` : "";
    if (order.request) rows.push([t.for, name]);
    else rows.push([t.product, `${name} × ${count(line.quantity)}${sum}`]);
  }
  if (order.discount > 0 || order.shippingMethod !== null) rows.push([t.subtotal, toman(order.subtotal)]);
  if (order.discount > 0) rows.push([t.discount, toman(order.discount)]);
  if (order.shippingMethod !== null) {
    const cost = order.shipping > 0 ? toman(order.shipping) : t.free;
    rows.push([t.shipping, `<bdi>${escapeHtml(order.shippingMethod)}</bdi>: ${cost}`]);
  }
  rows.push([t.amount, toman(order.total)]);
  return rows;
}

/** The page a buyer sees at /shop/pay/… : the order, what happened to the payment, and where to go next. */
export function renderPayPage(view: PayView): string {
  const t = texts[view.locale];
  const title = view.sandbox ? t.sandboxTitle : t.title[view.state];
  const body = view.sandbox
    ? t.sandboxBody
    : view.inBot === false && isOutsideBotState(view.state)
      ? t.bodyOutsideBot[view.state]
      : t.body[view.state];
  const rows: [string, string][] = view.order ? orderRows(view.order, t, view.locale) : [];
  // In the page's digits, as every other figure on it; kept left to right, as the gateway wrote it.
  if (view.refId) rows.push([t.refId, `<bdi dir="ltr">${escapeHtml(localeDigits(view.refId, view.locale))}</bdi>`]);
  const links: string[] = [];
  const link = (href: string, label: string, primary = false) =>
    `<a class="button${primary ? " primary" : ""}" href="${escapeHtml(href)}">${label}</a>`;
  if (view.sandbox) {
    links.push(link(view.sandbox.payUrl, t.pay, true), link(view.sandbox.cancelUrl, t.cancel));
  } else if (view.retryUrl && view.state === "review") {
    links.push(link(view.retryUrl, `${t.pay} ${formatToman(view.order?.total ?? 0, view.locale)}`, true));
  } else if (view.retryUrl) {
    links.push(link(view.retryUrl, view.state === "checking" ? t.checkAgain : t.retry, true));
  }
  if (view.botUrl && !view.sandbox) links.push(link(view.botUrl, t.backToBot, links.length === 0));
  return `<!doctype html>
<html lang="${view.locale}" dir="${view.locale === "fa" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>
${iconOf(view.sandbox ? "sandbox" : view.state)}
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${rows.length > 0 ? `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("")}</dl>` : ""}
${links.length > 0 ? `<div class="actions">${links.join("")}</div>` : ""}
</main></body></html>`;
}
