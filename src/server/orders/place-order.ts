import { and, eq, or, sql } from "drizzle-orm";
import type { ManualOrderValues, Order } from "../../shared/orders";
import { lockUntilCommit } from "../db/advisory-lock";
import { orders, products } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { creditedPost } from "../publishing/service";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, type OrderActor, recordOrderEvent } from "./order-events";
import { type OrderRow, toOrder } from "./order-shape";

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
  actor: OrderActor;
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
export async function placeOrder(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: NewOrder,
): Promise<Order> {
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
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
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
