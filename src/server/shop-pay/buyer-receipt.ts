import { eq } from "drizzle-orm";
import { payTokenPattern } from "../../shared/pay-links";
import { orders } from "../db/schema";
import type { StoredFile } from "../integrations/storage/file-storage";
import type { ServiceContext } from "../service-context";

/**
 * GET /shop/pay/{token}/receipt: the card-to-card receipt photo the buyer sent, for whoever holds the order's
 * link, as the seller sees it (issue 34). Undefined for an unknown link or an order without a receipt.
 */
export async function buyerReceipt(
  ctx: Pick<ServiceContext, "db" | "storage">,
  input: { token: string },
): Promise<StoredFile | undefined> {
  if (!payTokenPattern.test(input.token)) return undefined;
  const [order] = await ctx.db.select({ key: orders.receiptKey }).from(orders).where(eq(orders.payToken, input.token));
  return order?.key ? ctx.storage.open(order.key) : undefined;
}
