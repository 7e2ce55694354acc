import { eq } from "drizzle-orm";
import { defaultReceiptSettings, type ReceiptSettings } from "../../shared/seller-settings";
import type { Database } from "../db/client";
import { sellerReceiptSettings } from "../db/schema";
import type { ServiceContext } from "../service-context";

/** Issue 35: the seller's own receipt settings; a seller who never saved them has the defaults. */
export async function getReceiptSettings(ctx: { db: Database }, input: { userId: string }): Promise<ReceiptSettings> {
  const [row] = await ctx.db
    .select({ receiptConfirmsOrder: sellerReceiptSettings.receiptConfirmsOrder })
    .from(sellerReceiptSettings)
    .where(eq(sellerReceiptSettings.userId, input.userId));
  return row ? { receipt_confirms_order: row.receiptConfirmsOrder } : defaultReceiptSettings;
}

/** Insert on the first save, update after; only the seller's own row. */
export async function saveReceiptSettings(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; values: ReceiptSettings; now: Date },
): Promise<ReceiptSettings> {
  const values = { receiptConfirmsOrder: input.values.receipt_confirms_order, updatedAt: input.now };
  const [row] = await ctx.db
    .insert(sellerReceiptSettings)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: sellerReceiptSettings.userId, set: values })
    .returning({ receiptConfirmsOrder: sellerReceiptSettings.receiptConfirmsOrder });
  if (!row) throw new Error("The receipt settings upsert returned no row.");
  return { receipt_confirms_order: row.receiptConfirmsOrder };
}
