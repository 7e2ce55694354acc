import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import {
  type DiscountCart,
  type DiscountCode,
  type DiscountCodeList,
  type DiscountCodeRefusal,
  type DiscountCodeValues,
  type DiscountRule,
  discountFor,
  discountLimits,
  normalizeDiscountCode,
} from "../../shared/discounts";
import { iranianMobileDigits } from "../../shared/profile";
import { lockUntilCommit } from "../db/advisory-lock";
import type { Database } from "../db/client";
import { discountCodes, discountRedemptions, orders, products } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError, notFound } from "../errors";

type DiscountContext = { db: Database };
type CodeRow = typeof discountCodes.$inferSelect;

/** Orders that redeemed the code: a sub-query correlated with the row of `discount_codes` beside it. */
const usesOf = (db: Database) =>
  sql<number>`(${db.select({ uses: count() }).from(discountRedemptions).where(eq(discountRedemptions.codeId, discountCodes.id))})`;

/** The totals of the non-cancelled orders that used the code (DESIGN 32), correlated the same way. */
const revenueOf = (db: Database) =>
  sql<number>`(${db
    .select({ revenue: sql`coalesce(sum(${orders.total}), 0)` })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(and(eq(discountRedemptions.codeId, discountCodes.id), ne(orders.orderStatus, "cancelled")))})`;

function toDiscountCode(row: CodeRow & { uses: number | string; revenue: number | string }): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    min_order: row.minOrder,
    max_uses: row.maxUses,
    once_per_buyer: row.oncePerBuyer,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    product_ids: row.productIds,
    categories: row.categories,
    is_active: row.isActive,
    uses: Number(row.uses),
    revenue: Number(row.revenue),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toRule = (row: CodeRow): DiscountRule => ({
  kind: row.kind,
  value: row.value,
  min_order: row.minOrder,
  max_uses: row.maxUses,
  once_per_buyer: row.oncePerBuyer,
  starts_at: row.startsAt,
  ends_at: row.endsAt,
  product_ids: row.productIds,
  categories: row.categories,
  is_active: row.isActive,
});

const owned = (sellerId: string, id: string) => and(eq(discountCodes.sellerId, sellerId), eq(discountCodes.id, id));
/** Another seller's code answers exactly like a missing one. */
const codeNotFound = () => notFound("Discount code");
const codeTaken = () => new DomainError("discount_code_taken", 409, "The shop already has this discount code.");
const limitReached = () =>
  new DomainError("discount_code_limit_reached", 409, `At most ${discountLimits.perShop} discount codes per shop.`, {
    params: { limit: discountLimits.perShop },
  });

function selectCodes(db: Database) {
  return db
    .select({ row: discountCodes, uses: usesOf(db), revenue: revenueOf(db) })
    .from(discountCodes)
    .$dynamic();
}

async function readCode(db: Database, sellerId: string, id: string): Promise<DiscountCode> {
  const [found] = await selectCodes(db).where(owned(sellerId, id));
  if (!found) throw codeNotFound();
  return toDiscountCode({ ...found.row, uses: found.uses, revenue: found.revenue });
}

/** The shop's codes, newest first, each with its uses and revenue. */
export async function listDiscountCodes(ctx: DiscountContext, input: { sellerId: string }): Promise<DiscountCodeList> {
  const rows = await selectCodes(ctx.db)
    .where(eq(discountCodes.sellerId, input.sellerId))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return { items: rows.map((found) => toDiscountCode({ ...found.row, uses: found.uses, revenue: found.revenue })) };
}

/**
 * A code may name only the seller's own products; another's answers like a missing one (as media ids do). An
 * edit may keep an id the code named before, whose product has since been deleted: it matches no line.
 */
async function checkOwnProducts(tx: Transaction, sellerId: string, productIds: string[], named: string[] = []) {
  const fresh = productIds.filter((id) => !named.includes(id));
  if (fresh.length === 0) return;
  const own = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.userId, sellerId), inArray(products.id, fresh)));
  if (own.length !== fresh.length) throw notFound("Product");
}

