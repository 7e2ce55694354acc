import { and, asc, count, desc, eq } from "drizzle-orm";
import { type ProductCategory, productCategories } from "../../shared/products";
import type { Database } from "../db/client";
import { orders, products } from "../db/schema";
import { offeredForSale } from "../products/service";

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

/** A product a buyer opened (by its id from a button, or its code from a deep link); undefined when not for sale. */
export async function productForSale(db: Database, sellerId: string, by: { id: string } | { code: string }) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(offeredForSale(sellerId), "id" in by ? eq(products.id, by.id) : eq(products.productCode, by.code)))
    .limit(1);
  return row;
}

/** Everything the seller has for sale, for answering a buyer's question (a shop's catalog, not a warehouse). */
export function productsForSale(db: Database, sellerId: string) {
  return db.select().from(products).where(offeredForSale(sellerId)).orderBy(desc(products.createdAt)).limit(500);
}

/** A buyer's own orders through this bot, newest first: never another buyer's, never another shop's. */
export function buyerOrders(db: Database, chat: { botId: string; chatId: number }, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.botId, chat.botId), eq(orders.buyerChatId, chat.chatId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
