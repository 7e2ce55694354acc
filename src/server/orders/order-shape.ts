import { and, asc, eq, sql } from "drizzle-orm";
import type { Order, OrderItem } from "../../shared/orders";
import { payPaths } from "../../shared/pay-links";
import { orderTracking } from "../../shared/tracking";
import { isoTime, type JsonFields } from "../db/json-page";
import { orderItems, orders } from "../db/schema";
import type { ServiceContext } from "../service-context";
import { trackingJson } from "./tracking-shape";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The seller's own order by id: another seller's order is as good as missing (404), never theirs to see. */
export const sellersOrder = (sellerId: string, id: string) => and(eq(orders.id, id), eq(orders.sellerId, sellerId));

/**
 * Issue 34: the receipt is read through the app, by the order's seller only (receipts.ts), never from a
 * public address; so it is named by the order, whatever `receipt_url` an older row holds.
 */
const receiptPath = { before: "/api/orders/", after: "/receipt" } as const;
/** DESIGN 33: the seller's way to the order's invoice (invoices/routes.ts), as the receipt's, by the order. */
const invoicePath = { before: "/api/orders/", after: "/invoice" } as const;

/**
 * DESIGN 23: a pay link is given while the order can be paid through it (a gateway order, unpaid, not
 * cancelled), as its path: the web puts the app's address before it, as for `receipt_url`.
 */
const payable = (row: OrderRow) =>
  row.paymentMethod === "gateway" &&
  (row.paymentStatus === "pending" || row.paymentStatus === "failed") &&
  row.orderStatus !== "cancelled";
const payPathSql = sql`case when ${orders.payToken} is not null and ${orders.paymentMethod} = 'gateway' and ${orders.paymentStatus} in ('pending', 'failed') and ${orders.orderStatus} <> 'cancelled' then ${sql.raw(`'${payPaths.start("")}'`)} || ${orders.payToken} end`;

/** A line made without a product (a payment request's, issue 36) has no code: it lost no product. */
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
    product_deleted: row.productId === null && row.code !== "",
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
    shipping_method_id: row.shippingMethodId,
    buyer_province: row.buyerProvince,
    buyer_city: row.buyerCity,
    buyer_postal_code: row.buyerPostalCode,
    tracking: orderTracking(row.trackingCarrier, row.trackingCode),
    buyer_name: row.buyerName,
    buyer_phone: row.buyerPhone,
    buyer_address: row.buyerAddress,
    payment_method: row.paymentMethod,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    source: row.source,
    receipt_url: row.receiptKey ? `${receiptPath.before}${row.id}${receiptPath.after}` : null,
    invoice_url: `${invoicePath.before}${row.id}${invoicePath.after}`,
    pay_url: row.payToken && payable(row) ? payPaths.start(row.payToken) : null,
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
      'quantity', i.quantity, 'line_total', i.line_total, 'product_deleted', i.product_id is null and i.code <> '') order by i.position)
    from ${orderItems} i where i.order_id = ${orders.id}), '[]'::json)`,
  subtotal: orders.subtotal,
  discount: orders.discount,
  shipping: orders.shipping,
  total: orders.total,
  discount_code: orders.discountCode,
  shipping_method: orders.shippingMethodName,
  shipping_method_id: orders.shippingMethodId,
  buyer_province: orders.buyerProvince,
  buyer_city: orders.buyerCity,
  buyer_postal_code: orders.buyerPostalCode,
  tracking: trackingJson,
  buyer_name: orders.buyerName,
  buyer_phone: orders.buyerPhone,
  buyer_address: orders.buyerAddress,
  payment_method: orders.paymentMethod,
  order_status: orders.orderStatus,
  payment_status: orders.paymentStatus,
  source: orders.source,
  receipt_url: sql`case when ${orders.receiptKey} is null then null else ${sql.raw(`'${receiptPath.before}'`)} || ${orders.id} || ${sql.raw(`'${receiptPath.after}'`)} end`,
  invoice_url: sql`${sql.raw(`'${invoicePath.before}'`)} || ${orders.id} || ${sql.raw(`'${invoicePath.after}'`)}`,
  pay_url: payPathSql,
  created_at: isoTime(orders.createdAt),
  updated_at: isoTime(orders.updatedAt),
} satisfies JsonFields<Order>;
