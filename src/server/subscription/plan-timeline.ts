import { type PaidPlan, type PaidTier, paidTiers, planDurationDays, planForTier } from "../../shared/plans";
import type { SubscriberColumns } from "../db/schema/subscribers";
import { DomainError } from "../errors";

// Decision 021: what a purchase, an upgrade, a downgrade and a refund do to a subscription. Pure, so the
// quote, the checkout, the activation and the refund share one set of rules and the tests inject `now`.

export const dayMs = 86_400_000;
const planMs = planDurationDays * dayMs;

/**
 * A subscription as at most two stretches: `tier` until `tierUntil`, then `nextTier` (a lower plan bought
 * while this one was active) until `end`. Without a next tier `tierUntil` equals `end`.
 */
export interface PlanTimeline {
  tier: PaidTier;
  tierUntil: Date;
  nextTier: PaidTier | null;
  end: Date;
}

const asTier = (tier: string | null): PaidTier | null => paidTiers.find((known) => known === tier) ?? null;
const rank = (tier: PaidTier) => paidTiers.indexOf(tier);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * The timeline a subscribers row means at `now`: none when not subscribed, lapsed or without an end (a
 * plan with no expiry is not a period to chain onto); the next tier once its time has come.
 */
export function timelineAt(row: SubscriberColumns | undefined, now: Date): PlanTimeline | null {
  const tier = asTier(row?.subscriptionTier ?? null);
  const end = row?.subscriptionEnd;
  if (!row?.subscribed || !tier || !end || end.getTime() <= now.getTime()) return null;
  const nextTier = asTier(row.nextTier);
  if (!nextTier || !row.tierUntil || row.tierUntil.getTime() >= end.getTime()) {
    return { tier, tierUntil: end, nextTier: null, end };
  }
  if (row.tierUntil.getTime() <= now.getTime()) return { tier: nextTier, tierUntil: end, nextTier: null, end };
  return { tier, tierUntil: row.tierUntil, nextTier, end };
}

/** The subscribers columns that store a timeline (none: not subscribed). */
export function timelineColumns(timeline: PlanTimeline | null, now: Date) {
  if (!timeline)
    return { subscribed: false, subscriptionTier: null, subscriptionEnd: now, nextTier: null, tierUntil: null };
  return {
    subscribed: true,
    subscriptionTier: timeline.tier,
    subscriptionEnd: timeline.end,
    nextTier: timeline.nextTier,
    tierUntil: timeline.nextTier ? timeline.tierUntil : null,
  };
}

/** What buying a plan means now: `new` (not subscribed), `extension` (the same tier), `upgrade`, `downgrade`. */
export type PurchaseKind = "new" | "extension" | "upgrade" | "downgrade";

export interface PlanPurchase {
  kind: PurchaseKind;
  /** What the buyer pays, integer toman. */
  amount: number;
  /** An upgrade's credit: the unused value of the plan it replaces (0 otherwise). */
  credit: number;
  creditedTier: PaidTier | null;
  creditedDays: number | null;
  /** The days this purchase buys. */
  startsAt: Date;
  endsAt: Date;
  /** The subscription once it is paid. */
  after: PlanTimeline;
}

/**
 * Decision 021. Not subscribed: 30 days from now at the catalogue price. The same tier (now or waiting):
 * 30 more days after it, full price. A higher tier: it starts now and runs 30 days (or as long as the
 * current plan had left, if longer); the unused value of the current plan (its price × whole days left /
 * 30, rounded to toman) comes off the price. A lower tier: full price, it starts when the current one
 * ends. A third tier while a lower one already waits is refused: one plan at a time waits.
 */
export function planPurchase(timeline: PlanTimeline | null, plan: PaidPlan, now: Date): PlanPurchase {
  const none = { credit: 0, creditedTier: null, creditedDays: null };
  if (!timeline) {
    const endsAt = later(now, planMs);
    return {
      kind: "new",
      amount: plan.priceToman,
      ...none,
      startsAt: now,
      endsAt,
      after: { tier: plan.tier, tierUntil: endsAt, nextTier: null, end: endsAt },
    };
  }
  if (plan.tier === timeline.tier) {
    const startsAt = timeline.tierUntil;
    const endsAt = later(startsAt, planMs);
    const after = timeline.nextTier
      ? { ...timeline, tierUntil: endsAt, end: later(timeline.end, planMs) }
      : { ...timeline, tierUntil: endsAt, end: endsAt };
    return { kind: "extension", amount: plan.priceToman, ...none, startsAt, endsAt, after };
  }
  if (rank(plan.tier) > rank(timeline.tier)) return upgrade(timeline, plan, now);
  if (timeline.nextTier && timeline.nextTier !== plan.tier) {
    throw new DomainError("plan_change_conflict", 409, "Another lower plan already waits for your current one.", {
      params: { current: planForTier(timeline.tier).id, plan: planForTier(timeline.nextTier).id },
    });
  }
  const startsAt = timeline.end;
  const endsAt = later(startsAt, planMs);
  return {
    kind: "downgrade",
    amount: plan.priceToman,
    ...none,
    startsAt,
    endsAt,
    after: { tier: timeline.tier, tierUntil: timeline.tierUntil, nextTier: plan.tier, end: endsAt },
  };
}

