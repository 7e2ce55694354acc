// A buyer's payment of a shop order (DESIGN 23): the pay link's token the bot hands out.
export { newPayToken } from "./pay-token";
// What buyers paid the seller's shop (issue 35), for the transactions tab.
export { listShopSales } from "./sales";
