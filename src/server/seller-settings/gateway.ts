import { eq } from "drizzle-orm";
import type { PaymentGateway } from "../../shared/seller-settings";
import { sellerPaymentGateways } from "../db/schema";
import { maskSecret } from "../secrets/mask-secret";
import type { ServiceContext } from "../service-context";

type GatewayRow = typeof sellerPaymentGateways.$inferSelect;

function toPaymentGateway(row: GatewayRow): PaymentGateway {
  return {
    gateway_type: "zarinpal",
    masked_merchant_id: row.maskedMerchantId,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 001 §7 user_payment_gateways read: the seller's own, or null (SET-14: no error for none). */
export async function getGateway(ctx: ServiceContext, input: { userId: string }): Promise<PaymentGateway | null> {
  const [row] = await ctx.db.select().from(sellerPaymentGateways).where(eq(sellerPaymentGateways.userId, input.userId));
  return row ? toPaymentGateway(row) : null;
}

/** 001 §4: insert when the seller has none, otherwise update the merchant id; sealed, only masked kept. */
export async function saveGateway(
  ctx: ServiceContext,
  input: { userId: string; merchantId: string; now: Date },
): Promise<PaymentGateway> {
  const values = {
    sealedMerchantId: ctx.secrets.seal("merchant-id", input.merchantId),
    maskedMerchantId: maskSecret("merchant-id", input.merchantId),
    updatedAt: input.now,
  };
  const [row] = await ctx.db
    .insert(sellerPaymentGateways)
    .values({ userId: input.userId, createdAt: input.now, ...values })
    .onConflictDoUpdate({ target: sellerPaymentGateways.userId, set: values })
    .returning();
  if (!row) throw new Error("The gateway upsert returned no row.");
  return toPaymentGateway(row);
}
