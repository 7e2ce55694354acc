import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { orders } from "../db/schema";
import type { ServiceContext } from "../service-context";

/** The unguessable part of an invoice's address (DESIGN 33, like a pay link's): 24 random bytes, 32 characters. */
export const newInvoiceToken = () => randomBytes(24).toString("base64url");

/** What an invoice address may hold: ours, or the UUIDs orders were given before the invoices were built. */
export const invoiceTokenPattern = /^[A-Za-z0-9_-]{32,36}$/;

/**
 * The order's invoice token. An order from before invoices has none until its invoice is first asked for:
 * then it gets one by a conditional update, so two asking at once get the same token, never two.
 */
export async function invoiceTokenOf(ctx: Pick<ServiceContext, "db">, orderId: string): Promise<string | undefined> {
  const current = async () =>
    (await ctx.db.select({ token: orders.invoiceToken }).from(orders).where(eq(orders.id, orderId)))[0];
  const found = await current();
  if (!found) return undefined;
  if (found.token) return found.token;
  const [given] = await ctx.db
    .update(orders)
    .set({ invoiceToken: newInvoiceToken() })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceToken)))
    .returning({ token: orders.invoiceToken });
  return given?.token ?? (await current())?.token ?? undefined;
}
