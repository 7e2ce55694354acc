// Orders (001 §4): placing one, its receipt, and the events a seller's open pages follow.
export { announceOrderEvent, orderEventsSince, placeOrder, recordOrderEvent } from "./orders";
export { attachReceipt } from "./receipts";
