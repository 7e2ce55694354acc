import type { CheckoutQuote } from "../../shared/payments";
import { type PlanId, planForTier } from "../../shared/plans";
import { getPlanPeriod, quotePlanPurchase } from "../subscription/service";
import { catalogPlan, type PaymentContext } from "./service";

/** Decision 021: what a checkout of the plan would charge now, as the checkout page shows it before paying. */
export async function quoteCheckout(
  ctx: Pick<PaymentContext, "db">,
  input: { userId: string; planId: PlanId; now: Date },
): Promise<CheckoutQuote> {
  const plan = catalogPlan(input.planId);
  const purchase = await quotePlanPurchase(ctx, { userId: input.userId, plan, now: input.now });
  const period = await getPlanPeriod(ctx, { userId: input.userId, now: input.now });
  return {
    plan_id: plan.id,
    kind: purchase.kind,
    amount: purchase.amount,
    price: plan.priceToman,
    credit: purchase.credit,
    credited_plan_id: purchase.creditedTier ? planForTier(purchase.creditedTier).id : null,
    credited_days: purchase.creditedDays,
    starts_at: purchase.startsAt.toISOString(),
    ends_at: purchase.endsAt.toISOString(),
    current_plan_id: period.current?.plan_id ?? null,
  };
}
