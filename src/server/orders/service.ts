// Orders (001 §4): placing one, its receipt, and the events a seller's open pages follow.

export { lineText } from "./line-text";
export { announceOrderEvent, orderEventsSince, recordOrderEvent } from "./order-events";
export { orderNotFound } from "./order-reads";
export { itemsOf, type OrderItemRow, orderOf, sellersOrder } from "./order-shape";
export { createManualOrder, placeOrder } from "./place-order";
export { attachReceipt } from "./receipts";
export { parcelMessage } from "./tracking-message";
