import { and, asc, count, eq, max } from "drizzle-orm";
import { isProvinceId } from "../../shared/iran-provinces";
import {
  methodServes,
  type ShippingMethod,
  type ShippingMethodList,
  type ShippingMethodUpdateValues,
  type ShippingMethodValues,
  type ShopOrigin,
  type ShopOriginValues,
  shippingCostFor,
  shippingLimits,
} from "../../shared/shipping";
import { lockUntilCommit } from "../db/advisory-lock";
import { shippingMethods, shopOrigins } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import type { ServiceContext } from "../service-context";

type ShippingContext = Pick<ServiceContext, "db">;
type MethodRow = typeof shippingMethods.$inferSelect;

function toShippingMethod(row: MethodRow): ShippingMethod {
  return {
    id: row.id,
    preset: row.preset,
    name: row.name,
    cost: row.cost,
    free_above: row.freeAbove,
    own_province_cost: row.ownProvinceCost,
    provinces: row.provinces.filter(isProvinceId),
    delivery_text: row.deliveryText,
    is_active: row.isActive,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Another seller's method answers exactly like a missing one. */
const methodNotFound = () => notFound("Shipping method");
const owned = (sellerId: string, id: string) => and(eq(shippingMethods.sellerId, sellerId), eq(shippingMethods.id, id));
const inListOrder = [asc(shippingMethods.position), asc(shippingMethods.createdAt), asc(shippingMethods.id)];

const columnsOf = (values: Omit<ShippingMethodValues, "is_active">) => ({
  preset: values.preset,
  name: values.name,
  cost: values.cost,
  freeAbove: values.free_above,
  ownProvinceCost: values.own_province_cost,
  provinces: values.provinces,
  deliveryText: values.delivery_text,
});

/** The seller's methods in the order the bot offers them. */
export async function listShippingMethods(
  ctx: ShippingContext,
  input: { sellerId: string },
): Promise<ShippingMethodList> {
  const rows = await ctx.db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.sellerId, input.sellerId))
    .orderBy(...inListOrder);
  return { items: rows.map(toShippingMethod) };
}

/** Issue 36: a new method goes last; a shop holds at most `shippingLimits.perShop`, counted under a lock. */
export async function createShippingMethod(
  ctx: ShippingContext,
  input: { sellerId: string; values: ShippingMethodValues; now: Date },
): Promise<ShippingMethod> {
  const { sellerId, values, now } = input;
  const row = await withTransaction(ctx.db, async (tx) => {
    await lockUntilCommit(tx, `shipping-methods:${sellerId}`);
    const [held] = await tx
      .select({ count: count(), last: max(shippingMethods.position) })
      .from(shippingMethods)
      .where(eq(shippingMethods.sellerId, sellerId));
    if ((held?.count ?? 0) >= shippingLimits.perShop) {
      throw new DomainError(
        "shipping_method_limit_reached",
        409,
        `At most ${shippingLimits.perShop} shipping methods per shop.`,
        { params: { limit: shippingLimits.perShop } },
      );
    }
    const [inserted] = await tx
      .insert(shippingMethods)
      .values({
        id: crypto.randomUUID(),
        sellerId,
        ...columnsOf(values),
        isActive: values.is_active,
        position: (held?.last ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("the inserted shipping method was not returned");
  return toShippingMethod(row);
}

/** PUT replaces the method; without `is_active` its switch stays as it was. */
export async function updateShippingMethod(
  ctx: ShippingContext,
  input: { sellerId: string; methodId: string; values: ShippingMethodUpdateValues; now: Date },
): Promise<ShippingMethod> {
  const { sellerId, methodId, values, now } = input;
  const [row] = await ctx.db
    .update(shippingMethods)
    .set({
      ...columnsOf(values),
      ...(values.is_active === undefined ? {} : { isActive: values.is_active }),
      updatedAt: now,
    })
    .where(owned(sellerId, methodId))
    .returning();
  if (!row) throw methodNotFound();
  return toShippingMethod(row);
}

/** Orders that used it keep their snapshot of its name and cost (DESIGN 31). */
export async function deleteShippingMethod(
  ctx: ShippingContext,
  input: { sellerId: string; methodId: string },
): Promise<void> {
  const deleted = await ctx.db
    .delete(shippingMethods)
    .where(owned(input.sellerId, input.methodId))
    .returning({ id: shippingMethods.id });
  if (deleted.length === 0) throw methodNotFound();
}

/** Where the shop sends from, or null until the seller has said. */
export async function readShopOrigin(ctx: ShippingContext, input: { sellerId: string }): Promise<ShopOrigin | null> {
  const [row] = await ctx.db
    .select({ province: shopOrigins.province, city: shopOrigins.city })
    .from(shopOrigins)
    .where(eq(shopOrigins.userId, input.sellerId));
  if (!row || !isProvinceId(row.province)) return null;
  return { province: row.province, city: row.city };
}

export async function saveShopOrigin(
  ctx: ShippingContext,
  input: { sellerId: string; values: ShopOriginValues; now: Date },
): Promise<ShopOrigin> {
  const { sellerId, values, now } = input;
  const origin = { province: values.province, city: values.city, updatedAt: now };
  await ctx.db
    .insert(shopOrigins)
    .values({ userId: sellerId, ...origin })
    .onConflictDoUpdate({ target: shopOrigins.userId, set: origin });
  return { province: values.province, city: values.city };
}

/** A method the buyer may choose, with what it costs them. */
export interface BuyerShippingOption {
  method: ShippingMethod;
  /** Whole toman, for this subtotal and province (shippingCostFor). */
  cost: number;
}

/**
 * Issue 36 checkout: the seller's active methods that serve the buyer's province, in the seller's order,
 * each with its cost for this subtotal.
 */
export async function methodsForBuyer(
  ctx: ShippingContext,
  input: { sellerId: string; province: string; subtotal: number },
): Promise<BuyerShippingOption[]> {
  const { items } = await listShippingMethods(ctx, { sellerId: input.sellerId });
  const origin = await readShopOrigin(ctx, { sellerId: input.sellerId });
  return items
    .filter((method) => method.is_active && methodServes(method, input.province))
    .map((method) => ({ method, cost: shippingCostFor(method, input, origin) }));
}

/**
 * The method the buyer chose, checked again when the order is placed: null when it is gone, switched off or
 * does not serve their province (issue 36: "a province the method does not serve" is refused).
 */
export async function buyerShippingOption(
  ctx: ShippingContext,
  input: { sellerId: string; methodId: string; province: string; subtotal: number },
): Promise<BuyerShippingOption | null> {
  const options = await methodsForBuyer(ctx, input);
  return options.find((option) => option.method.id === input.methodId) ?? null;
}
