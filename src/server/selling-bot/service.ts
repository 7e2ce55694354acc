// The seller's bot (001 §5): its sales answer, which WhatsApp's assistant speaks too, and what it needs to tell a buyer.
export type { SellingBotDeps } from "./handle-updates";
export type { ProductForSale } from "./sales-answer";
export { salesAnswer } from "./sales-answer";
