import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { Order, ReceiptDecision } from "../../shared/orders";
import type { PaymentStatus } from "../../shared/payments";
import { orders } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { privateKeyPrefix, type StoredFile } from "../integrations/storage/file-storage";
import { ImageTooLargeError, imageCopies, UnreadableImageError } from "../integrations/storage/image-copies";
import { detectProductMedia } from "../integrations/storage/media-check";
import { removeFiles } from "../products/service";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, recordOrderEvent } from "./order-events";
import { orderNotFound } from "./order-reads";
import { sellersOrder, toOrder } from "./order-shape";

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
  input: { sellerId: string; id: string; bytes: Uint8Array; actor: "seller" | "buyer"; now: Date },
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
        at: now,
      });
      return { row: updated, event: recorded, replaced: current.receiptKey };
    });
    if (replaced) await removeFiles(ctx, [replaced]);
    await announceOrderEvent(ctx, row, event);
    return toOrder(row);
  } catch (error) {
    await removeFiles(ctx, [key]);
    throw error;
  }
}

/**
 * DESIGN 23: a card-to-card receipt the buyer sent is approved (payment paid) or rejected (failed), once:
 * the update is conditional on the payment still pending with a receipt.
 */
export async function decideReceipt(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
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
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(sellersOrder(sellerId, id));
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
