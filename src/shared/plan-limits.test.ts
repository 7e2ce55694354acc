import { describe, expect, it } from "vitest";
import { currentPlanId, planAllowingMore } from "./plans";

describe("plan limits on connections", () => {
  it("names the cheapest plan that allows one more bot", () => {
    expect(planAllowingMore("bots", 1)?.id).toBe("pro");
    expect(planAllowingMore("bots", 3)?.id).toBe("ultra");
    expect(planAllowingMore("accountsPerNetwork", 0)?.id).toBe("eco");
  });

  it("tells free from the paid tiers", () => {
    expect(currentPlanId({ subscribed: false, subscription_tier: null })).toBe("free");
    expect(currentPlanId({ subscribed: true, subscription_tier: "premium" })).toBe("pro");
  });
});
