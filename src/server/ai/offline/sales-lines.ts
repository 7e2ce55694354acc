import { botTexts } from "../../../shared/bot-texts";
import type { Locale } from "../../../shared/locales";
import { formatCount, formatToman } from "../../../shared/toman";
import type { SalesOrder, SalesProduct } from "../../integrations/ai/engine";
import { fillTemplate } from "./fill-template";
import { detectLocale } from "./normalize-text";
import { salesPhrases } from "./sales-corpus";

/** A list in a chat message stays short; the rest is one "and N more" line. */
export const maxListed = 5;
const descriptionLength = 90;

/** «• شال پشمی — ۱٬۸۵۰٬۰۰۰ تومان، ۴ عدد موجود»: the figures straight from the catalog, digits in the answer's language. */
export function productLine(product: SalesProduct, locale: Locale, withDescription = false): string {
  const phrases = salesPhrases[locale];
  const stock =
    product.stock === null
      ? phrases.inStock
      : product.stock > 0
        ? fillTemplate(phrases.stockLeft, { count: formatCount(product.stock, locale) })
        : phrases.soldOut;
  const line = fillTemplate(phrases.productLine, {
    name: product.name,
    price: formatToman(product.price, locale),
    stock,
  });
  const description = product.description?.replace(/\s+/g, " ").trim();
  // A description in another language than the answer's would read as a slip: the name and figures suffice.
  if (!withDescription || !description || detectLocale(description, locale) !== locale) return line;
  const short =
    description.length > descriptionLength ? `${description.slice(0, descriptionLength).trimEnd()}…` : description;
  return `${line}\n  ${short}`;
}

/** Up to maxListed products under a heading (or none), then how many more there are. */
export function productList(
  heading: string | null,
  products: readonly SalesProduct[],
  locale: Locale,
  withDescription = false,
): string {
  const lines = products.slice(0, maxListed).map((product) => productLine(product, locale, withDescription));
  if (heading) lines.unshift(heading);
  const more = products.length - maxListed;
  if (more > 0) lines.push(fillTemplate(salesPhrases[locale].more, { count: formatCount(more, locale) }));
  return lines.join("\n");
}

/** An order as /orders lists it: number, product, order status and payment status. */
export function orderLine(order: SalesOrder, locale: Locale): string {
  const t = botTexts[locale];
  return t.orderLine(
    formatCount(order.number, locale),
    order.items,
    t.orderStatuses[order.orderStatus],
    t.paymentStatuses[order.paymentStatus],
  );
}

/** The buyer's newest orders under the "Your orders:" heading. */
export function orderList(orders: readonly SalesOrder[], locale: Locale): string {
  return [botTexts[locale].myOrders, ...orders.slice(0, maxListed).map((order) => orderLine(order, locale))].join("\n");
}
