import { and, eq } from "drizzle-orm";
import type { VerifyResponse } from "../../shared/payments";
import { planById } from "../../shared/plans";
import { firstRow } from "../db/first-row";
import { payments } from "../db/schema";
import { ZarinpalError } from "../integrations/zarinpal/zarinpal-client";
import { activatePlan } from "../subscription/service";
import { gatewayUnavailable, ownPaymentByAuthority, type PaymentDeps, type PaymentRow, toPayment } from "./service";

// 001 §8: the verification page's words; the web client shows its own translation of each outcome.
const messages = {
  paid: "payment completed successfully",
  failed: "payment failed",
} as const;

function outcome(row: PaymentRow): VerifyResponse {
  const paid = row.status === "paid";
  return {
    success: paid,
    message: paid ? messages.paid : messages.failed,
    ref_id: row.refId,
    payment: toPayment(row),
  };
}

/**
 * The buyer is back from Zarinpal. Verified with the amount from our own row (never the client's), and
 * idempotent: a replay, or ten verifies at once, mark the payment paid and activate the plan once. Only
 * the update that moves the row from pending to paid activates; the others read the result.
 */
export async function verifyZarinpalPayment(options: {
  deps: PaymentDeps;
  userId: string;
  authority: string;
  status: "OK" | "NOK";
  now?: Date;
}): Promise<VerifyResponse> {
  const { deps, userId, authority, status, now = new Date() } = options;
  const { db } = deps;
  const row = await ownPaymentByAuthority(db, userId, authority);
  if (row.status !== "pending") return outcome(row);
  if (status === "NOK") return outcome(await settle(deps, row, { status: "failed" }));
  if (!deps.zarinpal) throw gatewayUnavailable();
  try {
    const verified = await deps.zarinpal.verifyPayment({ amountToman: row.amount, authority });
    return outcome(await markPaid(deps, row, { refId: verified.refId, cardPan: verified.cardPan ?? null, now }));
  } catch (error) {
    if (error instanceof ZarinpalError && error.kind === "rejected") {
      return outcome(await settle(deps, row, { status: "failed" }));
    }
    throw gatewayUnavailable(error);
  }
}

/**
 * Replays of one authority that arrive together (a refreshed callback page, a double click) share one
 * verification in this instance; across instances the pending→paid update still lets only one activate.
 */
export function createPaymentVerifier(deps: PaymentDeps) {
  const inFlight = new Map<string, Promise<VerifyResponse>>();
  return (options: { userId: string; authority: string; status: "OK" | "NOK" }) => {
    const key = `${options.userId}|${options.authority}|${options.status}`;
    const running = inFlight.get(key);
    if (running) return running;
    const verification = verifyZarinpalPayment({ deps, ...options }).finally(() => inFlight.delete(key));
    inFlight.set(key, verification);
    return verification;
  };
}

/** Moves a pending row to its final state; when another request got there first, its result stands. */
async function settle(deps: PaymentDeps, row: PaymentRow, values: Partial<PaymentRow>): Promise<PaymentRow> {
  const updated = await deps.db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
    .returning();
  return updated[0] ?? firstRow(await deps.db.select().from(payments).where(eq(payments.id, row.id)));
}

async function markPaid(
  deps: PaymentDeps,
  row: PaymentRow,
  paid: { refId: string; cardPan: string | null; now: Date },
) {
  const plan = planById(row.planId);
  const activated = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ status: "paid", refId: paid.refId, cardPan: paid.cardPan, paidAt: paid.now })
      .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
      .returning();
    const flipped = updated[0];
    if (flipped?.userId && plan) await activatePlan({ db: tx }, { userId: flipped.userId, plan, now: paid.now });
    return flipped;
  });
  return activated ?? firstRow(await deps.db.select().from(payments).where(eq(payments.id, row.id)));
}
