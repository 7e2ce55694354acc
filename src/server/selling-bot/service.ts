// The seller's bot (001 §5): its sales answer, which WhatsApp's assistant speaks too, and what it needs to tell a buyer.
export type { ProductForSale } from "./sales-answer";
export { salesAnswer } from "./sales-answer";
