// Orders (001 §4): placing one, its receipt, and the events a seller's open pages follow.

export { lineText } from "./line-text";
export { announceOrderEvent, orderEventsSince, recordOrderEvent } from "./order-events";
export { orderNotFound } from "./order-reads";
export { itemsOf, type OrderItemRow, type OrderRow, orderOf, sellersOrder } from "./order-shape";
export { changeOrderStatus } from "./order-status";
export { createManualOrder, placeOrder } from "./place-order";
export { attachReceipt, decideReceipt, receiptAwaitsDecision } from "./receipts";
export { changeTracking } from "./tracking";
export { parcelMessage } from "./tracking-message";
