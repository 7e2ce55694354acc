import { and, eq } from "drizzle-orm";
import type { Order } from "../../shared/orders";
import { needsTrackingCode, type TrackingCarrier, type TrackingValues } from "../../shared/tracking";
import { orders, shippingMethods } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError, fieldInvalid } from "../errors";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, type OrderActor, recordOrderEvent } from "./order-events";
import { orderNotFound } from "./order-reads";
import { type OrderRow, orderOf, sellersOrder } from "./order-shape";

/** The parcel of an order marked shipped: its carrier and the code the carrier gave. */
export interface Shipment {
  carrier: TrackingCarrier;
  code: string;
}

/** The shipment of a status change's body: both fields or none (the schema holds them together). */
export function shipmentOf(body: { carrier?: TrackingCarrier; tracking_code?: string }): Shipment | null {
  return body.carrier !== undefined && body.tracking_code !== undefined
    ? { carrier: body.carrier, code: body.tracking_code }
    : null;
}

/**
 * Issue 36: an order sent by post or Tipax is marked shipped with its code; one by courier, for pickup, by a
 * custom method or with none may go without. The method is read as it is now; a deleted one asks for nothing.
 */
export async function refuseShipmentWithoutCode(tx: Transaction, order: OrderRow, shipment: Shipment | null) {
  if (shipment !== null || order.shippingMethodId === null) return;
  const [method] = await tx
    .select({ preset: shippingMethods.preset })
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, order.shippingMethodId), eq(shippingMethods.sellerId, order.sellerId)));
  if (method && needsTrackingCode(method.preset)) throw fieldInvalid("tracking_code", "codeRequired");
}

/** The columns a shipment sets on the order. */
export const trackingColumns = (shipment: Shipment) => ({
  trackingCarrier: shipment.carrier,
  trackingCode: shipment.code,
});

/** DESIGN 31: a tracking code is an order event; `to` is the code, `from` the one it replaced. */
export function recordTrackingEvent(
  tx: Transaction,
  order: Pick<OrderRow, "id" | "sellerId">,
  change: { from: string | null; to: string; actor: OrderActor; actorUserId?: string; at: Date },
) {
  return recordOrderEvent(tx, order, { kind: "tracking", ...change });
}

const trackingNotShipped = () =>
  new DomainError("tracking_not_shipped", 409, "Only a shipped order's tracking code can be given or corrected.");

/**
 * PUT /api/orders/{id}/tracking: the seller adds the code of an order shipped without one, or corrects it.
 * The same carrier and code again change nothing; `changed` says whether the buyer has news.
 */
export async function changeTracking(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; id: string; values: TrackingValues; actor: OrderActor; actorUserId?: string; now: Date },
): Promise<{ order: Order; changed: boolean }> {
  const { sellerId, id, values, now } = input;
  const result = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(orders).where(sellersOrder(sellerId, id)).for("update");
    if (!current) throw orderNotFound();
    if (current.orderStatus !== "shipped") throw trackingNotShipped();
    if (current.trackingCarrier === values.carrier && current.trackingCode === values.tracking_code) {
      return { row: current, event: null };
    }
    const shipment = { carrier: values.carrier, code: values.tracking_code };
    const [updated] = await tx
      .update(orders)
      .set({ ...trackingColumns(shipment), updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    if (!updated) throw orderNotFound();
    const event = await recordTrackingEvent(tx, updated, {
      from: current.trackingCode,
      to: shipment.code,
      actor: input.actor,
      actorUserId: input.actorUserId,
      at: now,
    });
    return { row: updated, event };
  });
  if (result.event) await announceOrderEvent(ctx, result.row, result.event);
  return { order: await orderOf(ctx.db, result.row), changed: result.event !== null };
}
