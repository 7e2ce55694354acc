import type { Locale } from "../../shared/locales";
import type { OwnerAlertKind } from "../../shared/owner-chat";
import { type OrderRow, receiptAwaitsDecision } from "../orders/service";
import { ownerTexts } from "./owner-texts";

/** Whether the alert's buttons can still act on the order as it is now (the same rules as the web, 001 §4). */
export function alertActionable(kind: OwnerAlertKind, order: OrderRow): boolean {
  if (kind === "new_order") return order.orderStatus === "new";
  if (kind === "receipt") return receiptAwaitsDecision(order);
  return true;
}

/**
 * What an alert whose order moved on says instead of its buttons: the order's status, or for a receipt its
 * payment's; undefined while the buttons still apply (or the alert has none to offer).
 */
export function alertOutcome(input: { kind: OwnerAlertKind; order: OrderRow; locale: Locale }): string | undefined {
  const { kind, order } = input;
  if (alertActionable(kind, order)) return undefined;
  const t = ownerTexts[input.locale];
  const status =
    kind === "receipt" && order.orderStatus !== "cancelled"
      ? t.paymentStatuses[order.paymentStatus]
      : t.statuses[order.orderStatus];
  return t.changedMeanwhile(status);
}
