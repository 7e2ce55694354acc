import { setTimeout as sleep } from "node:timers/promises";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { PlanId } from "../../shared/plans";
import { upgradeTodayAfterPurchase } from "../daily-content/service";
import { firstRow } from "../db/first-row";
import { payments } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { authorityLifetimeMs, type ZarinpalClient } from "../integrations/zarinpal/zarinpal-client";
import type { PlanPurchase } from "../subscription/service";
import { activatePlan, getSubscriptionState, quotePlanPurchase } from "../subscription/service";
import { sendReceiptMail } from "./receipt";
import { catalogPlan, gatewayUnavailable, type PaymentContext, type PaymentRow, toPayment } from "./service";

/**
 * Decision record 007. Without an idempotency key (an old client), a paid sandbox checkout of the same
 * plan this recent is the same checkout: a double click never buys twice.
 */
export const keylessSandboxWindowMs = 60_000;
/** A pending Zarinpal payment is handed out again while at least 5 minutes of its authority are left. */
export const reusablePendingMs = authorityLifetimeMs - 5 * 60_000;
/**
 * A pending payment still without an authority is another request asking the gateway right now (its
 * timeout is 15 s); after this long it was abandoned (a crash mid-request) and the expiry job fails it.
 */
const inFlightLimitMs = 30_000;
const inFlightPollMs = 100;

interface CheckoutInput {
  userId: string;
  planId: PlanId;
  /** The checkout page's key for this attempt; absent from old clients. */
  idempotencyKey?: string;
  now: Date;
}

/**
 * Checkouts of one user and plan run one at a time, on every instance: the advisory lock lives in the
 * database. Its two-key form keeps it apart from other features' one-key locks.
 */
