import { paidPlans, planForTier } from "@shared/plans";
import type { SubscriptionState } from "@shared/subscription-state";
import { describe, expect, it } from "vitest";
import { currentPlan, planCardAction, pricingButtonHref } from "./plan-actions";

const free: SubscriptionState = { subscribed: false, subscription_tier: null, subscription_end: null };
const subscribedTo = (tier: string | null): SubscriptionState => ({
  subscribed: true,
  subscription_tier: tier,
  subscription_end: "2030-01-01T00:00:00.000Z",
});

describe("which plan a user has", () => {
  it("PLAN-14: premium is Pro, enterprise is Ultra and any other tier is Eco", () => {
    expect(currentPlan(subscribedTo("premium"))?.id).toBe("pro");
    expect(currentPlan(subscribedTo("enterprise"))?.id).toBe("ultra");
    expect(currentPlan(subscribedTo("basic"))?.id).toBe("eco");
    expect(currentPlan(subscribedTo("gold"))?.id).toBe("eco");
    expect(currentPlan(subscribedTo(null))?.id).toBe("eco");
  });

  it("PLAN-14: a user without a subscription has no plan badge, whatever the stored tier", () => {
    expect(currentPlan(free)).toBeNull();
    expect(currentPlan({ ...free, subscription_tier: "enterprise" })).toBeNull();
  });
});

describe("a plan card's button", () => {
  it("PLAN-15: the card of the current tier is the active plan", () => {
    expect(planCardAction(planForTier("premium"), subscribedTo("premium"))).toEqual({ kind: "active" });
    expect(planCardAction(planForTier("basic"), subscribedTo("something-else"))).toEqual({ kind: "active" });
  });

  it("PLAN-16 PLAN-18: every other card chooses its plan and goes to checkout with the plan's id", () => {
    expect(paidPlans.map((plan) => planCardAction(plan, subscribedTo("premium")))).toEqual([
      { kind: "choose", href: "/checkout?plan=eco" },
      { kind: "active" },
      { kind: "choose", href: "/checkout?plan=ultra" },
    ]);
  });

  it("PLAN-16: a free user may choose any of the three plans", () => {
    expect(paidPlans.map((plan) => planCardAction(plan, free))).toEqual([
      { kind: "choose", href: "/checkout?plan=eco" },
      { kind: "choose", href: "/checkout?plan=pro" },
      { kind: "choose", href: "/checkout?plan=ultra" },
    ]);
  });
});

describe("the pricing page's buttons", () => {
  it("PLAN-08: send a visitor to /auth", () => {
    expect(pricingButtonHref(false)).toBe("/auth");
  });

  it("PLAN-09: send a signed-in user to /dashboard", () => {
    expect(pricingButtonHref(true)).toBe("/dashboard");
  });
});