const columnsOf = (values: DiscountCodeValues) => ({
  code: values.code,
  kind: values.kind,
  value: values.value,
  minOrder: values.min_order,
  maxUses: values.max_uses,
  oncePerBuyer: values.once_per_buyer,
  startsAt: values.starts_at === null ? null : new Date(values.starts_at),
  endsAt: values.ends_at === null ? null : new Date(values.ends_at),
  productIds: values.product_ids,
  categories: values.categories,
  isActive: values.is_active,
});

/** A code is unique in its shop: a clash is the seller's to fix (409), not a server error. */
async function refusingTakenCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function createDiscountCode(
  ctx: DiscountContext,
  input: { sellerId: string; values: DiscountCodeValues; now: Date },
): Promise<DiscountCode> {
  const { sellerId, values, now } = input;
  const id = crypto.randomUUID();
  await refusingTakenCode(() =>
    withTransaction(ctx.db, async (tx) => {
      // Counted under a per-shop lock, so two saves at once cannot both take the last place.
      await lockUntilCommit(tx, `discount-codes:${sellerId}`);
      const [stored] = await tx
        .select({ count: count() })
        .from(discountCodes)
        .where(eq(discountCodes.sellerId, sellerId));
      if ((stored?.count ?? 0) >= discountLimits.perShop) throw limitReached();
      await checkOwnProducts(tx, sellerId, values.product_ids);
      await tx.insert(discountCodes).values({ id, sellerId, ...columnsOf(values), createdAt: now, updatedAt: now });
    }),
  );
  return readCode(ctx.db, sellerId, id);
}

/** PUT replaces the whole code; its uses so far stay (they are rows of their own). */
export async function updateDiscountCode(
  ctx: DiscountContext,
  input: { sellerId: string; id: string; values: DiscountCodeValues; now: Date },
): Promise<DiscountCode> {
  const { sellerId, id, values, now } = input;
  await refusingTakenCode(() =>
    withTransaction(ctx.db, async (tx) => {
      const [existing] = await tx
        .select({ productIds: discountCodes.productIds })
        .from(discountCodes)
        .where(owned(sellerId, id));
      if (!existing) throw codeNotFound();
      await checkOwnProducts(tx, sellerId, values.product_ids, existing.productIds);
      await tx
        .update(discountCodes)
        .set({ ...columnsOf(values), updatedAt: now })
        .where(owned(sellerId, id));
    }),
  );
  return readCode(ctx.db, sellerId, id);
}

/** Its redemptions go with it; orders that used it keep the code as typed (`orders.discount_code`). */
export async function deleteDiscountCode(ctx: DiscountContext, input: { sellerId: string; id: string }) {
  const deleted = await ctx.db
    .delete(discountCodes)
    .where(owned(input.sellerId, input.id))
    .returning({ id: discountCodes.id });
  if (deleted.length === 0) throw codeNotFound();
}

/** Who redeemed a code, for "once per buyer": a bot's chat, or a phone number (manual orders). */
export function discountBuyerKey(buyer: { botId: string; chatId: number } | { phone: string }): string {
  if ("phone" in buyer) return `phone:${iranianMobileDigits(buyer.phone).replace(/^\+?98/, "0")}`;
  return `chat:${buyer.botId}:${buyer.chatId}`;
}

export interface DiscountRequest extends DiscountCart {
  sellerId: string;
  /** As the buyer or seller typed it: normalised here. */
  code: string;
  buyerKey: string;
  now: Date;
}

export type DiscountApplied = { ok: true; codeId: string; code: string; amount: number };
export type DiscountCheck = DiscountApplied | { ok: false; reason: DiscountCodeRefusal };

