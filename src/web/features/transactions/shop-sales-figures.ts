import type { ShopSale, ShopSalesSummary } from "@shared/shop-sales";

/** One card of the sales summary: a count, or a sum with the count of orders behind it. */
export type SalesFigure =
  | { key: "paid" | "pending"; count: number }
  | { key: "revenue" | "gateway" | "cardToCard"; toman: number; orders?: number };

/** The sales summary's cards, in the order they are read: paid, revenue, each method, then what is awaited. */
export function salesFigures(summary: ShopSalesSummary): SalesFigure[] {
  const { gateway, card_to_card: card } = summary.by_method;
  return [
    { key: "paid", count: summary.paid },
    { key: "revenue", toman: summary.revenue },
    { key: "gateway", toman: gateway.revenue, orders: gateway.count },
    { key: "cardToCard", toman: card.revenue, orders: card.count },
    { key: "pending", count: summary.pending },
  ];
}

/** What identifies a payment in the tracking column: the gateway's code, else how the payment was confirmed. */
export type SaleTracking = { kind: "code"; code: string } | { kind: "label"; key: "receipt" | "seller" };

export function saleTracking(sale: Pick<ShopSale, "proof" | "ref_id">): SaleTracking {
  if (sale.ref_id !== null) return { kind: "code", code: sale.ref_id };
  return { kind: "label", key: sale.proof === "receipt" ? "receipt" : "seller" };
}
