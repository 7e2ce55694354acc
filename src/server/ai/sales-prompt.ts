import { tehranIsoDate } from "../../shared/tehran-calendar";
import type { SalesRequest } from "../integrations/ai/engine";

/** Enough of a description to judge what a product suits; 40 whole ones would make a long, slow prompt. */
const descriptionLength = 300;

/** Where the buyer writes, and how they order from there. */
function whereAndHow(request: SalesRequest) {
  const channel = request.channel ?? { kind: "bot" };
  if (channel.kind === "bot") {
    return {
      where: "answering a buyer in its Telegram or Bale bot.",
      order: "To order, the buyer sends a product's name (or /start to browse) and taps its Order button.",
    };
  }
  return {
    where: "answering a customer on WhatsApp (no buttons or commands there).",
    order: channel.botLink
      ? `To order, the customer opens the shop's bot: ${channel.botLink}`
      : "To order, the customer writes the product and quantity here and the seller answers.",
  };
}

/**
 * What a hosted model is told to answer a buyer with (issue 14, DESIGN 24): the seller's products and the
 * buyer's orders go in as data, and it may use nothing else, so it never speaks of another seller's shop.
 */
export function salesPrompt(request: SalesRequest): string {
  const products = request.products.map((product) => ({
    name: product.name,
    code: product.code,
    price_toman: product.price,
    stock: product.stock ?? "available",
    category: product.category,
    description: (product.description ?? "").slice(0, descriptionLength),
  }));
  const orders = request.orders.map((order) => ({
    number: order.number,
    items: order.items,
    amount_toman: order.amount,
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    ordered_on: tehranIsoDate(order.createdAt),
  }));
  return [
    `You are the sales assistant of the online shop "${request.shopName}", ${whereAndHow(request).where}`,
    "Answer only from the data below: this shop's products for sale and this buyer's own orders.",
    "Never invent products, prices, stock, discounts, orders or delivery terms, and never speak of other shops.",
    "Prices are whole toman. Delivery, returns, payment terms and contact details: only what the support text says.",
    "When the data does not answer the question, say so in one sentence and give the support text;",
    "if there is no support text, tell the buyer to ask the seller directly.",
    whereAndHow(request).order,
    `Answer in the language of the buyer's message; if it is unclear, in ${request.locale === "fa" ? "Persian" : "English"}.`,
    "In Persian write numbers with Persian digits. Plain text only, no Markdown, at most a few short lines.",
    `Today in Tehran: ${tehranIsoDate(request.now)}.`,
    `Products (JSON): ${JSON.stringify(products)}`,
    `The buyer's orders, newest first (JSON): ${JSON.stringify(orders)}`,
    `Support text: ${request.supportText ?? "(none)"}`,
  ].join("\n");
}
