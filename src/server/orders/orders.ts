import { and, count, eq, gt, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import {
  canMoveOrder,
  type ManualOrderValues,
  type Order,
  type OrderEvent,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  orderPageLength,
  orderStatuses,
  type ReceiptDecision,
} from "../../shared/orders";
import type { PageCursor } from "../../shared/page-cursor";
import type { PaymentStatus } from "../../shared/payments";
import type { OrderRealtimeEvent } from "../../shared/realtime";
import { readThrough, type UserStateCache } from "../cache/user-state-cache";
import { lockUntilCommit } from "../db/advisory-lock";
import { isoTime, type JsonFields, jsonPage, pageOf } from "../db/json-page";
import { likePattern } from "../db/like-pattern";
import { firstRowOf, namedStatement } from "../db/named-statement";
import { preparedQuery } from "../db/prepared";
import { orderEvents, orders, products } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { composeJson, type JsonText } from "../json-text";
import { creditedPost } from "../publishing/service";
import type { SellerDeps } from "../seller-deps";

type OrderContext = Pick<SellerDeps, "db" | "events" | "logger">;
type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
type Actor = EventRow["actor"];

/** Another seller's order answers exactly like a missing one (ORD-15). */
const orderNotFound = () => notFound("Order");

/**
 * Issue 34: the receipt is read through the app, by the order's seller only (receipts.ts), never from a
 * public address; so it is named by the order, whatever `receipt_url` an older row holds. `orderFields` too.
 */
const receiptPath = (orderId: string) => `/api/orders/${orderId}/receipt`;

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
    receipt_url: row.receiptKey ? receiptPath(row.id) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toRealtimeEvent(row: EventRow, orderNumber: number): OrderRealtimeEvent {
  return {
    type: "order",
    id: String(row.id),
    order_id: row.orderId,
    order_number: orderNumber,
    kind: row.kind,
    from: row.fromValue,
    to: row.toValue,
    actor: row.actor,
  };
}

/**
 * Tells the seller's open streams on every instance (DESIGN 22). The order is committed by now: a bus that
 * fails is logged, never turned into an error for a change that was saved (the page catches up on reconnect).
 */
export async function announceOrderEvent(
  ctx: Pick<SellerDeps, "events" | "logger">,
  order: Pick<OrderRow, "sellerId" | "number">,
  event: EventRow,
) {
  await ctx.events
    .publish({ type: "user-event", userId: order.sellerId, event: toRealtimeEvent(event, order.number) })
    .catch((error: unknown) => {
      ctx.logger.warn({ err: error, orderId: event.orderId }, "an order event could not be announced");
    });
}

export async function recordOrderEvent(
  tx: Transaction,
  order: Pick<OrderRow, "id" | "sellerId">,
  change: { kind: EventRow["kind"]; from: string | null; to: string; actor: Actor; at: Date },
): Promise<EventRow> {
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      sellerId: order.sellerId,
      kind: change.kind,
      fromValue: change.from,
      toValue: change.to,
      actor: change.actor,
      createdAt: change.at,
    })
    .returning();
  if (!row) throw new Error("the order event was not returned");
  return row;
}

// Orders of one seller are numbered one at a time on every instance, so two cannot take the same number.
async function lockSellerOrders(tx: Transaction, sellerId: string) {
  await lockUntilCommit(tx, `orders:${sellerId}`);
}

export interface NewOrder {
  sellerId: string;
  productId: string;
  quantity: number;
  buyerName: string;
  buyerPhone: string;
  buyerAddress: string | null;
  paymentMethod: OrderRow["paymentMethod"];
  paymentStatus: "pending" | "paid";
  source: OrderRow["source"];
  actor: Actor;
  /** The bot chat a buyer ordered in, to tell them of the order's changes. */
  buyerChat?: { botId: string; chatId: number; locale: "fa" | "en" };
  /** A gateway order's pay link token (DESIGN 23). */
  payToken?: string;
  now: Date;
}

