import { and, asc, eq, lt, sql } from "drizzle-orm";
import { variantLabel } from "../../shared/item-name";
import { maxOrderLines, maxOrderQuantity } from "../../shared/orders";
import type { Database } from "../db/client";
import { cartItems, carts, products, productVariants } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError } from "../errors";
import type { ScheduledJob } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";

/** DESIGN 30: a cart nobody touched for this long is emptied. */
export const cartKeptForMs = 14 * 24 * 60 * 60 * 1000;

export interface CartOwner {
  sellerId: string;
  botId: string;
  chatId: number;
}

/** A cart line as the buyer sees it; one whose variant is gone, off sale or short of stock is shown, never ordered. */
export interface CartLine {
  itemId: string;
  variantId: string | null;
  /** What a discount code judges a line by (DESIGN 32); null for a line whose product is gone. */
  productId: string | null;
  category: string;
  productName: string;
  variantLabel: string;
  quantity: number;
  unitPrice: number | null;
  lineTotal: number;
  orderable: boolean;
}

export interface Cart {
  id: string;
  lines: CartLine[];
  /** The orderable lines' total, integer toman. */
  subtotal: number;
  /** The discount code the buyer typed in the cart, judged again whenever the cart is shown or ordered. */
  discountCode: string | null;
}

const cartFull = () =>
  new DomainError("cart_full", 409, `A cart holds at most ${maxOrderLines} lines.`, {
    params: { limit: maxOrderLines },
  });

const cartOf = (owner: CartOwner) => and(eq(carts.botId, owner.botId), eq(carts.buyerChatId, owner.chatId));

/** Adds one (or `quantity`) of a variant, the same variant twice being one line; the cart is made on first use. */
export async function addToCart(
  db: Database,
  owner: CartOwner & { variantId: string; productName: string; variantLabel: string; quantity?: number; now: Date },
): Promise<{ quantity: number }> {
  const { now } = owner;
  return withTransaction(db, async (tx) => {
    const [cart] = await tx
      .insert(carts)
      .values({ id: crypto.randomUUID(), sellerId: owner.sellerId, botId: owner.botId, buyerChatId: owner.chatId })
      .onConflictDoUpdate({ target: [carts.botId, carts.buyerChatId], set: { updatedAt: now } })
      .returning({ id: carts.id });
    if (!cart) throw new Error("the cart was not returned");
    const lines = await tx
      .select({ variantId: cartItems.variantId })
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.id));
    if (lines.length >= maxOrderLines && !lines.some((line) => line.variantId === owner.variantId)) throw cartFull();
    const [line] = await tx
      .insert(cartItems)
      .values({
        id: crypto.randomUUID(),
        cartId: cart.id,
        variantId: owner.variantId,
        productName: owner.productName,
        variantLabel: owner.variantLabel,
        quantity: owner.quantity ?? 1,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${maxOrderQuantity})` },
      })
      .returning({ quantity: cartItems.quantity });
    return { quantity: line?.quantity ?? 1 };
  });
}

/** The buyer's cart with each line's price and whether it can be ordered now; undefined when there is none. */
export async function readCart(db: Database, owner: CartOwner): Promise<Cart | undefined> {
  const [cart] = await db.select({ id: carts.id, discountCode: carts.discountCode }).from(carts).where(cartOf(owner));
  if (!cart) return undefined;
  const rows = await db
    .select({
      itemId: cartItems.id,
      variantId: cartItems.variantId,
      savedName: cartItems.productName,
      savedLabel: cartItems.variantLabel,
      quantity: cartItems.quantity,
      productId: products.id,
      category: products.category,
      productName: products.name,
      productPrice: products.price,
      available: products.isAvailable,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
      stock: productVariants.stock,
      active: productVariants.isActive,
    })
    .from(cartItems)
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const lines = rows.map((row): CartLine => {
    const unitPrice = row.productPrice === null ? null : (row.price ?? row.productPrice);
    const orderable =
      unitPrice !== null &&
      row.available === true &&
      row.active === true &&
      (row.stock === null || row.stock >= row.quantity);
    return {
      itemId: row.itemId,
      variantId: row.variantId,
      productId: row.productId,
      category: row.category ?? "",
      productName: row.productName ?? row.savedName,
      variantLabel: row.optionValues ? variantLabel(row.optionValues) : row.savedLabel,
      quantity: row.quantity,
      unitPrice,
      lineTotal: orderable && unitPrice !== null ? unitPrice * row.quantity : 0,
      orderable,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return { id: cart.id, lines, subtotal, discountCode: cart.discountCode };
}

/** The code the buyer typed in the cart (normalised by the caller), or null to take it away. */
export async function setCartDiscountCode(db: Database, owner: CartOwner & { code: string | null; now: Date }) {
  await db.update(carts).set({ discountCode: owner.code, updatedAt: owner.now }).where(cartOf(owner));
}

/** A line's quantity moved by `change` (at least 1, at most an order's); 0 or less removes it. */
export async function changeLineQuantity(
  db: Database,
  owner: CartOwner & { itemId: string; change: number; now: Date },
): Promise<void> {
  const [cart] = await db.update(carts).set({ updatedAt: owner.now }).where(cartOf(owner)).returning({ id: carts.id });
  if (!cart) return;
  const mine = and(eq(cartItems.id, owner.itemId), eq(cartItems.cartId, cart.id));
  const [line] = await db
    .update(cartItems)
    .set({ quantity: sql`least(${cartItems.quantity} + ${owner.change}, ${maxOrderQuantity})` })
    .where(mine)
    .returning({ quantity: cartItems.quantity });
  if (line && line.quantity <= 0) await db.delete(cartItems).where(mine);
}

export async function removeLine(db: Database, owner: CartOwner & { itemId: string }): Promise<void> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(cartOf(owner));
  if (cart) await db.delete(cartItems).where(and(eq(cartItems.id, owner.itemId), eq(cartItems.cartId, cart.id)));
}

export async function emptyCart(db: Database, owner: CartOwner): Promise<void> {
  await db.delete(carts).where(cartOf(owner));
}

/** DESIGN 30: carts untouched for 14 days are emptied. */
export async function emptyStaleCarts(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(carts)
    .where(lt(carts.updatedAt, new Date(now.getTime() - cartKeptForMs)))
    .returning({ id: carts.id });
  return gone.length;
}

export function staleCartsJob(ctx: Pick<ServiceContext, "db">): ScheduledJob {
  return { name: "stale-carts", cron: "17 3 * * *", run: () => emptyStaleCarts(ctx.db, new Date()) };
}
