import { and, eq, sql } from "drizzle-orm";
import { itemName, variantLabel } from "../../shared/item-name";
import type { ManualOrderValues, Order } from "../../shared/orders";
import { lockUntilCommit } from "../db/advisory-lock";
import { orderItems, orders, products, productVariants } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { discountBuyerKey, holdDiscount, recordRedemption } from "../discounts/service";
import { DomainError, notFound } from "../errors";
import { newInvoiceToken } from "../invoices/service";
import { creditedPost } from "../publishing/service";
import type { ServiceContext } from "../service-context";
import { buyerShippingOption } from "../shipping/service";
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

/**
 * The shipping method the buyer chose and where it goes (DESIGN 31). Its cost is worked out in the order's
 * transaction from the lines' prices then, and its name and cost are snapshotted on the order.
 */
export interface OrderShipping {
  methodId: string;
  province: string;
  city: string;
  /** Null for a pickup, which asks no address. */
  postalCode: string | null;
}

/** Issue 36: a line without a product (a payment request's amount): named by the seller, it takes no stock. */
export interface OrderCharge {
  name: string;
  amount: number;
}

export interface NewOrder {
  sellerId: string;
  lines: OrderLine[];
  charges?: OrderCharge[];
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
  /** DESIGN 35: who in the shop recorded a sale made by hand. */
  actorUserId?: string;
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
    const charged = (input.charges ?? []).map((charge, index) => chargeLine(orderId, charge, lines.length + index));
    const subtotal = [...lines, ...charged].reduce((sum, line) => sum + line.lineTotal, 0);
    const shipped = input.shipping ? await shippingFor(tx, sellerId, input.shipping, subtotal) : null;
    const shipping = shipped?.cost ?? 0;
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
        shippingMethodId: shipped?.method.id ?? null,
        shippingMethodName: shipped?.method.name ?? null,
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
        invoiceToken: newInvoiceToken(),
        channelPostId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error("the inserted order was not returned");
    const insertedItems = await tx
      .insert(orderItems)
      .values([...lines, ...charged])
      .returning();
    if (hold && input.discount) {
      await recordRedemption(tx, { hold, orderId, buyerKey: input.discount.buyerKey, now });
    }
    const created = await recordOrderEvent(tx, inserted, {
      kind: "created",
      from: null,
      to: inserted.orderStatus,
      actor: input.actor,
      actorUserId: input.actorUserId,
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

/** The chosen method checked again with the order's real subtotal: switched off or not serving the province is refused. */
async function shippingFor(tx: Transaction, sellerId: string, choice: OrderShipping, subtotal: number) {
  const option = await buyerShippingOption(
    { db: tx },
    { sellerId, methodId: choice.methodId, province: choice.province, subtotal },
  );
  if (!option) {
    throw new DomainError("shipping_method_unavailable", 409, "The shipping method does not deliver there now.", {
      params: { province: choice.province },
    });
  }
  return option;
}

/** A charge as an order line: one of its amount, no product, variant or code. */
function chargeLine(orderId: string, charge: OrderCharge, position: number) {
  return {
    id: crypto.randomUUID(),
    orderId,
    productId: null,
    variantId: null,
    productName: charge.name,
    variantLabel: "",
    code: "",
    unitPrice: charge.amount,
    quantity: 1,
    lineTotal: charge.amount,
    position,
  };
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

/**
 * POST /api/orders: a sale the seller made in a direct message, under the same rules as the bot's; with its pay
 * link's token when the buyer pays online by one (shop-pay makes it, issue 36).
 */
export function createManualOrder(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  input: { sellerId: string; actorUserId?: string; values: ManualOrderValues; payToken?: string; now: Date },
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
    actorUserId: input.actorUserId,
    ...(input.payToken ? { payToken: input.payToken } : {}),
    now: input.now,
  });
}
