import { and, eq, sql } from "drizzle-orm";
import { itemName, variantLabel } from "../../shared/item-name";
import type { ManualOrderValues, Order } from "../../shared/orders";
import { lockUntilCommit } from "../db/advisory-lock";
import { orderItems, orders, products, productVariants } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { discountBuyerKey, holdDiscount, recordRedemption } from "../discounts/service";
import { DomainError, notFound } from "../errors";
import { creditedPost } from "../publishing/service";
import type { ServiceContext } from "../service-context";
import { announceOrderEvent, type OrderActor, recordOrderEvent } from "./order-events";
import { type OrderRow, toOrder } from "./order-shape";

// Orders of one seller are numbered one at a time on every instance, so two cannot take the same number.
async function lockSellerOrders(tx: Transaction, sellerId: string) {
  await lockUntilCommit(tx, `orders:${sellerId}`);
}

/** What a buyer or the seller orders: a variant (a product without options has its one) and how many. */
export interface OrderLine {
  variantId: string;
  quantity: number;
}

/** The chosen shipping method and where it goes, snapshotted on the order (DESIGN 31). */
export interface OrderShipping {
  methodId: string | null;
  methodName: string;
  cost: number;
  province: string | null;
  city: string | null;
  postalCode: string | null;
}

export interface NewOrder {
  sellerId: string;
  lines: OrderLine[];
  buyerName: string;
  buyerPhone: string;
  buyerAddress: string | null;
  shipping?: OrderShipping | null;
  /** A discount code as typed, and who uses it (a bot chat or a phone: `discountBuyerKey`), DESIGN 32. */
  discount?: { code: string; buyerKey: string } | null;
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
 * DESIGN 30: takes one line's quantity from its variant's stock by a conditional update, which PostgreSQL runs
 * one at a time per variant row: with one left and many buyers at once, exactly one gets it. Returns the
 * snapshot the line keeps, or null when the variant cannot give that many.
 */
async function takeStock(tx: Transaction, sellerId: string, line: OrderLine) {
  const [taken] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
    .from(products)
    .where(
      and(
        eq(productVariants.id, line.variantId),
        eq(productVariants.sellerId, sellerId),
        eq(productVariants.isActive, true),
        eq(products.id, productVariants.productId),
        eq(products.isAvailable, true),
        sql`(${productVariants.stock} is null or ${productVariants.stock} >= ${line.quantity})`,
      ),
    )
    .returning({
      productId: products.id,
      productName: products.name,
      category: products.category,
      productPrice: products.price,
      code: productVariants.code,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
    });
  return taken ?? null;
}

/**
 * DESIGN 21, 30: one transaction takes the stock of every line and snapshots it: either all lines are taken or
 * the order is refused naming the line that could not be (the rollback gives the others back). Lines are taken
 * in one order (by variant), so two orders sharing variants never wait on each other.
 */
export async function placeOrder(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: NewOrder,
): Promise<Order> {
  const { sellerId, now } = input;
  const { row, items, event } = await withTransaction(ctx.db, async (tx) => {
    await lockSellerOrders(tx, sellerId);
    const byVariant = [...input.lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
    const taken = new Map<string, NonNullable<Awaited<ReturnType<typeof takeStock>>>>();
    for (const line of byVariant) {
      const snapshot = await takeStock(tx, sellerId, line);
      if (!snapshot) throw await whyNotOrderable(tx, sellerId, line);
      taken.set(line.variantId, snapshot);
    }
    const orderId = crypto.randomUUID();
    const lines = input.lines.map((line, position) => {
      const snapshot = taken.get(line.variantId);
      if (!snapshot) throw new Error("a line's stock was not taken");
      const unitPrice = snapshot.price ?? snapshot.productPrice;
      return {
        id: crypto.randomUUID(),
        orderId,
        productId: snapshot.productId,
        variantId: line.variantId,
        productName: snapshot.productName,
        variantLabel: variantLabel(snapshot.optionValues),
        code: snapshot.code,
        unitPrice,
        quantity: line.quantity,
        lineTotal: unitPrice * line.quantity,
        position,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const shipping = input.shipping?.cost ?? 0;
    // Worked out and its use counted under the code's lock, in this transaction: a refusal rolls the stock back.
    const hold = input.discount
      ? await holdDiscount(tx, {
          sellerId,
          code: input.discount.code,
          buyerKey: input.discount.buyerKey,
          now,
          subtotal,
          lines: lines.map((line) => ({
            productId: line.productId,
            category: taken.get(line.variantId)?.category ?? "",
            lineTotal: line.lineTotal,
          })),
        })
      : null;
    const discount = hold?.amount ?? 0;
    // An order taken in the bot is credited to the channel post the buyer came from (issue 19).
    const firstProduct = lines[0]?.productId;
    const channelPostId =
      input.buyerChat && firstProduct
        ? await creditedPost(tx, {
            sellerId,
            productId: firstProduct,
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
        id: orderId,
        sellerId,
        number: (last?.number ?? 0) + 1,
        subtotal,
        discount,
        shipping,
        total: subtotal - discount + shipping,
        discountCodeId: hold?.codeId ?? null,
        discountCode: hold?.code ?? null,
        shippingMethodId: input.shipping?.methodId ?? null,
        shippingMethodName: input.shipping?.methodName ?? null,
        buyerProvince: input.shipping?.province ?? null,
        buyerCity: input.shipping?.city ?? null,
        buyerPostalCode: input.shipping?.postalCode ?? null,
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
        invoiceToken: crypto.randomUUID(),
        channelPostId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error("the inserted order was not returned");
    const insertedItems = await tx.insert(orderItems).values(lines).returning();
    if (hold && input.discount) {
      await recordRedemption(tx, { hold, orderId, buyerKey: input.discount.buyerKey, now });
    }
    const created = await recordOrderEvent(tx, inserted, {
      kind: "created",
      from: null,
      to: inserted.orderStatus,
      actor: input.actor,
      at: now,
    });
    return { row: inserted, items: insertedItems, event: created };
  });
  await announceOrderEvent(ctx, row, event);
  return toOrder(
    row,
    items.sort((a, b) => a.position - b.position),
  );
}

/** Why a line could not be taken, naming it: gone, not for sale, or not enough in stock. */
async function whyNotOrderable(tx: Transaction, sellerId: string, line: OrderLine): Promise<DomainError> {
  const [found] = await tx
    .select({
      name: products.name,
      isAvailable: products.isAvailable,
      isActive: productVariants.isActive,
      optionValues: productVariants.optionValues,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, line.variantId), eq(productVariants.sellerId, sellerId)));
  if (!found) return notFound("Product");
  const product = itemName(found.name, variantLabel(found.optionValues));
  if (!found.isAvailable || !found.isActive) {
    return new DomainError("product_unavailable", 409, `${product} is not available for sale.`, {
      params: { product },
    });
  }
  return new DomainError("out_of_stock", 409, `Not enough of ${product} is in stock.`, {
    params: { stock: found.stock ?? 0, product },
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
    lines: values.items.map((item) => ({ variantId: item.variant_id, quantity: item.quantity })),
    buyerName: values.buyer_name,
    buyerPhone: values.buyer_phone,
    buyerAddress: values.buyer_address || null,
    paymentMethod: values.payment_method,
    paymentStatus: values.payment_status,
    discount: values.discount_code
      ? { code: values.discount_code, buyerKey: discountBuyerKey({ phone: values.buyer_phone }) }
      : null,
    source: "manual",
    actor: "seller",
    now: input.now,
  });
}
