import { describe, expect, it } from "vitest";
import { type PaidPlan, planById } from "../../shared/plans";
import { afterRefund, dayMs, planPurchase, timelineAt } from "./plan-timeline";

const now = new Date("2031-03-10T08:00:00Z");
const day = (days: number) => new Date(now.getTime() + days * dayMs);
const plan = (id: string) => planById(id) as PaidPlan;
const subscribed = (tier: string, endDay: number, next?: { tier: string; fromDay: number }) => ({
  subscribed: true,
  subscriptionTier: tier,
  subscriptionEnd: day(endDay),
  nextTier: next?.tier ?? null,
  tierUntil: next ? day(next.fromDay) : null,
});

describe("buying a plan (decision 021)", () => {
  it("PAY-21 PAY-34 not subscribed: the catalogue price, 30 days from now", () => {
    const purchase = planPurchase(timelineAt(undefined, now), plan("pro"), now);
    expect(purchase).toMatchObject({ kind: "new", amount: 7_500_000, credit: 0, startsAt: now, endsAt: day(30) });
  });

  it("the same tier while active: full price, 30 more days after the current end", () => {
    const purchase = planPurchase(timelineAt(subscribed("basic", 12), now), plan("eco"), now);
    expect(purchase).toMatchObject({ kind: "extension", amount: 4_500_000, startsAt: day(12), endsAt: day(42) });
    expect(purchase.after).toMatchObject({ tier: "basic", end: day(42), nextTier: null });
  });

  it("PLAN-29 an upgrade with 10 days of Eco left costs Pro less 10/30 of Eco and runs 30 days from now", () => {
    const purchase = planPurchase(timelineAt(subscribed("basic", 10), now), plan("pro"), now);
    expect(purchase).toMatchObject({
      kind: "upgrade",
      amount: 7_500_000 - 1_500_000,
      credit: 1_500_000,
      creditedTier: "basic",
      creditedDays: 10,
      startsAt: now,
      endsAt: day(30),
    });
    expect(purchase.after).toMatchObject({ tier: "premium", end: day(30), nextTier: null });
  });

  it("a day begun counts whole for the credit, and the credit is rounded to whole toman", () => {
    const purchase = planPurchase(timelineAt(subscribed("premium", 6.2), now), plan("ultra"), now);
    expect(purchase).toMatchObject({ creditedDays: 7, credit: 1_750_000, amount: 13_250_000 });
    const eco = planPurchase(timelineAt(subscribed("basic", 1), now), plan("pro"), now);
    expect(eco.credit).toBe(150_000);
  });

  it("an upgrade with more than 30 days left runs as long as they did, priced for that length", () => {
    const purchase = planPurchase(timelineAt(subscribed("basic", 45), now), plan("pro"), now);
    expect(purchase).toMatchObject({ endsAt: day(45), credit: 6_750_000, amount: 11_250_000 - 6_750_000 });
  });

  it("a downgrade is charged in full and starts when the current plan ends; the tier changes then", () => {
    const row = subscribed("premium", 20);
    const purchase = planPurchase(timelineAt(row, now), plan("eco"), now);
    expect(purchase).toMatchObject({ kind: "downgrade", amount: 4_500_000, startsAt: day(20), endsAt: day(50) });
    expect(purchase.after).toEqual({ tier: "premium", tierUntil: day(20), nextTier: "basic", end: day(50) });
    const stored = subscribed("premium", 50, { tier: "basic", fromDay: 20 });
    expect(timelineAt(stored, day(19))).toMatchObject({ tier: "premium", nextTier: "basic" });
    expect(timelineAt(stored, day(21))).toEqual({ tier: "basic", tierUntil: day(50), nextTier: null, end: day(50) });
    expect(timelineAt(stored, day(50))).toBeNull();
  });

  it("the waiting tier again extends it; the current tier again pushes it back; a third tier is refused", () => {
    const timeline = timelineAt(subscribed("premium", 50, { tier: "basic", fromDay: 20 }), now);
    expect(planPurchase(timeline, plan("eco"), now)).toMatchObject({ kind: "downgrade", startsAt: day(50) });
    expect(planPurchase(timeline, plan("pro"), now).after).toEqual({
      tier: "premium",
      tierUntil: day(50),
      nextTier: "basic",
      end: day(80),
    });
    const upgrade = planPurchase(timeline, plan("ultra"), now);
    expect(upgrade.after).toEqual({ tier: "enterprise", tierUntil: day(30), nextTier: "basic", end: day(60) });
    const ultra = timelineAt(subscribed("enterprise", 50, { tier: "basic", fromDay: 20 }), now);
    expect(() => planPurchase(ultra, plan("pro"), now)).toThrow(
      expect.objectContaining({ code: "plan_change_conflict" }),
    );
  });
});

describe("refunds (issue 15, decision 021)", () => {
  it("a refunded downgrade takes back only the waiting plan; the current one stays", () => {
    const timeline = timelineAt(subscribed("premium", 50, { tier: "basic", fromDay: 20 }), now);
    const after = afterRefund(
      timeline,
      { tier: "basic", unusedMs: 30 * dayMs, creditedTier: null, restoredMs: 0 },
      now,
    );
    expect(after).toEqual({ tier: "premium", tierUntil: day(20), nextTier: null, end: day(20) });
  });

  it("refunding the current plan lets the waiting one start now", () => {
    const timeline = timelineAt(subscribed("premium", 50, { tier: "basic", fromDay: 20 }), now);
    const after = afterRefund(
      timeline,
      { tier: "premium", unusedMs: 20 * dayMs, creditedTier: null, restoredMs: 0 },
      now,
    );
    expect(after).toEqual({ tier: "basic", tierUntil: day(30), nextTier: null, end: day(30) });
  });

  it("a refunded upgrade ends and gives back the days of the plan it replaced", () => {
    const timeline = timelineAt(subscribed("premium", 30), now);
    const after = afterRefund(
      timeline,
      { tier: "premium", unusedMs: 30 * dayMs, creditedTier: "basic", restoredMs: 10 * dayMs },
      now,
    );
    expect(after).toEqual({ tier: "basic", tierUntil: day(10), nextTier: null, end: day(10) });
  });

  it("a purchase whose tier an upgrade replaced has nothing left to take back", () => {
    const timeline = timelineAt(subscribed("premium", 30), now);
    const after = afterRefund(timeline, { tier: "basic", unusedMs: 5 * dayMs, creditedTier: null, restoredMs: 0 }, now);
    expect(after).toEqual(timeline);
  });
});
