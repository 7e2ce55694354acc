import { and, desc, eq } from "drizzle-orm";
import { type Payment, paymentListLength } from "../../shared/payments";
import { type PaidPlan, type PlanId, planById } from "../../shared/plans";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { payments } from "../db/schema";
import { DomainError } from "../errors";
import type { ZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import { activatePlan, getSubscriptionState } from "../subscription/service";

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentDeps {
  db: Database;
  config: Pick<Config, "appUrl" | "payments">;
  /** Present when Zarinpal is configured. */
  zarinpal: ZarinpalClient | undefined;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    plan_id: row.planId,
    plan_type: row.planType,
    amount: row.amount,
    status: row.status,
    method: row.method,
    ref_id: row.refId,
    authority: row.authority,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

function catalogPlan(id: PlanId): PaidPlan {
  const plan = planById(id);
  if (!plan) throw new DomainError("validation_failed", 400, "No such plan.");
  return plan;
}

/** 001 §7: the user's own payments, newest first, at most 50. */
export async function listPayments(options: { db: Database; userId: string }): Promise<Payment[]> {
  const rows = await options.db
    .select()
    .from(payments)
    .where(eq(payments.userId, options.userId))
    .orderBy(desc(payments.createdAt))
    .limit(paymentListLength);
  return rows.map(toPayment);
}

/** The price, tier and duration come from the catalogue alone: the client only names the plan. */
function newPayment(userId: string, plan: PaidPlan, method: PaymentRow["method"]) {
  return {
    id: crypto.randomUUID(),
    userId,
    planId: plan.id,
    planType: plan.tier,
    amount: plan.priceToman,
    method,
  };
}

/** 001 §4 checkout in sandbox mode: the simulated card payment is paid and the plan active at once. */
export async function payInSandbox(options: { db: Database; userId: string; planId: PlanId; now?: Date }) {
  const { db, userId, planId, now = new Date() } = options;
  const plan = catalogPlan(planId);
  const row = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values({
        ...newPayment(userId, plan, "sandbox"),
        status: "paid",
        refId: `REF-${now.getTime()}`,
        createdAt: now,
        paidAt: now,
      })
      .returning();
    await activatePlan(tx, { userId, plan, now });
    return firstRow(inserted);
  });
  return { payment: toPayment(row), subscription: await getSubscriptionState({ db, userId, now }) };
}

export const gatewayUnavailable = (cause?: unknown) =>
  new DomainError("payment_gateway_unavailable", 502, "The payment gateway did not answer; please try again.", {
    cause,
  });

/** A pending payment, an authority from Zarinpal, and the StartPay address to send the buyer to. */
export async function startZarinpalPayment(options: {
  deps: PaymentDeps;
  zarinpal: ZarinpalClient;
  userId: string;
  email: string;
  planId: PlanId;
}) {
  const { deps, zarinpal, userId, email, planId } = options;
  const plan = catalogPlan(planId);
  const pending = firstRow(
    await deps.db
      .insert(payments)
      .values({ ...newPayment(userId, plan, "zarinpal"), status: "pending" })
      .returning(),
  );
  try {
    const { authority, startPayUrl } = await zarinpal.requestPayment({
      amountToman: plan.priceToman,
      description: `${plan.name.fa} (${plan.name.en}) · 30 days`,
      callbackUrl: `${deps.config.appUrl}/payment/callback`,
      email,
      orderId: pending.id,
    });
    const saved = firstRow(
      await deps.db.update(payments).set({ authority }).where(eq(payments.id, pending.id)).returning(),
    );
    return { payment: toPayment(saved), redirectUrl: startPayUrl };
  } catch (error) {
    await deps.db.update(payments).set({ status: "failed" }).where(eq(payments.id, pending.id));
    throw gatewayUnavailable(error);
  }
}

export async function ownPaymentByAuthority(db: Database, userId: string, authority: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.authority, authority), eq(payments.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new DomainError("not_found", 404, "No payment of yours has this authority.");
  return row;
}
