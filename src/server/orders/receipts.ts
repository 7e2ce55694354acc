import { eq } from "drizzle-orm";
import {
  approvalConfirmsOrder,
  canMoveOrder,
  type Order,
  type OrderChange,
  type ReceiptDecision,
} from "../../shared/orders";
import type { PaymentStatus } from "../../shared/payments";
import { orders } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { privateKeyPrefix, type StoredFile } from "../integrations/storage/file-storage";
import { ImageTooLargeError, imageCopies, UnreadableImageError } from "../integrations/storage/image-copies";
import { detectProductMedia } from "../integrations/storage/media-check";
import { removeFiles } from "../products/service";
import { getReceiptSettings } from "../seller-settings/service";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, recordOrderEvent } from "./order-events";
import { orderNotFound } from "./order-reads";
import { type OrderRow, orderOf, sellersOrder } from "./order-shape";

/** Telegram sends photos of at most 10 MB; a receipt is a photo. */
export const receiptTooLarge = () => new DomainError("media_too_large", 413, "The receipt photo is larger than 10 MB.");

export const maxReceiptBytes = 10 * 1024 * 1024;

const receiptNotWanted = () =>
  new DomainError("receipt_not_pending", 409, "This order does not wait for a card-to-card receipt.");

/** Card-to-card, not cancelled, and not paid yet (pending, or failed after a rejected receipt). */
const waitsForReceipt = (order: Pick<typeof orders.$inferSelect, "paymentMethod" | "paymentStatus" | "orderStatus">) =>
  order.paymentMethod === "card_to_card" &&
  order.orderStatus !== "cancelled" &&
  (order.paymentStatus === "pending" || order.paymentStatus === "failed");

const notAPhoto = () => new DomainError("media_type_refused", 400, "A receipt must be a jpg, png or webp photo.");

/**
 * DESIGN 23: the buyer's card-to-card receipt photo, kept (as a resized webp) on the order for the seller to
 * approve or reject. A new receipt after a rejected one puts the payment back to pending. The seller's
 * hand-recorded orders take one here too; the bot (issue 14) calls this with what the buyer sent.
 */
export async function attachReceipt(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "events">,
  input: {
    sellerId: string;
    id: string;
    bytes: Uint8Array;
    actor: "seller" | "buyer";
    actorUserId?: string;
    now: Date;
  },
): Promise<Order> {
  const { sellerId, id, now } = input;
  const [order] = await ctx.db.select().from(orders).where(sellersOrder(sellerId, id));
  if (!order) throw orderNotFound();
  if (!waitsForReceipt(order)) throw receiptNotWanted();
  if (input.bytes.byteLength > maxReceiptBytes) {
    throw receiptTooLarge();
  }
  const media = await detectProductMedia(input.bytes);
  if (media?.kind !== "image") throw notAPhoto();
  const copies = await imageCopies(input.bytes).catch((error: unknown) => {
    if (error instanceof UnreadableImageError) throw notAPhoto();
    if (error instanceof ImageTooLargeError) {
      throw new DomainError("media_image_too_large", 400, "The image must be at most 40 megapixels.");
    }
    throw error;
  });
  // Issue 34: names, card digits and amounts: never public; only the order's seller and buyer read it.
  const key = `${privateKeyPrefix}receipts/${sellerId}/${crypto.randomUUID()}.webp`;
  await ctx.storage.put(key, copies.display.bytes, "image/webp");
  try {
    const { row, event, replaced } = await withTransaction(ctx.db, async (tx) => {
      // Locked and judged again: the photo took a moment, and two receipts may arrive at once.
      const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!current || !waitsForReceipt(current)) throw receiptNotWanted();
      const [updated] = await tx
        .update(orders)
        .set({ receiptKey: key, receiptUrl: null, paymentStatus: "pending", updatedAt: now })
        .where(eq(orders.id, id))
        .returning();
      if (!updated) throw receiptNotWanted();
      const recorded = await recordOrderEvent(tx, updated, {
        kind: "receipt",
        from: current.paymentStatus,
        to: "pending",
        actor: input.actor,
        actorUserId: input.actorUserId,
        at: now,
      });
      return { row: updated, event: recorded, replaced: current.receiptKey };
    });
    if (replaced) await removeFiles(ctx, [replaced]);
    await announceOrderEvent(ctx, row, event);
    return orderOf(ctx.db, row);
  } catch (error) {
    await removeFiles(ctx, [key]);
    throw error;
  }
}

