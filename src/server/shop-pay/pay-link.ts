import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { ManualOrderValues, Order } from "../../shared/orders";
import { payPaths } from "../../shared/pay-links";
import type { PayLink } from "../../shared/payment-requests";
import { orders, sellerPaymentGateways } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, fieldInvalid } from "../errors";
import {
  announceOrderEvent,
  createManualOrder,
  orderNotFound,
  orderOf,
  recordOrderEvent,
  sellersOrder,
} from "../orders/service";
import type { ServiceContext } from "../service-context";
import { newPayToken } from "./pay-token";

type OrderRow = typeof orders.$inferSelect;

/** The address a buyer opens, in any browser: the app's own `/shop/pay/{token}` (DESIGN 23). */
export const payLinkUrl = (ctx: Pick<ServiceContext, "config">, token: string) =>
  `${ctx.config.appUrl}${payPaths.start(token)}`;

/** A pay link is paid through the seller's own Zarinpal: without one saved, none is made. */
export async function requireGateway(ctx: Pick<ServiceContext, "db">, sellerId: string) {
  const [gateway] = await ctx.db
    .select({ userId: sellerPaymentGateways.userId })
    .from(sellerPaymentGateways)
    .where(eq(sellerPaymentGateways.userId, sellerId));
  if (!gateway) {
    throw new DomainError("payment_gateway_not_set_up", 409, "Save a Zarinpal merchant id before making pay links.");
  }
}

/** Paid (or refunded since), cancelled, or a receipt the seller has not judged yet: no link, said why. */
function refuseUnpayable(order: OrderRow) {
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") {
    throw new DomainError("order_already_paid", 409, "This order is paid already.");
  }
  if (order.orderStatus === "cancelled") throw new DomainError("order_cancelled", 409, "This order is cancelled.");
  // Switched to the gateway, the buyer could pay twice: by the card transfer the photo shows, and online.
  if (order.paymentMethod === "card_to_card" && order.paymentStatus === "pending" && order.receiptKey !== null) {
    throw new DomainError("receipt_awaiting_decision", 409, "A card-to-card receipt waits for the seller's decision.");
  }
}

const ready = (order: OrderRow) =>
  order.payToken !== null && order.paymentMethod === "gateway" && order.paymentStatus === "pending";

/**
 * POST /api/orders/{id}/pay-link (issue 36): the pay link of any unpaid order of the seller's, made once. The
 * order is locked as a receipt or a verified payment lock it, so it is judged on what is there; an order paid
 * another way (card to card, agreed in a chat) becomes a gateway order, a failed payment waits again (an event).
 * The token is set only where there is none, so two calls at once give the same link.
 */
export async function payLinkForOrder(
  ctx: Pick<ServiceContext, "db" | "events" | "logger" | "config">,
  input: { sellerId: string; actorUserId?: string; id: string; now: Date },
): Promise<PayLink> {
  const { sellerId, id, now } = input;
  const { row, event } = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(orders).where(sellersOrder(sellerId, id)).for("update");
    if (!current) throw orderNotFound();
    refuseUnpayable(current);
    await requireGateway({ db: tx }, sellerId);
    if (ready(current)) return { row: current, event: null };
    const [updated] = await tx
      .update(orders)
      .set({
        payToken: sql`coalesce(${orders.payToken}, ${newPayToken()})`,
        paymentMethod: "gateway",
        paymentStatus: "pending",
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.paymentStatus, ["pending", "failed"]),
          ne(orders.orderStatus, "cancelled"),
        ),
      )
      .returning();
    if (!updated) throw new Error("a locked unpaid order was not updated");
    if (current.paymentStatus !== "failed") return { row: updated, event: null };
    const change = {
      kind: "payment",
      from: "failed",
      to: "pending",
      actor: "seller",
      actorUserId: input.actorUserId,
      at: now,
    } as const;
    return { row: updated, event: await recordOrderEvent(tx, updated, change) };
  });
  if (event) await announceOrderEvent(ctx, row, event);
  if (!row.payToken) throw new Error("the order's pay token was not kept");
  return { url: payLinkUrl(ctx, row.payToken), order: await orderOf(ctx.db, row) };
}

/**
 * POST /api/orders with `pay_link`: a manual order made with its pay link, for the buyer to pay online. The
 * gateway is checked first, so a refusal makes no order; one removed a moment later shows the buyer the
 * pay page's "not available", as for a bot's order.
 */
export async function placeOrderWithPayLink(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; actorUserId?: string; values: ManualOrderValues; now: Date },
): Promise<Order> {
  const { values } = input;
  if (values.payment_method !== "gateway") throw fieldInvalid("pay_link", "payLinkMethod");
  if (values.payment_status !== "pending") throw fieldInvalid("pay_link", "payLinkPaid");
  await requireGateway(ctx, input.sellerId);
  return createManualOrder(ctx, { ...input, payToken: newPayToken() });
}
