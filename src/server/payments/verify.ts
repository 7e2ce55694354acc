import { and, eq } from "drizzle-orm";
import type { PaymentFailureReason, VerifyResponse } from "../../shared/payments";
import { planById } from "../../shared/plans";
import { upgradeTodayAfterPurchase } from "../daily-content/service";
import { firstRow } from "../db/first-row";
import { payments } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { isFinalVerifyRefusal } from "../integrations/zarinpal/zarinpal-client";
import { activatePlan } from "../subscription/service";
import { failureReasonOfGatewayCode } from "./failure-reason";
import { sendReceiptMail } from "./receipt";
import { ownPaymentByAuthority, type PaymentContext, type PaymentRow, paymentBeingChecked, toPayment } from "./service";

// 001 §8: the verification page's words; the web client shows its own translation of each outcome.
const messages = {
  paid: "payment completed successfully",
  failed: "payment failed",
} as const;

/** A payment the gateway's answer settled; when it failed, why (null when paid). */
export interface GatewaySettlement {
  row: PaymentRow;
  failureReason: PaymentFailureReason | null;
}

/** `failedBecause`: what this call learnt; a payment that had failed before kept no reason, so it is unknown. */
function outcome(row: PaymentRow, failedBecause: PaymentFailureReason | null = null): VerifyResponse {
  const paid = row.status === "paid";
  return {
    success: paid,
    message: paid ? messages.paid : messages.failed,
    ref_id: row.refId,
    failure_reason: paid ? null : (failedBecause ?? "unknown"),
    payment: toPayment(row),
  };
}

/**
 * The buyer is back from Zarinpal. Verified with the amount from our own row (never the client's), and
 * idempotent: a replay, or ten verifies at once, mark the payment paid and activate the plan once. Only
 * the update that moves the row from pending to paid activates; the others read the result.
 */
export async function verifyZarinpalPayment(
  ctx: PaymentContext,
  input: { userId: string; authority: string; status: "OK" | "NOK"; now: Date },
): Promise<VerifyResponse> {
  const row = await ownPaymentByAuthority(ctx, input);
  if (row.status !== "pending") return outcome(row);
  // Status=NOK: the buyer cancelled at the gateway (or it gave up there); nothing to ask it.
  if (input.status === "NOK") return outcome(await settleFailed(ctx, { payment: row }), "cancelled");
  const settled = await verifyWithGateway(ctx, { payment: row, now: input.now });
  return outcome(settled.row, settled.failureReason);
}

/**
 * Asks the gateway about a pending Zarinpal payment, for the callback and the expiry job alike: paid
 * (100, or 101 when verified before) activates the plan once; a final refusal (-51 unpaid, -50 amount, …)
 * fails it, with the reason its code gives; anything else (-12, -52, no answer) may hide a payment that
 * went through, so it throws payment_being_checked and leaves it pending for a later try (decision 026).
 */
export async function verifyWithGateway(
  ctx: PaymentContext,
  input: { payment: PaymentRow; now: Date },
): Promise<GatewaySettlement> {
  const { payment, now } = input;
  if (!ctx.zarinpal || !payment.authority) throw paymentBeingChecked();
  try {
    const verified = await ctx.zarinpal.verifyPayment({ amountToman: payment.amount, authority: payment.authority });
    const row = await markPaid(ctx, { payment, refId: verified.refId, cardPan: verified.cardPan ?? null, now });
    return { row, failureReason: null };
  } catch (error) {
    if (!isFinalVerifyRefusal(error)) throw paymentBeingChecked(error);
    return { row: await settleFailed(ctx, { payment }), failureReason: failureReasonOfGatewayCode(error.code) };
  }
}

/**
 * Replays of one authority that arrive together (a refreshed callback page, a double click) share one
 * verification in this instance; across instances the pending→paid update still lets only one activate.
 */
export function createPaymentVerifier(ctx: PaymentContext) {
  const inFlight = new Map<string, Promise<VerifyResponse>>();
  return (input: { userId: string; authority: string; status: "OK" | "NOK" }) => {
    const key = `${input.userId}|${input.authority}|${input.status}`;
    const running = inFlight.get(key);
    if (running) return running;
    const verification = verifyZarinpalPayment(ctx, { ...input, now: new Date() }).finally(() => inFlight.delete(key));
    inFlight.set(key, verification);
    return verification;
  };
}

const currentRow = async (ctx: Pick<PaymentContext, "db">, id: string) =>
  firstRow(await ctx.db.select().from(payments).where(eq(payments.id, id)));

/** Moves a pending payment to failed; when another request settled it first, its result stands. */
export async function settleFailed(ctx: Pick<PaymentContext, "db">, input: { payment: PaymentRow }) {
  const updated = await ctx.db
    .update(payments)
    .set({ status: "failed" })
    .where(and(eq(payments.id, input.payment.id), eq(payments.status, "pending")))
    .returning();
  return updated[0] ?? currentRow(ctx, input.payment.id);
}

/**
 * The one update that moves the payment from pending to paid activates its plan, keeps the days it bought
 * and sends the receipt e-mail; a replay finds it paid and sends nothing.
 */
async function markPaid(
  ctx: Pick<PaymentContext, "db" | "mailer" | "config">,
  input: { payment: PaymentRow; refId: string; cardPan: string | null; now: Date },
) {
  const { payment, refId, cardPan, now } = input;
  const plan = planById(payment.planId);
  const activated = await withTransaction(ctx.db, async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ status: "paid", refId, cardPan, paidAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning();
    const flipped = updated[0];
    if (!flipped?.userId || !plan) return flipped;
    const purchase = await activatePlan({ db: tx }, { userId: flipped.userId, plan, now });
    const bought = await tx
      .update(payments)
      .set({ startsAt: purchase.startsAt, endsAt: purchase.endsAt })
      .where(eq(payments.id, flipped.id))
      .returning();
    return firstRow(bought);
  });
  if (!activated) return currentRow(ctx, payment.id);
  await sendReceiptMail(ctx, activated);
  if (activated.userId) await upgradeTodayAfterPurchase(ctx, { userId: activated.userId, now });
  return activated;
}