/** A card-to-card order, not cancelled, whose receipt waits for the seller: pending, with a photo. */
export const receiptAwaitsDecision = (order: OrderRow) =>
  order.paymentMethod === "card_to_card" &&
  order.orderStatus !== "cancelled" &&
  order.paymentStatus === "pending" &&
  order.receiptKey !== null;

/** Issue 35: an approval confirms a new order too, unless the seller keeps the two apart. */
async function approvalConfirms(tx: Transaction, order: OrderRow, to: PaymentStatus) {
  // The setting is read only when it decides something: an approval of a new order.
  if (to !== "paid" || !canMoveOrder(order.orderStatus, "confirmed")) return false;
  const settings = await getReceiptSettings({ db: tx }, { userId: order.sellerId });
  return approvalConfirmsOrder(order.orderStatus, settings.receipt_confirms_order);
}

/**
 * DESIGN 23: a receipt is approved (paid; issue 35: a new order confirmed too, its own event) or rejected
 * (failed), once: the order is locked and judged, so of two decisions at once the second gets 409. The
 * buyer is told the change that says most: the confirmation, or else the payment. Issue 37: a rejection's
 * reason is kept on its event and told to the buyer.
 */
export async function decideReceipt(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: {
    sellerId: string;
    id: string;
    decision: ReceiptDecision;
    reason?: string;
    /** DESIGN 35: who in the shop decided. */
    actorUserId?: string;
    now: Date;
  },
): Promise<{ order: Order; told: OrderChange }> {
  const { sellerId, id, now } = input;
  const to: PaymentStatus = input.decision === "approve" ? "paid" : "failed";
  const reason = (to === "failed" && input.reason) || undefined;
  const { row, events, confirmed } = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(orders).where(sellersOrder(sellerId, id)).for("update");
    if (!current) throw orderNotFound();
    if (!receiptAwaitsDecision(current)) {
      throw new DomainError("receipt_not_pending", 409, "This order has no receipt waiting for a decision.");
    }
    const confirms = await approvalConfirms(tx, current, to);
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: to, ...(confirms ? { orderStatus: "confirmed" as const } : {}), updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    if (!updated) throw orderNotFound();
    const change = { actor: "seller" as const, actorUserId: input.actorUserId, at: now };
    const recorded = [
      await recordOrderEvent(tx, updated, {
        kind: "payment",
        from: current.paymentStatus,
        to,
        note: reason ?? null,
        ...change,
      }),
    ];
    if (confirms) {
      const from = current.orderStatus;
      recorded.push(await recordOrderEvent(tx, updated, { kind: "status", from, to: "confirmed", ...change }));
    }
    return { row: updated, events: recorded, confirmed: confirms };
  });
  for (const event of events) await announceOrderEvent(ctx, row, event);
  const told: OrderChange = confirmed
    ? { kind: "status", to: "confirmed", paid: true }
    : { kind: "payment", to, ...(reason ? { reason } : {}) };
  return { order: await orderOf(ctx.db, row), told };
}

/**
 * GET /api/orders/{id}/receipt: the photo, for the order's own seller; another seller's is not found (ORD-15).
 * Receipts stored before issue 34 (under receipts/, public then) are read the same way.
 */
export async function sellerReceipt(
  ctx: Pick<ServiceContext, "db" | "storage">,
  input: { sellerId: string; id: string },
): Promise<StoredFile> {
  const [order] = await ctx.db
    .select({ key: orders.receiptKey })
    .from(orders)
    .where(sellersOrder(input.sellerId, input.id));
  const file = order?.key ? await ctx.storage.open(order.key) : undefined;
  if (!file) throw notFound("Receipt");
  return file;
}

/** The order's receipt files, before the account (and with it every order) is deleted (DESIGN d7). */
export async function removeReceiptFilesOf(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger">,
  input: { userId: string },
) {
  const rows = await ctx.db.select({ key: orders.receiptKey }).from(orders).where(eq(orders.sellerId, input.userId));
  await removeFiles(
    ctx,
    rows.flatMap((row) => (row.key ? [row.key] : [])),
  );
}
