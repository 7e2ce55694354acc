import { and, desc, eq, inArray, max, ne, type SQL, sql } from "drizzle-orm";
import {
  type ShopSale,
  type ShopSaleProof,
  type ShopSales,
  type ShopSalesSummary,
  shopSaleListLength,
} from "../../shared/shop-sales";
import { orderEvents, orders, shopPayments } from "../db/schema";
import type { ServiceContext } from "../service-context";

/**
 * A sum of bigint comes back as numeric's text. Amounts are whole toman, so the text is an integer; one past
 * what a number holds exactly (9e15 toman) is refused rather than rounded.
 */
function wholeToman(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`a sales sum is not a whole number of toman: ${text}`);
  return value;
}

const paid = eq(orders.paymentStatus, "paid");
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const revenueWhere = (condition: SQL | undefined) =>
  sql<string>`coalesce(sum(${orders.total}) filter (where ${condition}), 0)::text`;

/** The shop's figures over every order of the seller, not only the 50 listed. */
async function summarizeShopSales(ctx: Pick<ServiceContext, "db">, sellerId: string): Promise<ShopSalesSummary> {
  const byGateway = and(paid, eq(orders.paymentMethod, "gateway"));
  const byCard = and(paid, eq(orders.paymentMethod, "card_to_card"));
  const [row] = await ctx.db
    .select({
      paid: countWhere(paid),
      revenue: revenueWhere(paid),
      gatewayCount: countWhere(byGateway),
      gatewayRevenue: revenueWhere(byGateway),
      cardCount: countWhere(byCard),
      cardRevenue: revenueWhere(byCard),
      pending: countWhere(and(eq(orders.paymentStatus, "pending"), ne(orders.orderStatus, "cancelled"))),
    })
    .from(orders)
    .where(eq(orders.sellerId, sellerId));
  return {
    paid: row?.paid ?? 0,
    revenue: wholeToman(row?.revenue ?? "0"),
    by_method: {
      gateway: { count: row?.gatewayCount ?? 0, revenue: wholeToman(row?.gatewayRevenue ?? "0") },
      card_to_card: { count: row?.cardCount ?? 0, revenue: wholeToman(row?.cardRevenue ?? "0") },
    },
    pending: row?.pending ?? 0,
  };
}

function proofOf(row: { refId: string | null; receiptKey: string | null }): ShopSaleProof {
  if (row.refId !== null) return "gateway";
  return row.receiptKey !== null ? "receipt" : "seller";
}

// The order's last payment event to paid (gateway verified, receipt approved), beside each order; a sale the
// seller recorded as paid has none, and was paid when recorded.
const lastPaidEvent = (db: ServiceContext["db"]) =>
  db
    .select({ at: max(orderEvents.createdAt).as("paid_event_at") })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.kind, "payment"), eq(orderEvents.toValue, "paid")))
    .as("paid_event");

// The gateway's tracking code of the order's paid payment (the latest, should a buyer have paid twice).
const paidGatewayPayment = (db: ServiceContext["db"]) =>
  db
    .select({ refId: shopPayments.refId })
    .from(shopPayments)
    .where(and(eq(shopPayments.orderId, orders.id), eq(shopPayments.status, "paid")))
    .orderBy(sql`${shopPayments.paidAt} desc nulls last`)
    .limit(1)
    .as("paid_payment");

/** The latest 50 buyer payments of the seller's shop (paid, or refunded since), newest paid first. */
async function latestShopSales(ctx: Pick<ServiceContext, "db">, sellerId: string): Promise<ShopSale[]> {
  const paidEvent = lastPaidEvent(ctx.db);
  const paidPayment = paidGatewayPayment(ctx.db);
  const paidAt = sql<Date>`coalesce(${paidEvent.at}, ${orders.createdAt})`.mapWith(orders.createdAt);
  const rows = await ctx.db
    .select({
      id: orders.id,
      number: orders.number,
      buyerName: orders.buyerName,
      amount: orders.total,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      receiptKey: orders.receiptKey,
      refId: paidPayment.refId,
      paidAt,
    })
    .from(orders)
    .leftJoinLateral(paidEvent, sql`true`)
    .leftJoinLateral(paidPayment, sql`true`)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.paymentStatus, ["paid", "refunded"])))
    .orderBy(desc(paidAt), desc(orders.number))
    .limit(shopSaleListLength);
  return rows.map((row) => ({
    order_id: row.id,
    number: row.number,
    buyer_name: row.buyerName,
    amount: row.amount,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus === "refunded" ? "refunded" : "paid",
    proof: proofOf(row),
    ref_id: row.refId,
    paid_at: row.paidAt.toISOString(),
  }));
}

/** GET /api/shop-sales (issue 35): what buyers paid the seller's shop (DESIGN 23); a seller sees only their own. */
export async function listShopSales(ctx: Pick<ServiceContext, "db">, input: { sellerId: string }): Promise<ShopSales> {
  const [summary, sales] = await Promise.all([
    summarizeShopSales(ctx, input.sellerId),
    latestShopSales(ctx, input.sellerId),
  ]);
  return { summary, sales };
}
