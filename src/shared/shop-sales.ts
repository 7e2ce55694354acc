import { z } from "zod";
import { orderPaymentMethods } from "./orders";

/** Issue 35: the sales table lists the latest 50 buyer payments, newest first, as the plan table does (001 §7). */
export const shopSaleListLength = 50;

/**
 * How a sale's payment is known (DESIGN 23): verified at the seller's gateway (with its tracking code), a
 * card-to-card receipt the seller approved, or marked paid by the seller when recording the sale by hand.
 */
export const shopSaleProofs = ["gateway", "receipt", "seller"] as const;
export type ShopSaleProof = (typeof shopSaleProofs)[number];

const methodFiguresSchema = z.object({
  /** Paid orders of this method. */
  count: z.number().int(),
  /** What they brought, in whole toman. */
  revenue: z.number().int(),
});
export type ShopSaleMethodFigures = z.infer<typeof methodFiguresSchema>;

/** Over every order of the seller's shop, not only the 50 listed. */
export const shopSalesSummarySchema = z.object({
  paid: z.number().int(),
  /** Whole toman of the paid orders; refunded ones are not counted. */
  revenue: z.number().int(),
  by_method: z.object({ gateway: methodFiguresSchema, card_to_card: methodFiguresSchema }),
  /** Orders not cancelled whose payment (at the gateway, or a receipt and its approval) is still awaited. */
  pending: z.number().int(),
});
export type ShopSalesSummary = z.infer<typeof shopSalesSummarySchema>;

/** One buyer's payment of an order. */
export const shopSaleSchema = z.object({
  order_id: z.string(),
  /** The seller's own running number of the order. */
  number: z.number().int(),
  buyer_name: z.string(),
  /** Whole toman. */
  amount: z.number().int(),
  payment_method: z.enum(orderPaymentMethods),
  payment_status: z.enum(["paid", "refunded"]),
  proof: z.enum(shopSaleProofs),
  /** Zarinpal's tracking code (ref id) of a gateway payment; null otherwise. */
  ref_id: z.string().nullable(),
  /** When it was paid: verified, approved, or recorded as paid. */
  paid_at: z.string(),
});
export type ShopSale = z.infer<typeof shopSaleSchema>;

export const shopSalesSchema = z.object({
  summary: shopSalesSummarySchema,
  /** The latest 50, newest first. */
  sales: z.array(shopSaleSchema),
});
export type ShopSales = z.infer<typeof shopSalesSchema>;