/** A code with its uses so far and whether this buyer used it, in one statement. */
async function readForCart(db: Database, where: SQL | undefined, buyerKey: string) {
  const [found] = await db
    .select({
      row: discountCodes,
      usesSoFar: usesOf(db),
      usedByThisBuyer: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, discountCodes.id), eq(discountRedemptions.buyerKey, buyerKey)))})`,
    })
    .from(discountCodes)
    .where(where);
  return found;
}
type CartRead = NonNullable<Awaited<ReturnType<typeof readForCart>>>;

function judge(found: CartRead, input: DiscountRequest): DiscountCheck {
  const usage = { now: input.now, usesSoFar: Number(found.usesSoFar), usedByThisBuyer: found.usedByThisBuyer };
  const result = discountFor(toRule(found.row), input, usage);
  return result.ok ? { ok: true, codeId: found.row.id, code: found.row.code, amount: result.amount } : result;
}

const namedIn = (sellerId: string, code: string) =>
  and(eq(discountCodes.sellerId, sellerId), eq(discountCodes.code, normalizeDiscountCode(code)));

/** What a code would take off a cart now, for its summary: nothing is locked or counted. */
export async function previewDiscount(ctx: DiscountContext, input: DiscountRequest): Promise<DiscountCheck> {
  const found = await readForCart(ctx.db, namedIn(input.sellerId, input.code), input.buyerKey);
  return found ? judge(found, input) : { ok: false, reason: "unknown" };
}

const notApplicable = (reason: DiscountCodeRefusal) =>
  new DomainError("discount_not_applicable", 409, `The discount code does not apply (${reason}).`, {
    params: { reason },
  });

/** A code checked under its lock in the order's transaction, its use not yet recorded. */
export type DiscountHold = DiscountApplied & { oncePerBuyer: boolean };

/**
 * DESIGN 32, first half of a redemption: takes the code's lock until the order's transaction ends, then reads
 * the uses so far and works the discount out; a code that does not apply throws 409 `discount_not_applicable`
 * (`params.reason`). For an order that must know its discount before its row is inserted (orders' total check).
 */
export async function holdDiscount(tx: Transaction, input: DiscountRequest): Promise<DiscountHold> {
  const [named] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(namedIn(input.sellerId, input.code));
  if (!named) throw notApplicable("unknown");
  await lockUntilCommit(tx, `discount-code:${named.id}`);
  // Read again under the lock, by id: what another order committed while this one waited is counted.
  const found = await readForCart(
    tx,
    and(eq(discountCodes.id, named.id), namedIn(input.sellerId, input.code)),
    input.buyerKey,
  );
  if (!found) throw notApplicable("unknown");
  const checked = judge(found, input);
  if (!checked.ok) throw notApplicable(checked.reason);
  return { ...checked, oncePerBuyer: found.row.oncePerBuyer };
}

/** Second half: the use, counted in the same transaction once the order's row exists. */
export async function recordRedemption(
  tx: Transaction,
  input: { hold: DiscountHold; orderId: string; buyerKey: string; now: Date },
): Promise<void> {
  const { hold, orderId, buyerKey, now } = input;
  const redemption = {
    id: crypto.randomUUID(),
    codeId: hold.codeId,
    orderId,
    buyerKey,
    oncePerBuyer: hold.oncePerBuyer,
  };
  // The unique index backs "once per buyer" should anything ever insert without the lock.
  await tx
    .insert(discountRedemptions)
    .values({ ...redemption, createdAt: now })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? notApplicable("already_used") : error;
    });
}

/**
 * DESIGN 32: counts a use of the code inside the order's transaction, for an order whose row is already
 * inserted: under the code's lock the uses so far are read, the discount worked out and the redemption
 * inserted, so concurrent orders never exceed the uses left. Throws 409 `discount_not_applicable` (with
 * `params.reason`) when the code does not apply, rolling the order back.
 */
export async function redeemDiscount(
  tx: Transaction,
  input: DiscountRequest & { orderId: string },
): Promise<DiscountApplied> {
  const hold = await holdDiscount(tx, input);
  await recordRedemption(tx, { hold, orderId: input.orderId, buyerKey: input.buyerKey, now: input.now });
  return { ok: true, codeId: hold.codeId, code: hold.code, amount: hold.amount };
}
