import { and, eq, gt } from "drizzle-orm";
import type { OrderEvent } from "../../shared/orders";
import type { OrderRealtimeEvent } from "../../shared/realtime";
import { orderEvents, orders, user } from "../db/schema";
import type { Transaction } from "../db/transaction";
import type { ServiceContext } from "../service-context";
import { getOrder } from "./order-reads";
import type { OrderRow } from "./order-shape";

type EventRow = typeof orderEvents.$inferSelect;
export type OrderActor = EventRow["actor"];

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
  ctx: Pick<ServiceContext, "events" | "logger">,
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
  change: {
    kind: EventRow["kind"];
    from: string | null;
    to: string;
    actor: OrderActor;
    /** DESIGN 35: the account that made a seller's change (the owner or a staff member). */
    actorUserId?: string | null;
    at: Date;
    /** What the seller said with it (a rejected receipt's reason). */
    note?: string | null;
  },
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
      actorUserId: change.actorUserId ?? null,
      note: change.note ?? null,
      createdAt: change.at,
    })
    .returning();
  if (!row) throw new Error("the order event was not returned");
  return row;
}

/** DESIGN 21: the order's history, oldest first. */
export async function orderHistory(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; id: string },
): Promise<{ items: OrderEvent[] }> {
  await getOrder(ctx, input);
  const rows = await ctx.db
    .select({ row: orderEvents, actorName: user.name })
    .from(orderEvents)
    .leftJoin(user, eq(user.id, orderEvents.actorUserId))
    .where(and(eq(orderEvents.orderId, input.id), eq(orderEvents.sellerId, input.sellerId)))
    .orderBy(orderEvents.id);
  return {
    items: rows.map(({ row, actorName }) => ({
      id: String(row.id),
      kind: row.kind,
      from: row.fromValue,
      to: row.toValue,
      actor: row.actor,
      actor_name: actorName,
      note: row.note,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** What a stream reconnecting with `Last-Event-ID` missed; at most `limit`, oldest first. */
export async function orderEventsSince(
  ctx: Pick<ServiceContext, "db">,
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
