import { numberToWords } from "@persian-tools/persian-tools";
import { localeDigits } from "../../shared/digits";
import { type InvoiceSize, invoiceSizes } from "../../shared/invoices";
import { provinceName } from "../../shared/iran-provinces";
import { type Locale, locales } from "../../shared/locales";
import { nationalMobile } from "../../shared/profile";
import { tehranTimeZone } from "../../shared/tehran-calendar";
import { formatCount, formatToman } from "../../shared/toman";
import { trackingCarrierNames } from "../../shared/tracking";
import { escapeHtml } from "../escape-html";
import { invoiceStyle } from "./invoice-style";
import { type InvoiceTexts, invoiceTexts } from "./invoice-texts";
import type { InvoiceView } from "./invoice-view";

// Tehran's clock on the Jalali calendar in fa (the locale's Intl tag carries it), the Gregorian one in en.
const tehranFormats = (options: Intl.DateTimeFormatOptions): Record<Locale, Intl.DateTimeFormat> => ({
  fa: new Intl.DateTimeFormat(locales.fa.intl, { timeZone: tehranTimeZone, ...options }),
  en: new Intl.DateTimeFormat(locales.en.intl, { timeZone: tehranTimeZone, ...options }),
});
const dateFormats = tehranFormats({ dateStyle: "long" });
const timeFormats = tehranFormats({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The same invoice in another width or language: a link of the page's own address with another query. */
const hrefOf = (locale: Locale, size: InvoiceSize) =>
  escapeHtml(`?lang=${locale}${size === "a4" ? "" : `&size=${size}`}`);

/** The total in Persian words (persian-tools), for the Persian invoice; none for an amount it cannot write. */
function totalInWords(total: number): string | null {
  const words = numberToWords(total);
  return typeof words === "string" ? words : null;
}

const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;
const rowsOf = (rows: [string, string][]) => rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("");

function tools(view: InvoiceView, t: InvoiceTexts) {
  const link = (href: string, label: string, current: boolean, lang?: Locale) =>
    `<a href="${href}"${current ? ' aria-current="page"' : ""}${lang ? ` lang="${lang}" hreflang="${lang}"` : ""}>${label}</a>`;
  const sizeLinks = invoiceSizes.map((size) => link(hrefOf(view.locale, size), t.sizes[size], size === view.size));
  const languages = (["fa", "en"] as const).map((locale) =>
    link(hrefOf(locale, view.size), locale === "fa" ? "فارسی" : "English", locale === view.locale, locale),
  );
  return `<nav class="tools" aria-label="${t.toolsLabel}">${sizeLinks.join("")}<span aria-hidden="true">·</span>${languages.join("")}<p class="hint">${t.printHint}</p></nav>`;
}

function heading(view: InvoiceView, t: InvoiceTexts) {
  const { locale } = view;
  const logo = view.shop.logo ? `<img class="logo" src="${escapeHtml(view.shop.logo)}" alt="">` : "";
  const facts = rowsOf([
    [t.order, formatCount(view.number, locale)],
    [t.date, dateFormats[locale].format(view.placedAt)],
    [t.time, timeFormats[locale].format(view.placedAt)],
  ]);
  return `<header><div class="brand">${logo}<div><p class="shop"><bdi>${escapeHtml(view.shop.name)}</bdi></p><h1>${t.title}</h1>${view.cancelled ? `<p class="stamp">${t.cancelled}</p>` : ""}</div></div><dl>${facts}</dl></header>`;
}

function buyer(view: InvoiceView, t: InvoiceTexts) {
  const { buyer: who, locale } = view;
  const rows: [string, string][] = [
    [t.name, `<bdi>${escapeHtml(who.name)}</bdi>`],
    [t.phone, ltr(localeDigits(nationalMobile(who.phone), locale))],
  ];
  if (who.province) rows.push([t.province, escapeHtml(provinceName(who.province, locale))]);
  if (who.city) rows.push([t.city, `<bdi>${escapeHtml(who.city)}</bdi>`]);
  if (who.postalCode) rows.push([t.postalCode, ltr(localeDigits(who.postalCode, locale))]);
  if (who.address) rows.push([t.address, `<bdi>${escapeHtml(who.address)}</bdi>`]);
  return `<section><h2>${t.buyer}</h2><dl>${rowsOf(rows)}</dl></section>`;
}

function lines(view: InvoiceView, t: InvoiceTexts) {
  const count = (value: number) => formatCount(value, view.locale);
  const toman = (value: number) => formatToman(value, view.locale);
  const name = (line: InvoiceView["lines"][number]) => `<bdi>${escapeHtml(line.name)}</bdi>`;
  const code = (line: InvoiceView["lines"][number]) => `<bdi dir="ltr" class="code">${escapeHtml(line.code)}</bdi>`;
  if (view.size === "80mm") {
    const items = view.lines.map(
      (line) =>
        `<li><div>${name(line)} ${code(line)}</div><div class="sum"><span>${count(line.quantity)} × ${toman(line.unitPrice)}</span><span>${toman(line.lineTotal)}</span></div></li>`,
    );
    return `<section><h2>${t.lines}</h2><ol class="items">${items.join("")}</ol></section>`;
  }
  const head: [string, boolean][] = [
    [t.row, true],
    [t.item, false],
    [t.code, false],
    [t.unitPrice, true],
    [t.quantity, true],
    [t.amount, true],
  ];
  const rows = view.lines.map(
    (line, index) =>
      `<tr><td class="num row">${count(index + 1)}</td><td class="item">${name(line)}</td><td class="sku">${code(line)}</td><td class="num unit">${toman(line.unitPrice)}</td><td class="num qty">${count(line.quantity)}</td><td class="num amount">${toman(line.lineTotal)}</td></tr>`,
  );
  const columns = head.map(([label, number]) => `<th scope="col"${number ? ' class="num"' : ""}>${label}</th>`);
  // On a phone's width each line is a small card (invoice-style.ts), so no column is cut off or scrolled to.
  return `<section><h2>${t.lines}</h2><table class="lines"><thead><tr>${columns.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
}

function sums(view: InvoiceView, t: InvoiceTexts) {
  const toman = (value: number) => formatToman(value, view.locale);
  const rows: [string, string][] = [[t.subtotal, toman(view.subtotal)]];
  if (view.discount > 0) {
    const code = view.discountCode ? ltr(view.discountCode) : null;
    rows.push([t.discount(code), toman(view.discount)]);
  }
  if (view.shippingMethod || view.shipping > 0) {
    const method = view.shippingMethod ? `<bdi>${escapeHtml(view.shippingMethod)}</bdi>` : null;
    rows.push([t.shipping(method), view.shipping > 0 ? toman(view.shipping) : t.free]);
  }
  const body = rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td class="num">${value}</td></tr>`);
  const total = `<tr class="total"><th scope="row">${t.total}</th><td class="num">${toman(view.total)}</td></tr>`;
  // 000 §9: the Persian invoice also says the total in words, as Iranian invoices do.
  const words = view.locale === "fa" ? totalInWords(view.total) : null;
  const inWords = words ? `<p class="words">${t.inWords(words)}</p>` : "";
  return `<section class="totals"><table class="sums"><tbody>${body.join("")}${total}</tbody></table>${inWords}</section>`;
}

function payment(view: InvoiceView, t: InvoiceTexts) {
  const rows: [string, string][] = [
    [t.method, t.methods[view.paymentMethod]],
    [t.status, t.statuses[view.paymentStatus]],
  ];
  const { tracking } = view;
  if (tracking) {
    const code = ltr(localeDigits(tracking.code, view.locale));
    rows.push([t.carrier, trackingCarrierNames[view.locale][tracking.carrier]]);
    rows.push([t.trackingCode, tracking.url ? `<a href="${escapeHtml(tracking.url)}">${code}</a>` : code]);
  }
  return `<section><h2>${t.payment}</h2><dl>${rowsOf(rows)}</dl></section>`;
}

/** The invoice page (DESIGN 33): no script, its own style, printable on A4 or an 80 mm receipt. */
export function renderInvoicePage(view: InvoiceView): string {
  const t = invoiceTexts[view.locale];
  const title = t.pageTitle(formatCount(view.number, view.locale), view.shop.name);
  const share = view.buyerLink
    ? `<p class="share">${t.buyerLink} <bdi dir="ltr">${escapeHtml(view.buyerLink)}</bdi></p>`
    : "";
  return `<!doctype html>
<html lang="${view.locale}" dir="${locales[view.locale].dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${invoiceStyle(view.size)}</style></head>
<body>
${tools(view, t)}
<main>
${heading(view, t)}
${buyer(view, t)}
${lines(view, t)}
${sums(view, t)}
${payment(view, t)}
${share}
</main>
</body></html>`;
}

/** An address that names no invoice: said in both languages, since no order tells which. */
export function renderInvoiceNotFound(): string {
  const [fa, en] = [invoiceTexts.fa.notFound, invoiceTexts.en.notFound];
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${fa.title}</title><style>${invoiceStyle("80mm")}</style></head>
<body><main><h1>${fa.title}</h1><p>${fa.body}</p><div lang="en" dir="ltr"><h1>${en.title}</h1><p>${en.body}</p></div></main></body></html>`;
}