function upgrade(timeline: PlanTimeline, plan: PaidPlan, now: Date): PlanPurchase {
  const current = planForTier(timeline.tier);
  // Whole days, counted up: a day begun is credited whole, in the buyer's favour.
  const daysLeft = Math.ceil((timeline.tierUntil.getTime() - now.getTime()) / dayMs);
  const lengthDays = Math.max(planDurationDays, daysLeft);
  const credit = Math.round((current.priceToman * daysLeft) / planDurationDays);
  const endsAt = later(now, lengthDays * dayMs);
  // A lower plan waiting after the current one keeps its length and waits for the new one instead.
  const shift = endsAt.getTime() - timeline.tierUntil.getTime();
  return {
    kind: "upgrade",
    amount: Math.round((plan.priceToman * lengthDays) / planDurationDays) - credit,
    credit,
    creditedTier: timeline.tier,
    creditedDays: daysLeft,
    startsAt: now,
    endsAt,
    after: {
      tier: plan.tier,
      tierUntil: endsAt,
      nextTier: timeline.nextTier,
      end: timeline.nextTier ? later(timeline.end, shift) : endsAt,
    },
  };
}

export interface RefundedPurchase {
  tier: PaidTier;
  /** The part of its days not used yet. */
  unusedMs: number;
  /** An upgrade's replaced plan, and how much of it comes back (the refunded share of its credited days). */
  creditedTier: PaidTier | null;
  restoredMs: number;
}

/**
 * Issue 15 with decision 021: a refund takes the unused days off the stretch of the refunded purchase's
 * tier (a purchase whose tier is no longer in the subscription, replaced by an upgrade, has nothing left
 * to take); a refunded upgrade gives back the refunded share of the plan it replaced.
 */
export function afterRefund(timeline: PlanTimeline | null, refunded: RefundedPurchase, now: Date) {
  let result = timeline ? takeOff(timeline, refunded, now) : null;
  if (refunded.creditedTier && refunded.restoredMs > 0) {
    result = restore(result, refunded.creditedTier, refunded.restoredMs, now);
  }
  return result;
}

function takeOff(timeline: PlanTimeline, refunded: RefundedPurchase, now: Date): PlanTimeline | null {
  const { tierUntil, end, nextTier } = timeline;
  let next = timeline;
  if (refunded.tier === timeline.tier) {
    const cut = Math.min(refunded.unusedMs, tierUntil.getTime() - now.getTime());
    next = { ...timeline, tierUntil: later(tierUntil, -cut), end: later(end, -cut) };
  } else if (refunded.tier === nextTier) {
    const cut = Math.min(refunded.unusedMs, end.getTime() - tierUntil.getTime());
    next = { ...timeline, end: later(end, -cut) };
  }
  if (next.nextTier && next.end.getTime() <= next.tierUntil.getTime()) {
    next = { ...next, nextTier: null, end: next.tierUntil };
  }
  if (next.tierUntil.getTime() > now.getTime()) return next;
  if (!next.nextTier) return null;
  return { tier: next.nextTier, tierUntil: next.end, nextTier: null, end: next.end };
}

function restore(timeline: PlanTimeline | null, tier: PaidTier, ms: number, now: Date): PlanTimeline {
  if (!timeline) {
    const end = later(now, ms);
    return { tier, tierUntil: end, nextTier: null, end };
  }
  if (tier === timeline.tier) {
    return { ...timeline, tierUntil: later(timeline.tierUntil, ms), end: later(timeline.end, ms) };
  }
  if (tier === timeline.nextTier || (!timeline.nextTier && rank(tier) < rank(timeline.tier))) {
    return { ...timeline, nextTier: tier, end: later(timeline.end, ms) };
  }
  if (!timeline.nextTier && rank(tier) > rank(timeline.tier)) {
    const tierUntil = later(now, ms);
    return { tier, tierUntil, nextTier: timeline.tier, end: later(timeline.end, ms) };
  }
  // Two other tiers already (rare): the days come back as more of the last stretch.
  return { ...timeline, end: later(timeline.end, ms) };
}
