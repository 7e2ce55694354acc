import { and, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  type Order,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  orderPageLength,
  orderStatuses,
} from "../../shared/orders";
import type { PageCursor } from "../../shared/page-cursor";
import { readThrough, statePart } from "../cache/user-state-cache";
import { type JsonPage, jsonPage, pageOf } from "../db/json-page";
import { likePattern } from "../db/like-pattern";
import { firstRowOf, namedStatement } from "../db/named-statement";
import { preparedQuery } from "../db/prepared";
import { orderItems, orders } from "../db/schema";
import { notFound } from "../errors";
import { composeJson, type JsonText } from "../json-text";
import type { ServiceContext } from "../service-context";
import { orderFields, orderOf, sellersOrder } from "./order-shape";

/** Another seller's order answers exactly like a missing one (ORD-15). */
export const orderNotFound = () => notFound("Order");

function searchCondition(q: string): SQL | undefined {
  if (q === "") return undefined;
  const number = q.replace(/^#/, "");
  // A phone is stored as digits: "0912 123-4567" finds it too.
  const phone = /^[+\d\s-]+$/.test(q) ? q.replace(/[\s-]/g, "") : q;
  return or(
    ilike(orders.buyerName, likePattern(q)),
    ilike(orders.buyerPhone, likePattern(phone)),
    // A code or a product's name on any of the order's lines.
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and (${ilike(orderItems.code, likePattern(q))} or ${ilike(orderItems.productName, likePattern(q))}))`,
    /^\d{1,9}$/.test(number) ? eq(orders.number, Number(number)) : undefined,
  );
}

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

/** The first page of the seller's orders, unfiltered, as the database wrote it. */
const firstPagePart = statePart<JsonPage<Order>>("ordersPage", { textLength: (page) => page.items.text.length });
/** The seller's orders by status (the orders tab's counts). */
const countsPart = statePart<{ status: OrderStatus; count: number }[]>("orderCounts");

/** The first page is kept with the seller's state: the orders tab opens with it on every visit. */
function firstPageOf(ctx: Pick<ServiceContext, "db" | "events" | "logger" | "userState">, sellerId: string) {
  return readThrough(ctx.userState, sellerId, firstPagePart, {
    load: async () => pageOf<Order>(await firstOrdersPage(ctx.db, { sellerId })),
  });
}

async function filteredOrdersPage(db: ServiceContext["db"], input: { sellerId: string; query: OrderListQuery }) {
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
  ctx: Pick<ServiceContext, "db" | "events" | "logger" | "userState">,
  input: { sellerId: string; query: OrderListQuery },
): Promise<JsonText<OrderList>> {
  const { query } = input;
  const unfiltered = query.status === "all" && !query.q && !query.cursor;
  const [page, statusCounts] = await Promise.all([
    unfiltered ? firstPageOf(ctx, input.sellerId) : filteredOrdersPage(ctx.db, input),
    // The counts are the first page's: a later page does not need them again.
    query.cursor
      ? []
      : readThrough(ctx.userState, input.sellerId, countsPart, {
          load: () => statusCountsQuery(ctx.db).execute({ sellerId: input.sellerId }),
        }),
  ]);
  const counts = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, count: n } of statusCounts) counts[status] = n;
  return composeJson<OrderList>({ ...page, counts: query.cursor ? null : counts });
}

export async function getOrder(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; id: string },
): Promise<Order> {
  const [row] = await ctx.db.select().from(orders).where(sellersOrder(input.sellerId, input.id));
  if (!row) throw orderNotFound();
  return orderOf(ctx.db, row);
}
