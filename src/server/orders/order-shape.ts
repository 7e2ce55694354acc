import { and, asc, eq, sql } from "drizzle-orm";
import type { Order, OrderItem } from "../../shared/orders";
import { isoTime, type JsonFields } from "../db/json-page";
import { orderItems, orders } from "../db/schema";
import type { ServiceContext } from "../service-context";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The seller's own order by id: another seller's order is as good as missing (404), never theirs to see. */
export const sellersOrder = (sellerId: string, id: string) => and(eq(orders.id, id), eq(orders.sellerId, sellerId));

/**
 * Issue 34: the receipt is read through the app, by the order's seller only (receipts.ts), never from a
 * public address; so it is named by the order, whatever `receipt_url` an older row holds.
 */
const receiptPath = { before: "/api/orders/", after: "/receipt" } as const;

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    product_id: row.productId,
    variant_id: row.variantId,
    product_name: row.productName,
    variant_label: row.variantLabel,
    code: row.code,
    unit_price: row.unitPrice,
    quantity: row.quantity,
    line_total: row.lineTotal,
    product_deleted: row.productId === null,
  };
}

/** An order row and its lines as the API sends them. */
export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    items: items.map(toOrderItem),
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    total: row.total,
    discount_code: row.discountCode,
    shipping_method: row.shippingMethodName,
    buyer_province: row.buyerProvince,
    buyer_city: row.buyerCity,
    buyer_postal_code: row.buyerPostalCode,
    tracking_carrier: row.trackingCarrier,
    tracking_code: row.trackingCode,
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

/** An order's lines in their order. */
export function itemsOf(db: ServiceContext["db"], orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}

/** The order as the API sends it, its lines read. */
export async function orderOf(db: ServiceContext["db"], row: OrderRow): Promise<Order> {
  return toOrder(row, await itemsOf(db, row.id));
}

/**
 * The same order written by the database, for the lists it writes as JSON (issue 20): the same keys and values
 * as `toOrder`, which order-shape.api.test.ts holds it to. The lines are few (at most 50) and found by the
 * order's index.
 */
export const orderFields = {
  id: orders.id,
  number: orders.number,
  items: sql`coalesce((
    select json_agg(json_build_object('product_id', i.product_id, 'variant_id', i.variant_id,
      'product_name', i.product_name, 'variant_label', i.variant_label, 'code', i.code, 'unit_price', i.unit_price,
      'quantity', i.quantity, 'line_total', i.line_total, 'product_deleted', i.product_id is null) order by i.position)
    from ${orderItems} i where i.order_id = ${orders.id}), '[]'::json)`,
  subtotal: orders.subtotal,
  discount: orders.discount,
  shipping: orders.shipping,
  total: orders.total,
  discount_code: orders.discountCode,
  shipping_method: orders.shippingMethodName,
  buyer_province: orders.buyerProvince,
  buyer_city: orders.buyerCity,
  buyer_postal_code: orders.buyerPostalCode,
  tracking_carrier: orders.trackingCarrier,
  tracking_code: orders.trackingCode,
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
