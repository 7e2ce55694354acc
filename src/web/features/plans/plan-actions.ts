import { type PaidPlan, planForTier } from "@shared/plans";
import type { SubscriptionState } from "@shared/subscription-state";

/** The subscriber's plan (001 §2: premium is Pro, enterprise Ultra, any other tier Eco), or null when free. */
export function currentPlan(subscription: SubscriptionState): PaidPlan | null {
  return subscription.subscribed ? planForTier(subscription.subscription_tier) : null;
}

export type PlanCardAction = { kind: "active" } | { kind: "choose"; href: string };

/** 001 §2: the current tier's button is disabled; any other plan goes to checkout, which reads the plan's id. */
export function planCardAction(plan: PaidPlan, subscription: SubscriptionState): PlanCardAction {
  if (currentPlan(subscription)?.id === plan.id) return { kind: "active" };
  return { kind: "choose", href: `/checkout?plan=${plan.id}` };
}

/** 001 §2 pricing page: a visitor is sent to sign in, a signed-in user to the dashboard. */
export function pricingButtonHref(signedIn: boolean): "/auth" | "/dashboard" {
  return signedIn ? "/dashboard" : "/auth";
}
