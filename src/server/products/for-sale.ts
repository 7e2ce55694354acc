import { and, eq, gt, isNull, or } from "drizzle-orm";
import { products } from "../db/schema";

/** Products a buyer may order: the seller's, offered for sale, and not sold out (BOT-05). */
export const offeredForSale = (sellerId: string) =>
  and(
    eq(products.userId, sellerId),
    eq(products.isAvailable, true),
    or(isNull(products.stockQuantity), gt(products.stockQuantity, 0)),
  );
