import { and, eq, sql } from "drizzle-orm";
import { products, productVariants } from "../db/schema";

/** A variant a buyer may order: active, and not sold out. */
export const variantForSale = sql`${productVariants.isActive} and (${productVariants.stock} is null or ${productVariants.stock} > 0)`;

/** Products a buyer may order: the seller's, offered for sale, with a variant not sold out (BOT-05, DESIGN 29). */
export const offeredForSale = (sellerId: string) =>
  and(
    eq(products.userId, sellerId),
    eq(products.isAvailable, true),
    sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${variantForSale})`,
  );

/**
 * A product's stock a buyer can order: its active variants' together; null when any of them is not counted. The
 * product is named in full: in a select of one table Drizzle writes its columns without the table's name, which
 * inside this sub-query would mean the variant's own columns.
 */
export const productStock = sql<number | null>`(select case when bool_or(v.stock is null) then null
  else coalesce(sum(v.stock), 0)::int end from ${productVariants} v where v.product_id = "products"."id" and v.is_active)`;

/** The codes of a product's variants, for a buyer who types one (named in full, as above). */
export const productVariantCodes = sql<string[]>`(select coalesce(array_agg(v.code), '{}')
  from ${productVariants} v where v.product_id = "products"."id")`;
