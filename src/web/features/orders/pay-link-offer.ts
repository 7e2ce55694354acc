import type { Order } from "@shared/orders";

/**
 * Issue 36: an order without a pay link is offered one while the buyer can still pay it online: not cancelled,
 * not paid, and no card-to-card receipt waiting for the seller (judged first, so the buyer never pays twice).
 * The server checks the same and says why not (and whether the seller has a gateway).
 */
export const offersPayLink = (
  order: Pick<Order, "order_status" | "payment_status" | "payment_method" | "receipt_url">,
): boolean =>
  order.order_status !== "cancelled" &&
  (order.payment_status === "pending" || order.payment_status === "failed") &&
  !(order.payment_method === "card_to_card" && order.payment_status === "pending" && order.receipt_url !== null);
