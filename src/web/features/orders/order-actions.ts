import { approvalConfirmsOrder, type Order, type OrderStatus, orderTransitions } from "@shared/orders";

/** The statuses a button moves an order forward to; cancelling has its own button, behind a question. */
export type ForwardStatus = Exclude<OrderStatus, "new" | "cancelled">;

export interface OrderActions {
  /**
   * A card-to-card receipt waits for the seller's decision: approving it, or (issue 35) approving it and
   * confirming the order in one action, beside rejecting it. Null when no receipt waits.
   */
  receipt: "approve" | "approveAndConfirm" | null;
  /** One button per forward step 001 §4 allows (ORD-05..09); no confirm when the approval confirms. */
  forward: ForwardStatus[];
  canCancel: boolean;
}

type OrderState = Pick<Order, "payment_method" | "payment_status" | "order_status" | "receipt_url">;

/** What the order's card offers, so one action is the primary one while a good receipt is all that is missing. */
export function orderActions(order: OrderState, receiptConfirmsOrder: boolean): OrderActions {
  const next = orderTransitions[order.order_status];
  const awaitsDecision =
    order.payment_method === "card_to_card" &&
    order.order_status !== "cancelled" &&
    order.payment_status === "pending" &&
    order.receipt_url !== null;
  const approvalConfirms = awaitsDecision && approvalConfirmsOrder(order.order_status, receiptConfirmsOrder);
  return {
    receipt: awaitsDecision ? (approvalConfirms ? "approveAndConfirm" : "approve") : null,
    forward: next.filter(
      (to): to is ForwardStatus => to !== "cancelled" && to !== "new" && !(approvalConfirms && to === "confirmed"),
    ),
    canCancel: next.includes("cancelled"),
  };
}