/**
 * DESIGN 21: one transaction snapshots the product and takes the quantity from its stock. The stock is
 * taken by a conditional update, which PostgreSQL runs one at a time per product row: with one item left
 * and many buyers at once, exactly one order is made and the others are told it is out of stock.
 */
export async function placeOrder(ctx: OrderContext, input: NewOrder): Promise<Order> {
  const { sellerId, productId, quantity, now } = input;
  const { row, event } = await withTransaction(ctx.db, async (tx) => {
    await lockSellerOrders(tx, sellerId);
    const [product] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          eq(products.userId, sellerId),
          eq(products.isAvailable, true),
          or(sql`${products.stockQuantity} is null`, sql`${products.stockQuantity} >= ${quantity}`),
        ),
      )
      .returning({ name: products.name, code: products.productCode, price: products.price });
    if (!product) throw await whyNotOrderable(tx, sellerId, productId);
    // An order taken in the bot is credited to the channel post the buyer came from (issue 19).
    const channelPostId = input.buyerChat
      ? await creditedPost(tx, {
          sellerId,
          productId,
          botId: input.buyerChat.botId,
          buyerChatId: input.buyerChat.chatId,
          now,
        })
      : null;
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${orders.number}), 0)::int` })
      .from(orders)
      .where(eq(orders.sellerId, sellerId));
    const [inserted] = await tx
      .insert(orders)
      .values({
        id: crypto.randomUUID(),
        sellerId,
        number: (last?.number ?? 0) + 1,
        productId,
        productName: product.name,
        productCode: product.code,
        quantity,
        unitPrice: product.price,
        amount: product.price * quantity,
        buyerName: input.buyerName,
        buyerPhone: input.buyerPhone,
        buyerAddress: input.buyerAddress,
        paymentMethod: input.paymentMethod,
        paymentStatus: input.paymentStatus,
        source: input.source,
        botId: input.buyerChat?.botId ?? null,
        buyerChatId: input.buyerChat?.chatId ?? null,
        buyerLocale: input.buyerChat?.locale ?? null,
        payToken: input.payToken ?? null,
        channelPostId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error("the inserted order was not returned");
    const created = await recordOrderEvent(tx, inserted, {
      kind: "created",
      from: null,
      to: inserted.orderStatus,
      actor: input.actor,
      at: now,
    });
    return { row: inserted, event: created };
  });
  await announceOrderEvent(ctx, row, event);
  return toOrder(row);
}

async function whyNotOrderable(tx: Transaction, sellerId: string, productId: string): Promise<DomainError> {
  const [product] = await tx
    .select({ isAvailable: products.isAvailable, stock: products.stockQuantity })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.userId, sellerId)));
  if (!product) return notFound("Product");
  if (!product.isAvailable) {
    return new DomainError("product_unavailable", 409, "This product is not available for sale.");
  }
  return new DomainError("out_of_stock", 409, "Not enough of this product is in stock.", {
    params: { stock: product.stock ?? 0 },
  });
}

/** POST /api/orders: a sale the seller made in a direct message, under the same rules as the bot's. */
export function createManualOrder(
  ctx: OrderContext,
  input: { sellerId: string; values: ManualOrderValues; now: Date },
): Promise<Order> {
  const { values } = input;
  return placeOrder(ctx, {
    sellerId: input.sellerId,
    productId: values.product_id,
    quantity: values.quantity,
    buyerName: values.buyer_name,
    buyerPhone: values.buyer_phone,
    buyerAddress: values.buyer_address || null,
    paymentMethod: values.payment_method,
    paymentStatus: values.payment_status,
    source: "manual",
    actor: "seller",
    now: input.now,
  });
}

function searchCondition(q: string): SQL | undefined {
  if (q === "") return undefined;
  const number = q.replace(/^#/, "");
  // A phone is stored as digits: "0912 123-4567" finds it too.
  const phone = /^[+\d\s-]+$/.test(q) ? q.replace(/[\s-]/g, "") : q;
  return or(
    ilike(orders.buyerName, likePattern(q)),
    ilike(orders.buyerPhone, likePattern(phone)),
    ilike(orders.productCode, likePattern(q)),
    /^\d{1,9}$/.test(number) ? eq(orders.number, Number(number)) : undefined,
  );
}

/** An order as the API lists it, written by the database: the same keys and values as `toOrder`. */
const orderFields = {
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
  receipt_url: sql`case when ${orders.receiptKey} is null then null else '/api/orders/' || ${orders.id} || '/receipt' end`,
  created_at: isoTime(orders.createdAt),
  updated_at: isoTime(orders.updatedAt),
} satisfies JsonFields<Order>;

function ordersPage(where: SQL | undefined, before: PageCursor | undefined) {
  return jsonPage({
    fields: orderFields,
    table: orders,
    where,
    timestamp: orders.createdAt,
    id: orders.id,
    before,
    limit: orderPageLength,
  });
}

/** The page the orders tab opens with on every visit; a filter, a search or a later page is built when asked. */
const firstOrdersPage = namedStatement<{ sellerId: string }>("orders_first_page", () =>
  ordersPage(eq(orders.sellerId, sql.placeholder("sellerId")), undefined),
);

/** The first page is kept with the seller's state: the orders tab opens with it on every visit. */
function firstPageOf(ctx: OrderContext & { userState?: UserStateCache }, sellerId: string) {
  return readThrough(ctx.userState, sellerId, {
    key: "ordersPage",
    load: async () => pageOf<Order>(await firstOrdersPage(ctx.db, { sellerId })),
  });
}

async function filteredOrdersPage(db: OrderContext["db"], input: { sellerId: string; query: OrderListQuery }) {
  const { query } = input;
  const where = and(
    eq(orders.sellerId, input.sellerId),
    query.status === "all" ? undefined : eq(orders.orderStatus, query.status),
    searchCondition(query.q),
  );
  return pageOf<Order>(await firstRowOf(db, ordersPage(where, query.cursor)));
}

const statusCountsQuery = preparedQuery((db) =>
  db
    .select({ status: orders.orderStatus, count: count() })
    .from(orders)
    .where(eq(orders.sellerId, sql.placeholder("sellerId")))
    .groupBy(orders.orderStatus)
    .prepare("orders_status_counts"),
);

/**
 * 001 §7: the seller's orders, newest first, one page at a time; filtered by status, searched by buyer or code.
 * The page comes as the database wrote it (issue 20).
 */
export async function listOrders(
  ctx: OrderContext & { userState?: UserStateCache },
  input: { sellerId: string; query: OrderListQuery },
): Promise<JsonText<OrderList>> {
  const { query } = input;
  const unfiltered = query.status === "all" && !query.q && !query.cursor;
  const [page, statusCounts] = await Promise.all([
    unfiltered ? firstPageOf(ctx, input.sellerId) : filteredOrdersPage(ctx.db, input),
    // The counts are the first page's: a later page does not need them again.
    query.cursor
      ? []
      : readThrough(ctx.userState, input.sellerId, {
          key: "orderCounts",
          load: () => statusCountsQuery(ctx.db).execute({ sellerId: input.sellerId }),
        }),
  ]);
  const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, count: n } of statusCounts) counts[status] = n;
  return composeJson<OrderList>({ ...page, counts: query.cursor ? null : counts });
}

export async function getOrder(ctx: OrderContext, input: { sellerId: string; id: string }): Promise<Order> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.id), eq(orders.sellerId, input.sellerId)));
  if (!row) throw orderNotFound();
  return toOrder(row);
}

/**
 * 001 §4: a change along the allowed transitions only. The update is conditional on the status it was
 * judged from, so of two changes at once only one wins; the other is told the order changed meanwhile.
 * A cancelled order's quantity goes back to its product's stock.
 */
export async function changeOrderStatus(
  ctx: OrderContext,
  input: { sellerId: string; id: string; to: OrderStatus; actor: Actor; now: Date },
): Promise<Order> {
  const { sellerId, id, to, now } = input;
  const { row, event } = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)));
    if (!current) throw orderNotFound();
    // Deleting a product locks it, then its orders (their product_id is cleared): a cancel, which gives
    // stock back, locks in that order too, or the two would wait for each other.
    if (to === "cancelled" && current.productId) {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, current.productId)).for("update");
    }
    const from = current.orderStatus;
    if (!canMoveOrder(from, to)) {
      throw new DomainError("order_transition_refused", 409, `An order cannot move from ${from} to ${to}.`, {
        params: { from, to },
      });
    }
    const [updated] = await tx
      .update(orders)
      .set({ orderStatus: to, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.orderStatus, from)))
      .returning();
    if (!updated) throw orderChanged();
    if (to === "cancelled" && updated.productId) {
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${updated.quantity}` })
        .where(and(eq(products.id, updated.productId), isNotNull(products.stockQuantity)));
    }
    const changed = await recordOrderEvent(tx, updated, { kind: "status", from, to, actor: input.actor, at: now });
    return { row: updated, event: changed };
  });
  await announceOrderEvent(ctx, row, event);
  return toOrder(row);
}

