import { and, eq } from "drizzle-orm";
import type { InvoiceQuery } from "../../shared/invoices";
import { orders } from "../db/schema";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { invoiceTokenOf, invoiceTokenPattern } from "./invoice-token";
import { type InvoiceView, invoiceView } from "./invoice-view";

// Invoices (DESIGN 33): every order's printable page at an unguessable address, in its buyer's language.

export { newInvoiceToken } from "./invoice-token";

type InvoiceContext = Pick<ServiceContext, "db" | "storage" | "config">;

export const invoicePath = (token: string) => `/shop/invoice/${token}`;

/** The invoice's address for its buyer (the bot's button after paying); undefined for an order that is gone. */
export async function buyerInvoiceUrl(
  ctx: Pick<ServiceContext, "db" | "config">,
  input: { orderId: string },
): Promise<string | undefined> {
  const token = await invoiceTokenOf(ctx, input.orderId);
  return token ? `${ctx.config.appUrl}${invoicePath(token)}` : undefined;
}

/** GET /shop/invoice/{token}: whoever holds the address reads it, without an account; undefined: no such invoice. */
export async function publicInvoice(
  ctx: InvoiceContext,
  input: { token: string; query: InvoiceQuery },
): Promise<InvoiceView | undefined> {
  if (!invoiceTokenPattern.test(input.token)) return undefined;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.invoiceToken, input.token));
  if (!order) return undefined;
  const { lang, size = "a4" } = input.query;
  return invoiceView(ctx, { order, locale: lang ?? order.buyerLocale ?? "fa", size });
}

/**
 * GET /api/orders/{id}/invoice: the seller's own order's invoice (another seller's is not found), with the
 * address to give its buyer, made now for an order from before invoices.
 */
export async function sellerInvoice(
  ctx: InvoiceContext,
  input: { sellerId: string; orderId: string; query: InvoiceQuery },
): Promise<InvoiceView> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.sellerId, input.sellerId)));
  if (!order) throw notFound("Order");
  const buyerLink = await buyerInvoiceUrl(ctx, { orderId: order.id });
  const { lang, size = "a4" } = input.query;
  return invoiceView(ctx, {
    order,
    locale: lang ?? order.buyerLocale ?? "fa",
    size,
    ...(buyerLink ? { buyerLink } : {}),
  });
}
