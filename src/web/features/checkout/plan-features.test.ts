import { planById } from "@shared/plans";
import { describe, expect, it } from "vitest";
import { planFeatures } from "./plan-features";

function featuresOf(id: string) {
  const plan = planById(id);
  if (!plan) throw new Error(`no plan ${id}`);
  return planFeatures(plan.allowances);
}

describe("the order summary's feature list", () => {
  it("PLAN-13 Eco lists its counted allowances and nothing it does not give", () => {
    expect(featuresOf("eco")).toEqual([
      { key: "aiMessagesPerMonth", count: 100 },
      { key: "ideasPerDay", count: 1 },
      { key: "captionStyles", count: 3 },
      { key: "trendingHashtags" },
      { key: "accountsPerNetwork", count: 1 },
      { key: "bots", count: 1 },
    ]);
  });

  it("PLAN-13 Pro adds unlimited messages, viral music and scheduling", () => {
    expect(featuresOf("pro")).toEqual([
      { key: "aiMessagesUnlimited" },
      { key: "ideasPerDay", count: 10 },
      { key: "captionStylesAll" },
      { key: "trendingHashtags" },
      { key: "viralMusic" },
      { key: "smartScheduling" },
      { key: "accountsPerNetwork", count: 3 },
      { key: "bots", count: 3 },
    ]);
  });

  it("PLAN-13 Ultra is unlimited wherever the catalogue says so", () => {
    const keys = featuresOf("ultra").map((feature) => feature.key);
    expect(keys).toEqual([
      "aiMessagesUnlimited",
      "ideasUnlimited",
      "captionStylesAll",
      "trendingHashtags",
      "viralMusic",
      "smartScheduling",
      "accountsUnlimited",
      "botsUnlimited",
    ]);
  });
});
