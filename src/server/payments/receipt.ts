import { and, eq, inArray } from "drizzle-orm";
import type { PaymentReceipt } from "../../shared/payments";
import { planById } from "../../shared/plans";
import { loadAiProfile } from "../account/service";
import { payments, user } from "../db/schema";
import { DomainError } from "../errors";
import { receiptMail } from "../mail/templates";
import type { PaymentContext, PaymentRow } from "./service";

/** The receipt page's address, in the e-mail and after a purchase. */
export const receiptPath = (paymentId: string) => `/payment/receipt/${paymentId}`;

/**
 * Decision 021: the receipt of a payment of the user's own that was paid (and may have been refunded
 * since). Anyone else's payment, or one never paid, is not found: a receipt says nothing about others.
 */
export async function getReceipt(
  ctx: Pick<PaymentContext, "db">,
  input: { userId: string; paymentId: string },
): Promise<PaymentReceipt> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.userId, input.userId),
        inArray(payments.status, ["paid", "refunded"]),
      ),
    )
    .limit(1);
  if (!row?.paidAt) throw new DomainError("not_found", 404, "No paid payment of yours has this id.");
  return {
    id: row.id,
    plan_id: row.planId,
    amount: row.amount,
    credit: row.credit,
    status: row.status,
    method: row.method,
    ref_id: row.refId,
    paid_at: row.paidAt.toISOString(),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * The receipt e-mail, in the buyer's language, through the mailer (so it is in the outbox and on the sent
 * e-mails page). Called once per payment, by the one request that made it paid; sending never throws.
 */
export async function sendReceiptMail(ctx: Pick<PaymentContext, "db" | "mailer" | "config">, payment: PaymentRow) {
  const plan = planById(payment.planId);
  if (!payment.userId || !payment.paidAt || !plan) return;
  const [owner] = await ctx.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, payment.userId));
  if (!owner) return;
  const { preferredLanguage: locale } = await loadAiProfile(ctx, { userId: payment.userId });
  const mail = receiptMail({
    locale,
    name: owner.name,
    receipt: {
      planName: plan.name[locale],
      amountToman: payment.amount,
      creditToman: payment.credit,
      trackingCode: payment.refId,
      paidAt: payment.paidAt,
      startsAt: payment.startsAt,
      endsAt: payment.endsAt,
    },
    receiptUrl: new URL(receiptPath(payment.id), ctx.config.appUrl).toString(),
  });
  await ctx.mailer.send({ to: owner.email, kind: "payment-receipt", ...mail });
}
