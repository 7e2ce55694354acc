// A buyer's payment of a shop order (DESIGN 23). Issue 36: the pay link of any order of the seller's, a manual
// order made with one, and a standalone payment request.
export { payLinkForOrder, placeOrderWithPayLink } from "./pay-link";
// The pay link's token the bot hands out.
export { newPayToken } from "./pay-token";
export { requestPayment } from "./payment-request";
// What buyers paid the seller's shop (issue 35), for the transactions tab.
export { listShopSales } from "./sales";
