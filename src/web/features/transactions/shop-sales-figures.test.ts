import { describe, expect, it } from "vitest";
import { salesFigures, saleTracking } from "./shop-sales-figures";

describe("the shop sales' figures and tracking codes (issue 35)", () => {
  it("ISSUE35-SALES reads paid orders, revenue, each method's sum with its orders, then the awaited ones", () => {
    const figures = salesFigures({
      paid: 3,
      revenue: 360_000,
      by_method: { gateway: { count: 1, revenue: 240_000 }, card_to_card: { count: 2, revenue: 120_000 } },
      pending: 4,
    });
    expect(figures).toEqual([
      { key: "paid", count: 3 },
      { key: "revenue", toman: 360_000 },
      { key: "gateway", toman: 240_000, orders: 1 },
      { key: "cardToCard", toman: 120_000, orders: 2 },
      { key: "pending", count: 4 },
    ]);
  });

  it("ISSUE35-SALES a gateway payment shows its tracking code; a card-to-card one how it was confirmed", () => {
    expect(saleTracking({ proof: "gateway", ref_id: "201" })).toEqual({ kind: "code", code: "201" });
    expect(saleTracking({ proof: "receipt", ref_id: null })).toEqual({ kind: "label", key: "receipt" });
    expect(saleTracking({ proof: "seller", ref_id: null })).toEqual({ kind: "label", key: "seller" });
  });
});
