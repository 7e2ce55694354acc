import { describe, expect, it } from "vitest";
import { allowancesFor, freeAllowances, paidPlans, planById, planDurationDays, planForTier } from "./plans";

describe("the plan catalogue (DESIGN decisions 2, 13, 14)", () => {
  it("prices Eco, Pro and Ultra at 4,500,000, 7,500,000 and 15,000,000 toman a month for 30 days", () => {
    expect(paidPlans.map((plan) => [plan.id, plan.tier, plan.priceToman])).toEqual([
      ["eco", "basic", 4_500_000],
      ["pro", "premium", 7_500_000],
      ["ultra", "enterprise", 15_000_000],
    ]);
    expect(planDurationDays).toBe(30);
    expect(paidPlans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(["pro"]);
  });

  it("PLAN-14 maps premium to Pro, enterprise to Ultra and any other tier to Eco", () => {
    expect(planForTier("premium").name.en).toBe("Pro");
    expect(planForTier("enterprise").name.en).toBe("Ultra");
    expect(planForTier("basic").name.en).toBe("Eco");
    expect(planForTier("something-else").name.en).toBe("Eco");
    expect(planForTier(null).name.en).toBe("Eco");
  });

  it("gives free users 3 AI messages a day and Eco 100 a month; Pro and Ultra are unlimited", () => {
    expect(allowancesFor({ subscribed: false, subscription_tier: "enterprise" })).toBe(freeAllowances);
    expect(freeAllowances).toMatchObject({
      aiMessages: 3,
      aiMessagesPeriod: "day",
      dailyIdeas: 3,
      ideasPeriod: "week",
    });
    expect(allowancesFor({ subscribed: true, subscription_tier: "basic" })).toMatchObject({
      aiMessages: 100,
      aiMessagesPeriod: "month",
      dailyIdeas: 1,
      captionStyles: 3,
    });
    expect(allowancesFor({ subscribed: true, subscription_tier: "premium" }).aiMessages).toBeNull();
    expect(allowancesFor({ subscribed: true, subscription_tier: "enterprise" }).accountsPerNetwork).toBeNull();
  });

  it("finds a plan by id and nothing for an unknown id", () => {
    expect(planById("pro")?.priceToman).toBe(7_500_000);
    expect(planById("gold")).toBeUndefined();
  });
});
