// Orders (001 §4): placing one, its receipt, and the events a seller's open pages follow.
export { announceOrderEvent, orderEventsSince, recordOrderEvent } from "./order-events";
export { placeOrder } from "./place-order";
export { attachReceipt } from "./receipts";
