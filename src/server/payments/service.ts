import { and, count, desc, eq, sql } from "drizzle-orm";
import { type Payment, type PaymentSummary, paymentListLength } from "../../shared/payments";
import { type PaidPlan, type PlanId, planById } from "../../shared/plans";
import type { Config } from "../config";
import { payments } from "../db/schema";
import { DomainError } from "../errors";
import type { ZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import type { ServiceContext } from "../service-context";

export type PaymentRow = typeof payments.$inferSelect;

/** The `ctx` of the payments feature's services: the mailer sends receipts; `zarinpal` when it is configured. */
export type PaymentContext = Pick<ServiceContext, "db" | "mailer"> & {
  config: Pick<Config, "appUrl" | "payments">;
  zarinpal: ZarinpalClient | undefined;
};

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

export function catalogPlan(id: PlanId): PaidPlan {
  const plan = planById(id);
  if (!plan) throw new DomainError("validation_failed", 400, "No such plan.");
  return plan;
}

/** 001 §7: the user's own payments, newest first, at most 50. */
export async function listPayments(ctx: Pick<ServiceContext, "db">, input: { userId: string }): Promise<Payment[]> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, input.userId))
    .orderBy(desc(payments.createdAt))
    .limit(paymentListLength);
  return rows.map(toPayment);
}

/** 001 §2's four figures, counted over every payment of the user, not only the 50 listed. */
export async function summarizePayments(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string },
): Promise<PaymentSummary> {
  const [row] = await ctx.db
    .select({
      total: count(),
      paid: count(sql`case when ${payments.status} = 'paid' then 1 end`),
      pending: count(sql`case when ${payments.status} = 'pending' then 1 end`),
      revenue: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'paid'), 0)`,
    })
    .from(payments)
    .where(eq(payments.userId, input.userId));
  return {
    total: row?.total ?? 0,
    paid: row?.paid ?? 0,
    pending: row?.pending ?? 0,
    // A sum of integers comes back from PostgreSQL as a bigint's text.
    revenue: Number(row?.revenue ?? 0),
  };
}

export const gatewayUnavailable = (cause?: unknown) =>
  new DomainError("payment_gateway_unavailable", 502, "The payment gateway did not answer; please try again.", {
    cause,
  });

/** A verify the gateway did not settle (no answer, or not a final refusal): the payment stays pending. */
export const paymentBeingChecked = (cause?: unknown) =>
  new DomainError(
    "payment_being_checked",
    502,
    "The gateway has not confirmed this payment yet; it stays pending and is checked again.",
    { cause },
  );

export async function ownPaymentByAuthority(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; authority: string },
) {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.authority, input.authority), eq(payments.userId, input.userId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new DomainError("not_found", 404, "No payment of yours has this authority.");
  return row;
}
export { reusablePendingMs } from "./checkout";
export { pendingExpiresAfterMs } from "./expire-pending";
