import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { type AdminPayment, adminListLength, type adminPaymentListQuerySchema } from "../../shared/admin";
import type { Database } from "../db/client";
import { payments, profiles, user } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { takeBackRefundedPlan } from "../subscription/service";
import { type Admin, recordAdminAction } from "./action-record";

const refunder = alias(user, "refunder");

function paymentsWithUser(db: Database) {
  return db
    .select({
      payment: payments,
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      refundedByEmail: refunder.email,
    })
    .from(payments)
    .leftJoin(user, eq(user.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .leftJoin(refunder, eq(refunder.id, payments.refundedBy));
}
type Row = Awaited<ReturnType<ReturnType<typeof paymentsWithUser>["limit"]>>[number];

function toAdminPayment({ payment, email, name, fullName, refundedByEmail }: Row): AdminPayment {
  return {
    id: payment.id,
    ref_id: payment.refId,
    user: payment.userId && email ? { id: payment.userId, email, full_name: fullName || name || "" } : null,
    amount: payment.amount,
    plan_id: payment.planId,
    plan_type: payment.planType,
    status: payment.status,
    method: payment.method,
    authority: payment.authority,
    card_pan: payment.cardPan,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    refund:
      payment.refundedAt && payment.refundReason
        ? { at: payment.refundedAt.toISOString(), reason: payment.refundReason, by: refundedByEmail }
        : null,
  };
}

/** 000 §7: the latest 50 payments of everyone, newest first, by status when asked. */
export async function listAllPayments(
  ctx: { db: Database },
  input: { query: z.output<typeof adminPaymentListQuerySchema> },
): Promise<{ items: AdminPayment[] }> {
  const { status } = input.query;
  const rows = await paymentsWithUser(ctx.db)
    .where(status === "all" ? undefined : eq(payments.status, status))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(adminListLength);
  return { items: rows.map(toAdminPayment) };
}

export async function getPayment(ctx: { db: Database }, input: { paymentId: string }): Promise<AdminPayment> {
  const [row] = await paymentsWithUser(ctx.db).where(eq(payments.id, input.paymentId)).limit(1);
  if (!row) throw notFound("Payment");
  return toAdminPayment(row);
}

/**
 * Issue 15: a refund is a record, not a gateway call (the money goes back by hand): the payment becomes
 * `refunded` with the reason, who and when; the days of plan it bought that are not used yet are taken back;
 * revenue, which sums paid payments only (DESIGN d11), no longer counts it. Only a paid payment is refunded.
 */
export async function refundPayment(
  ctx: { db: Database },
  input: { admin: Admin; paymentId: string; reason: string; now: Date },
): Promise<AdminPayment> {
  const { admin, paymentId, reason, now } = input;
  await withTransaction(ctx.db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment) throw notFound("Payment");
    if (payment.status !== "paid") {
      throw new DomainError("payment_not_refundable", 409, "Only a successful (paid) payment can be refunded.");
    }
    if (payment.userId) await takeBackRefundedPlan({ db: tx }, { userId: payment.userId, paymentId, now });
    await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now, refundReason: reason, refundedBy: admin.id })
      .where(eq(payments.id, paymentId));
    await recordAdminAction(
      { db: tx },
      { admin, action: "refund", targetUserId: payment.userId, targetId: paymentId, detail: reason },
    );
  });
  return getPayment(ctx, { paymentId });
}
