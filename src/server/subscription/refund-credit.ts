import { planDurationDays } from "../../shared/plans";
import { DomainError } from "../errors";
import { dayMs } from "./plan-timeline";

// Decision 025: a refund takes back what its payment bought, including the credit it gave a later upgrade.

/** What the refund rules read of one of the user's paid (or refunded) payments. */
export interface RefundablePurchase {
  id: string;
  planId: string;
  planType: string;
  status: string;
  paidAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
  credit: number;
  creditedTier: string | null;
}

/** The end of the days a payment bought; one from before decision 021 is read as 30 days from its payment. */
const windowEnd = (purchase: RefundablePurchase) =>
  purchase.endsAt?.getTime() ?? (purchase.paidAt?.getTime() ?? 0) + planDurationDays * dayMs;

const paidTime = (purchase: RefundablePurchase) => purchase.paidAt?.getTime() ?? 0;

/** An upgrade took `earlier`'s unused days as credit: its tier was the one replaced, while it still had days. */
const credited = (earlier: RefundablePurchase, upgrade: RefundablePurchase) =>
  earlier.id !== upgrade.id &&
  upgrade.credit > 0 &&
  upgrade.creditedTier === earlier.planType &&
  paidTime(upgrade) >= paidTime(earlier) &&
  (upgrade.startsAt?.getTime() ?? paidTime(upgrade)) < windowEnd(earlier);

/**
 * A payment whose days went, as credit, into a later upgrade that is still paid is not refunded: the upgrade
 * must be refunded first, which gives those days back to this payment's plan, and this refund then takes
 * them. Refunding this one alone would leave the upgrade paid for with money given back.
 */
export function refuseWhileCreditIsHeld(purchases: RefundablePurchase[], refunded: RefundablePurchase) {
  const holder = purchases.find((upgrade) => upgrade.status === "paid" && credited(refunded, upgrade));
  if (!holder) return;
  throw new DomainError(
    "refund_later_upgrade_first",
    409,
    "This payment's unused days paid, as credit, for a later upgrade; refund that upgrade first.",
    { params: { plan: holder.planId } },
  );
}

/**
 * How far a refunded upgrade may give its replaced plan back: to the end of the days the payments it
 * credited bought, while they are still paid. Counting whole days for the credit never gives back more than
 * they paid for, and the days of a payment refunded since are not given back at all.
 */
export function creditedDaysEnd(purchases: RefundablePurchase[], upgrade: RefundablePurchase): number {
  const sources = purchases.filter((earlier) => earlier.status === "paid" && credited(earlier, upgrade));
  return Math.max(0, ...sources.map(windowEnd));
}
