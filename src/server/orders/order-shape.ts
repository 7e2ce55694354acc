import { and, eq, sql } from "drizzle-orm";
import type { Order } from "../../shared/orders";
import { isoTime, type JsonFields } from "../db/json-page";
import { orders } from "../db/schema";

export type OrderRow = typeof orders.$inferSelect;

/** The seller's own order by id: another seller's order is as good as missing (404), never theirs to see. */
export const sellersOrder = (sellerId: string, id: string) => and(eq(orders.id, id), eq(orders.sellerId, sellerId));

/**
 * Issue 34: the receipt is read through the app, by the order's seller only (receipts.ts), never from a
 * public address; so it is named by the order, whatever `receipt_url` an older row holds.
 */
const receiptPath = { before: "/api/orders/", after: "/receipt" } as const;

/** An order row as the API sends it. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    product_id: row.productId,
    product_name: row.productName,
    product_code: row.productCode,
    product_deleted: row.productId === null,
    quantity: row.quantity,
    unit_price: row.unitPrice,
    amount: row.amount,
    buyer_name: row.buyerName,
    buyer_phone: row.buyerPhone,
    buyer_address: row.buyerAddress,
    payment_method: row.paymentMethod,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    source: row.source,
    receipt_url: row.receiptKey ? `${receiptPath.before}${row.id}${receiptPath.after}` : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The same order written by the database, for the lists it writes as JSON (issue 20): the same keys and values
 * as `toOrder`, which order-shape.api.test.ts holds it to.
 */
export const orderFields = {
  id: orders.id,
  number: orders.number,
  product_id: orders.productId,
  product_name: orders.productName,
  product_code: orders.productCode,
  product_deleted: sql`${orders.productId} is null`,
  quantity: orders.quantity,
  unit_price: orders.unitPrice,
  amount: orders.amount,
  buyer_name: orders.buyerName,
  buyer_phone: orders.buyerPhone,
  buyer_address: orders.buyerAddress,
  payment_method: orders.paymentMethod,
  order_status: orders.orderStatus,
  payment_status: orders.paymentStatus,
  source: orders.source,
  receipt_url: sql`case when ${orders.receiptKey} is null then null else ${sql.raw(`'${receiptPath.before}'`)} || ${orders.id} || ${sql.raw(`'${receiptPath.after}'`)} end`,
  created_at: isoTime(orders.createdAt),
  updated_at: isoTime(orders.updatedAt),
} satisfies JsonFields<Order>;
