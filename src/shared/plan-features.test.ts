import { describe, expect, it } from "vitest";
import { allowanceFeatures } from "./plan-features";
import { freeAllowances, planById } from "./plans";

function featuresOf(id: string) {
  const plan = planById(id);
  if (!plan) throw new Error(`no plan ${id}`);
  return allowanceFeatures(plan.allowances);
}

describe("a plan's feature list, written from the catalogue's allowances (DESIGN d14)", () => {
  it("PLAN-02 the free plan lists 3 AI messages a day, 3 ideas a week, one caption style, basic hashtags, one account and one bot (and no staff)", () => {
    expect(allowanceFeatures(freeAllowances)).toEqual([
      { kind: "counted", key: "aiMessagesPerDay", count: 3 },
      { kind: "counted", key: "ideasPerWeek", count: 3 },
      { kind: "counted", key: "captionStyles", count: 1 },
      { kind: "fixed", key: "basicHashtags" },
      { kind: "counted", key: "accountsPerNetwork", count: 1 },
      { kind: "counted", key: "bots", count: 1 },
    ]);
  });

  it("PLAN-04 PLAN-13 Eco lists its counted allowances and nothing it does not give", () => {
    expect(featuresOf("eco")).toEqual([
      { kind: "counted", key: "aiMessagesPerMonth", count: 100 },
      { kind: "counted", key: "ideasPerDay", count: 1 },
      { kind: "counted", key: "captionStyles", count: 3 },
      { kind: "fixed", key: "trendingHashtags" },
      { kind: "counted", key: "accountsPerNetwork", count: 1 },
      { kind: "counted", key: "bots", count: 1 },
      { kind: "counted", key: "staff", count: 1 },
    ]);
  });

  it("PLAN-11 PLAN-13 Pro adds unlimited messages, all styles, viral music and scheduling", () => {
    expect(featuresOf("pro")).toEqual([
      { kind: "fixed", key: "unlimitedAiMessages" },
      { kind: "counted", key: "ideasPerDay", count: 10 },
      { kind: "fixed", key: "allCaptionStyles" },
      { kind: "fixed", key: "trendingHashtags" },
      { kind: "fixed", key: "viralMusic" },
      { kind: "fixed", key: "smartScheduling" },
      { kind: "counted", key: "accountsPerNetwork", count: 3 },
      { kind: "counted", key: "bots", count: 3 },
      { kind: "counted", key: "staff", count: 3 },
    ]);
  });

  it("PLAN-07 PLAN-13 Ultra is unlimited wherever the catalogue says so", () => {
    expect(featuresOf("ultra").map((line) => line.key)).toEqual([
      "unlimitedAiMessages",
      "unlimitedIdeas",
      "allCaptionStyles",
      "trendingHashtags",
      "viralMusic",
      "smartScheduling",
      "unlimitedAccounts",
      "unlimitedBots",
      "unlimitedStaff",
    ]);
  });

  it("the list follows the catalogue's allowances when they change", () => {
    const eco = planById("eco");
    if (!eco) throw new Error("no plan eco");
    const changed = allowanceFeatures({ ...eco.allowances, viralMusic: true, dailyIdeas: null, bots: 2, staff: 5 });
    expect(changed).toEqual(
      expect.arrayContaining([
        { kind: "fixed", key: "viralMusic" },
        { kind: "fixed", key: "unlimitedIdeas" },
        { kind: "counted", key: "bots", count: 2 },
        { kind: "counted", key: "staff", count: 5 },
      ]),
    );
  });
});
