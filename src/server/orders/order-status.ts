import { and, eq, isNotNull, sql } from "drizzle-orm";
import { canMoveOrder, type Order, type OrderStatus } from "../../shared/orders";
import { orders, products } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, type OrderActor, recordOrderEvent } from "./order-events";
import { orderNotFound } from "./order-reads";
import { sellersOrder, toOrder } from "./order-shape";

/**
 * 001 §4: a change along the allowed transitions only. The update is conditional on the status it was
 * judged from, so of two changes at once only one wins; the other is told the order changed meanwhile.
 * A cancelled order's quantity goes back to its product's stock.
 */
export async function changeOrderStatus(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; id: string; to: OrderStatus; actor: OrderActor; now: Date },
): Promise<Order> {
  const { sellerId, id, to, now } = input;
  const { row, event } = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(orders).where(sellersOrder(sellerId, id));
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
