import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { PaymentStatus } from "../../shared/payments";
import { visitInIdPages } from "../db/id-pages";
import { payments } from "../db/schema";
import { DomainError } from "../errors";
import { authorityLifetimeMs } from "../integrations/zarinpal/zarinpal-client";
import type { PaymentContext, PaymentRow } from "./service";
import { settleFailed, verifyWithGateway } from "./verify";

/**
 * A pending payment this old can no longer be paid: its authority has lapsed, with a margin for a buyer
 * who is still on the bank's page when it does.
 */
export const pendingExpiresAfterMs = authorityLifetimeMs + 5 * 60_000;
const batchSize = 100;

/**
 * Settles the pending payments the buyer never came back for (a cancel, a closed tab, a callback whose
 * verify was not settled). Each is verified once per run: paid at the gateway activates the plan through
 * the callback's idempotent path, a final refusal fails it, and any other answer leaves it pending for the
 * next run. A sandbox payment or one that never got an authority
 * cannot have been paid, so it just fails.
 */
export async function expirePendingPayments(ctx: PaymentContext, input: { now: Date }) {
  const cutoff = new Date(input.now.getTime() - pendingExpiresAfterMs);
  // How many ended in each status; `pending` counts those the gateway did not settle.
  const result: Record<PaymentStatus, number> = { paid: 0, failed: 0, pending: 0, refunded: 0 };
  // Paged by id, so the ones left pending (gateway down) are not read again in this run.
  await visitInIdPages(
    {
      size: batchSize,
      read: (afterId) =>
        ctx.db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.status, "pending"),
              lt(payments.createdAt, cutoff),
              afterId ? gt(payments.id, afterId) : undefined,
            ),
          )
          .orderBy(asc(payments.id))
          .limit(batchSize),
      idOf: (payment) => payment.id,
    },
    async (payment) => {
      result[await settle(ctx, payment, input.now)] += 1;
    },
  );
  return result;
}

async function settle(ctx: PaymentContext, payment: PaymentRow, now: Date): Promise<PaymentStatus> {
  if (payment.method === "sandbox" || !payment.authority) return (await settleFailed(ctx, { payment })).status;
  try {
    return (await verifyWithGateway(ctx, { payment, now })).row.status;
  } catch (error) {
    if (error instanceof DomainError && error.code === "payment_being_checked") return "pending";
    throw error;
  }
}
