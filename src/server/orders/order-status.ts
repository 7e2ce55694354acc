import { and, eq, isNotNull, sql } from "drizzle-orm";
import { canMoveOrder, type Order, type OrderStatus } from "../../shared/orders";
import { orderItems, orders, productVariants } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, type OrderActor, recordOrderEvent } from "./order-events";
import { orderNotFound } from "./order-reads";
import { orderOf, sellersOrder } from "./order-shape";
import { recordTrackingEvent, refuseShipmentWithoutCode, type Shipment, trackingColumns } from "./tracking";

/**
 * 001 §4: a change along the allowed transitions only. The update is conditional on the status it was
 * judged from, so of two changes at once only one wins; the other is told the order changed meanwhile.
 * A cancelled order's lines go back to their variants' stock. Issue 36: marking it shipped stores the carrier
 * and code given (a `tracking` event beside the status one), or refuses when its method gives a code.
 */
export async function changeOrderStatus(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: {
    sellerId: string;
    id: string;
    to: OrderStatus;
    shipment?: Shipment | null;
    actor: OrderActor;
    actorUserId?: string;
    now: Date;
  },
): Promise<Order> {
  const { sellerId, id, to, now } = input;
  const shipment = to === "shipped" ? (input.shipment ?? null) : null;
  const { row, events } = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(orders).where(sellersOrder(sellerId, id));
    if (!current) throw orderNotFound();
    const from = current.orderStatus;
    if (!canMoveOrder(from, to)) {
      throw new DomainError("order_transition_refused", 409, `An order cannot move from ${from} to ${to}.`, {
        params: { from, to },
      });
    }
    if (to === "shipped") await refuseShipmentWithoutCode(tx, current, shipment);
    const [updated] = await tx
      .update(orders)
      .set({ orderStatus: to, ...(shipment ? trackingColumns(shipment) : {}), updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.orderStatus, from)))
      .returning();
    if (!updated) throw orderChanged();
    if (to === "cancelled") await giveStockBack(tx, updated.id);
    const changed = await recordOrderEvent(tx, updated, {
      kind: "status",
      from,
      to,
      actor: input.actor,
      actorUserId: input.actorUserId,
      at: now,
    });
    if (!shipment) return { row: updated, events: [changed] };
    const tracked = await recordTrackingEvent(tx, updated, {
      from: current.trackingCode,
      to: shipment.code,
      actor: input.actor,
      actorUserId: input.actorUserId,
      at: now,
    });
    return { row: updated, events: [changed, tracked] };
  });
  for (const event of events) await announceOrderEvent(ctx, row, event);
  return orderOf(ctx.db, row);
}

/** Each line's quantity goes back to its variant's stock, where the variant still exists and counts stock. */
async function giveStockBack(tx: Transaction, orderId: string) {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${orderItems.quantity}` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.variantId, productVariants.id),
        isNotNull(productVariants.stock),
      ),
    );
}

const orderChanged = () =>
  new DomainError("order_changed", 409, "The order was changed meanwhile; reload it and try again.");
