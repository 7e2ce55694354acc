import { and, asc, count, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { variantLabel } from "../../shared/item-name";
import { type ProductCategory, productCategories } from "../../shared/products";
import type { Database } from "../db/client";
import { orderItems, orders, products, productVariants } from "../db/schema";
import { offeredForSale, productStock, productVariantCodes, stockOf } from "../products/service";

/** A variant as the bot offers it: its values, the price it sells at, its stock, and whether none is left. */
export interface OfferedVariant {
  id: string;
  label: string;
  price: number;
  stock: number | null;
  soldOut: boolean;
  mediaId: string | null;
}

/** The product's active variants in the seller's order, sold out ones marked (DESIGN 29). */
async function offeredVariants(db: Database, product: { id: string; price: number }): Promise<OfferedVariant[]> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position));
  return rows.map((row) => ({
    id: row.id,
    label: variantLabel(row.optionValues),
    price: row.price ?? product.price,
    stock: row.stock,
    soldOut: row.stock !== null && row.stock <= 0,
    mediaId: row.mediaId,
  }));
}

/** Products per catalog page: a keyboard of this many rows stays readable on a phone. */
export const catalogPageSize = 8;

/** The categories that have something for sale, in the catalogue's order. */
export async function categoriesForSale(db: Database, sellerId: string): Promise<ProductCategory[]> {
  const rows = await db
    .select({ category: products.category, count: count() })
    .from(products)
    .where(offeredForSale(sellerId))
    .groupBy(products.category);
  const present = new Set(rows.map((row) => row.category));
  return productCategories.filter((category) => present.has(category));
}

/** One page of a category, newest first; `page` is 1-based and kept within the pages there are. */
export async function categoryPage(db: Database, sellerId: string, category: ProductCategory, page: number) {
  const where = and(offeredForSale(sellerId), eq(products.category, category));
  const [total] = await db.select({ value: count() }).from(products).where(where);
  const pages = Math.max(1, Math.ceil((total?.value ?? 0) / catalogPageSize));
  const current = Math.min(Math.max(1, page), pages);
  const items = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(catalogPageSize)
    .offset((current - 1) * catalogPageSize);
  return { items, page: current, pages };
}

/**
 * A product a buyer opened (by its id from a button, or a code from a deep link or typed: the product's or one
 * of its variants'), with its variants; undefined when not for sale.
 */
export async function productForSale(db: Database, sellerId: string, by: { id: string } | { code: string }) {
  const which =
    "id" in by
      ? eq(products.id, by.id)
      : or(
          eq(products.productCode, by.code),
          sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.code} = ${by.code})`,
        );
  const [row] = await db
    .select()
    .from(products)
    .where(and(offeredForSale(sellerId), which))
    .limit(1);
  if (!row) return undefined;
  const variants = await offeredVariants(db, row);
  return { ...row, variants, stock: stockOf(variants.map((variant) => ({ ...variant, is_active: true }))) };
}

/** A variant a buyer chose, with its product, when both are still for sale and some of it is left. */
export async function variantForSale(db: Database, sellerId: string, variantId: string) {
  const [found] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.sellerId, sellerId)));
  if (!found) return undefined;
  const product = await productForSale(db, sellerId, { id: found.productId });
  const variant = product?.variants.find((offered) => offered.id === variantId && !offered.soldOut);
  return product && variant ? { product, variant } : undefined;
}

/** Everything the seller has for sale, for answering a buyer's question (a shop's catalog, not a warehouse). */
export function productsForSale(db: Database, sellerId: string) {
  return db
    .select({
      ...getTableColumns(products),
      stock: productStock,
      variantCodes: productVariantCodes,
    })
    .from(products)
    .where(offeredForSale(sellerId))
    .orderBy(desc(products.createdAt))
    .limit(500);
}

/**
 * An order's lines as one text: "Shirt — M × 2، Mug", in the order they were ordered. The order is named in full:
 * in a select of one table Drizzle writes its columns without the table's name (the line's own `id` here).
 */
const linesText = sql<string>`(select string_agg(i.product_name
    || case when i.variant_label = '' then '' else ' — ' || i.variant_label end
    || case when i.quantity > 1 then ' × ' || i.quantity else '' end, '، ' order by i.position)
  from ${orderItems} i where i.order_id = "orders"."id")`;

/** A buyer's own orders through this bot, newest first: never another buyer's, never another shop's. */
export function buyerOrders(db: Database, chat: { botId: string; chatId: number }, limit: number) {
  return db
    .select({ ...getTableColumns(orders), lines: linesText })
    .from(orders)
    .where(and(eq(orders.botId, chat.botId), eq(orders.buyerChatId, chat.chatId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
