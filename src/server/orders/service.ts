// Orders (001 §4): placing one, its receipt, and the events a seller's open pages follow.

export { lineText } from "./line-text";
export { announceOrderEvent, orderEventsSince, recordOrderEvent } from "./order-events";
export { itemsOf, type OrderItemRow } from "./order-shape";
export { placeOrder } from "./place-order";
export { attachReceipt } from "./receipts";