const orderChanged = () =>
  new DomainError("order_changed", 409, "The order was changed meanwhile; reload it and try again.");

/**
 * DESIGN 23: a card-to-card receipt the buyer sent is approved (payment paid) or rejected (failed), once:
 * the update is conditional on the payment still pending with a receipt.
 */
export async function decideReceipt(
  ctx: OrderContext,
  input: { sellerId: string; id: string; decision: ReceiptDecision; now: Date },
): Promise<Order> {
  const { sellerId, id, now } = input;
  const to: PaymentStatus = input.decision === "approve" ? "paid" : "failed";
  const { row, event } = await withTransaction(ctx.db, async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: to, updatedAt: now })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.sellerId, sellerId),
          eq(orders.paymentMethod, "card_to_card"),
          eq(orders.paymentStatus, "pending"),
          ne(orders.orderStatus, "cancelled"),
          isNotNull(orders.receiptKey),
        ),
      )
      .returning();
    if (!updated) {
      const [exists] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)));
      if (!exists) throw orderNotFound();
      throw new DomainError("receipt_not_pending", 409, "This order has no receipt waiting for a decision.");
    }
    const changed = await recordOrderEvent(tx, updated, {
      kind: "payment",
      from: "pending",
      to,
      actor: "seller",
      at: now,
    });
    return { row: updated, event: changed };
  });
  await announceOrderEvent(ctx, row, event);
  return toOrder(row);
}

/** DESIGN 21: the order's history, oldest first. */
export async function orderHistory(
  ctx: OrderContext,
  input: { sellerId: string; id: string },
): Promise<{ items: OrderEvent[] }> {
  await getOrder(ctx, input);
  const rows = await ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, input.id), eq(orderEvents.sellerId, input.sellerId)))
    .orderBy(orderEvents.id);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      from: row.fromValue,
      to: row.toValue,
      actor: row.actor,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** What a stream reconnecting with `Last-Event-ID` missed; at most `limit`, oldest first. */
export async function orderEventsSince(
  ctx: Pick<SellerDeps, "db">,
  input: { sellerId: string; afterId: number; limit: number },
): Promise<OrderRealtimeEvent[]> {
  const rows = await ctx.db
    .select({ event: orderEvents, number: orders.number })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orderEvents.sellerId, input.sellerId), gt(orderEvents.id, input.afterId)))
    .orderBy(orderEvents.id)
    .limit(input.limit);
  return rows.map(({ event, number }) => toRealtimeEvent(event, number));
}