async function lockCheckout(tx: Transaction, input: CheckoutInput) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('payments-checkout'), hashtext(${`${input.userId}:${input.planId}`}))`,
  );
}

/**
 * The price, tier and duration come from the catalogue and the user's subscription alone (decision 021: an
 * upgrade's credit): the client only names the plan.
 */
function newPayment(input: CheckoutInput, purchase: PlanPurchase, method: PaymentRow["method"]) {
  const plan = catalogPlan(input.planId);
  return {
    id: crypto.randomUUID(),
    userId: input.userId,
    planId: plan.id,
    planType: plan.tier,
    amount: purchase.amount,
    credit: purchase.credit,
    creditedTier: purchase.creditedTier,
    creditedDays: purchase.creditedDays,
    method,
    idempotencyKey: input.idempotencyKey ?? null,
    createdAt: input.now,
  };
}

/**
 * 001 §4 checkout in sandbox mode: the simulated card payment is paid and the plan active at once. A
 * repeated key, or without a key a second checkout of the plan within a minute, answers the same payment.
 */
export async function payInSandbox(ctx: Pick<PaymentContext, "db" | "mailer" | "config">, input: CheckoutInput) {
  const { userId, now } = input;
  const plan = catalogPlan(input.planId);
  const paid = await withTransaction(ctx.db, async (tx) => {
    await lockCheckout(tx, input);
    const sameCheckout = input.idempotencyKey
      ? eq(payments.idempotencyKey, input.idempotencyKey)
      : gt(payments.createdAt, new Date(now.getTime() - keylessSandboxWindowMs));
    const earlier = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.planId, plan.id),
          eq(payments.method, "sandbox"),
          eq(payments.status, "paid"),
          sameCheckout,
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (earlier[0]) return { row: earlier[0], isNew: false };
    const purchase = await activatePlan({ db: tx }, { userId, plan, now });
    const inserted = await tx
      .insert(payments)
      .values({
        ...newPayment(input, purchase, "sandbox"),
        status: "paid",
        refId: `REF-${now.getTime()}`,
        paidAt: now,
        startsAt: purchase.startsAt,
        endsAt: purchase.endsAt,
      })
      .returning();
    return { row: firstRow(inserted), isNew: true };
  });
  if (paid.isNew) {
    await sendReceiptMail(ctx, paid.row);
    await upgradeTodayAfterPurchase(ctx, { userId, now });
  }
  const row = paid.row;
  return { payment: toPayment(row), subscription: await getSubscriptionState(ctx, { userId, now }) };
}

/**
 * The checkout this request continues, if any. With a key: that key's payment, once paid, or while still
 * pending and payable (or being requested right now). A new key is a new attempt: a buyer who cancelled
 * on the gateway comes back without our knowing (001 §4 makes no verify call then), and must not be sent
 * to that dead authority again. Without a key (an old client): any such pending payment of the plan.
 */
function continues(row: PaymentRow, input: CheckoutInput & { amount: number }): boolean {
  const age = input.now.getTime() - row.createdAt.getTime();
  if (input.idempotencyKey !== undefined && row.idempotencyKey !== input.idempotencyKey) return false;
  if (row.status === "paid") return input.idempotencyKey !== undefined;
  if (row.status !== "pending" || row.amount !== input.amount) return false;
  return row.authority ? age < reusablePendingMs : age < inFlightLimitMs;
}

/**
 * Zarinpal checkout: a pending payment, an authority from the gateway, and the StartPay address. The
 * gateway is asked outside the transaction (it may take seconds); the pending row without an authority
 * tells concurrent checkouts of the same attempt to wait for that answer instead of asking again.
 */
export async function startZarinpalPayment(
  ctx: PaymentContext & { zarinpal: ZarinpalClient },
  input: CheckoutInput & { email: string },
) {
  const plan = catalogPlan(input.planId);
  const claim = await withTransaction(ctx.db, async (tx) => {
    await lockCheckout(tx, input);
    const purchase = await quotePlanPurchase({ db: tx }, { userId: input.userId, plan, now: input.now });
    const candidates = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, input.userId),
          eq(payments.planId, plan.id),
          eq(payments.method, "zarinpal"),
          input.idempotencyKey
            ? eq(payments.idempotencyKey, input.idempotencyKey)
            : and(
                eq(payments.status, "pending"),
                gt(payments.createdAt, new Date(input.now.getTime() - authorityLifetimeMs)),
              ),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(10);
    const ongoing = candidates.find((row) => continues(row, { ...input, amount: purchase.amount }));
    if (ongoing) return { row: ongoing, isNew: false };
    const inserted = await tx
      .insert(payments)
      .values({ ...newPayment(input, purchase, "zarinpal"), status: "pending" })
      .returning();
    return { row: firstRow(inserted), isNew: true };
  });
  if (!claim.isNew) return answerFor(ctx, await awaitAuthority(ctx, claim.row));

  const pending = claim.row;
  try {
    const { authority, startPayUrl } = await ctx.zarinpal.requestPayment({
      amountToman: pending.amount,
      description: `${plan.name.fa} (${plan.name.en}) · 30 days`,
      callbackUrl: callbackUrl(ctx),
      email: input.email,
      orderId: pending.id,
    });
    const saved = firstRow(
      await ctx.db.update(payments).set({ authority }).where(eq(payments.id, pending.id)).returning(),
    );
    return { payment: toPayment(saved), redirectUrl: startPayUrl };
  } catch (error) {
    await ctx.db.update(payments).set({ status: "failed" }).where(eq(payments.id, pending.id));
    throw gatewayUnavailable(error);
  }
}

const callbackUrl = (ctx: Pick<PaymentContext, "config">) => `${ctx.config.appUrl}/payment/callback`;

/**
 * A pending payment goes to its StartPay page again; a paid one (its key repeated after paying) goes to
 * the callback page, which verifies idempotently and shows the payment's outcome without paying twice.
 */
function answerFor(ctx: Pick<PaymentContext, "config"> & { zarinpal: ZarinpalClient }, row: PaymentRow) {
  const authority = row.authority ?? "";
  if (row.status === "paid") {
    const back = new URL(callbackUrl(ctx));
    back.searchParams.set("Authority", authority);
    back.searchParams.set("Status", "OK");
    return { payment: toPayment(row), redirectUrl: back.toString() };
  }
  return { payment: toPayment(row), redirectUrl: ctx.zarinpal.startPayUrl(authority) };
}

/** Waits for the request that is asking the gateway for this payment's authority (another instance's, maybe). */
async function awaitAuthority(ctx: Pick<PaymentContext, "db">, row: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + inFlightLimitMs;
  let current = row;
  while (current.status === "pending" && !current.authority) {
    if (Date.now() > deadline) throw gatewayUnavailable();
    await sleep(inFlightPollMs);
    current = firstRow(await ctx.db.select().from(payments).where(eq(payments.id, row.id)));
  }
  if (!current.authority || current.status === "failed") throw gatewayUnavailable();
  return current;
}
