import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { itemName, variantLabel } from "../../shared/item-name";
import type { Product, ProductOption, ProductVariant, productInputSchema } from "../../shared/products";
import type { Database } from "../db/client";
import { products, productVariants } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError } from "../errors";

type VariantRow = typeof productVariants.$inferSelect;
type SavedValues = Pick<
  ReturnType<typeof productInputSchema.parse>,
  "options" | "variants" | "stock_quantity" | "media_ids" | "product_code"
>;

export const variantCodeTaken = (code: string) =>
  new DomainError("variant_code_taken", 409, `The code ${code} is taken by another variant or product.`, {
    params: { code },
  });

export function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    option_values: row.optionValues,
    code: row.code,
    price: row.price,
    stock: row.stock,
    is_active: row.isActive,
    media_id: row.mediaId,
  };
}

/** What a buyer can order of a product: its active variants' stock together; null when any is not counted. */
export function stockOf(variants: Pick<ProductVariant, "stock" | "is_active">[]): number | null {
  let total = 0;
  for (const variant of variants) {
    if (!variant.is_active) continue;
    if (variant.stock === null) return null;
    total += variant.stock;
  }
  return total;
}

/** The price a variant sells at: its own, or the product's. */
export const variantPrice = (variant: { price: number | null }, product: { price: number }) =>
  variant.price ?? product.price;

/**
 * DESIGN 29: the rules the schema cannot see: variants only with options, one known value of each option,
 * no combination twice, codes unique in the list, a variant's image one of the product's files.
 */
function checkVariants(values: SavedValues) {
  const { options, variants } = values;
  if (options.length === 0) {
    if (variants.length > 0) {
      throw new DomainError("variants_without_options", 400, "A product without options has no variants to list.");
    }
    return;
  }
  if (new Set(options.map((option) => option.name)).size !== options.length) {
    throw new DomainError("option_name_repeated", 400, "Two options have the same name.");
  }
  if (variants.length === 0) {
    throw new DomainError("variant_combination_invalid", 400, "A product with options needs at least one variant.");
  }
  const combinations = new Set<string>();
  const codes = new Set<string>();
  for (const variant of variants) {
    const fits =
      variant.option_values.length === options.length &&
      variant.option_values.every((value, index) => options[index]?.values.includes(value));
    if (!fits) {
      throw new DomainError("variant_combination_invalid", 400, "Each variant takes one value of each option.", {
        params: { values: variantLabel(variant.option_values) },
      });
    }
    const combination = JSON.stringify(variant.option_values);
    if (combinations.has(combination)) {
      throw new DomainError("variant_combination_repeated", 400, "A combination of values is listed twice.", {
        params: { values: variantLabel(variant.option_values) },
      });
    }
    combinations.add(combination);
    if (codes.has(variant.code)) throw variantCodeTaken(variant.code);
    codes.add(variant.code);
    if (variant.media_id !== null && !values.media_ids.includes(variant.media_id)) {
      throw new DomainError("variant_media_invalid", 400, "A variant's image must be one of the product's files.");
    }
  }
}

/** The variants a save leaves: the product's one (its code, its stock), or those listed with the options. */
function wantedVariants(values: SavedValues) {
  if (values.options.length === 0) {
    return [
      {
        id: undefined,
        option_values: [],
        code: values.product_code,
        price: null,
        stock: values.stock_quantity ?? null,
        is_active: true,
        media_id: null,
      },
    ];
  }
  return values.variants;
}

/**
 * Writes the product's variants in its saving transaction: kept ones by id (their order lines and carts keep
 * pointing at them), new ones inserted, the rest deleted. A code another product or variant of the shop holds
 * is refused, naming the code.
 */
export async function saveVariants(
  tx: Transaction,
  input: { sellerId: string; productId: string; values: SavedValues; now: Date },
): Promise<void> {
  const { sellerId, productId, values, now } = input;
  checkVariants(values);
  const wanted = wantedVariants(values);
  const codes = wanted.map((variant) => variant.code);
  // Another product's own code is a code of the shop too, whether or not that product has options now.
  const [clash] = await tx
    .select({ code: products.productCode })
    .from(products)
    .where(and(eq(products.userId, sellerId), ne(products.id, productId), inArray(products.productCode, codes)))
    .unionAll(
      tx
        .select({ code: productVariants.code })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.sellerId, sellerId),
            ne(productVariants.productId, productId),
            inArray(productVariants.code, codes),
          ),
        ),
    )
    .limit(1);
  const taken = (code: string) => (values.options.length === 0 ? productCodeTaken() : variantCodeTaken(code));
  if (clash) throw taken(clash.code);
  const existing = await tx
    .select({ id: productVariants.id, optionValues: productVariants.optionValues })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  // The product's one variant stays the same row when the product still has no options.
  const keptIds = new Set(existing.map((row) => row.id));
  const implicit = existing.find((row) => row.optionValues.length === 0);
  const rows = wanted.map((variant, position) => ({
    id:
      variant.id && keptIds.has(variant.id) ? variant.id : values.options.length === 0 && implicit ? implicit.id : null,
    sellerId,
    productId,
    code: variant.code,
    optionValues: variant.option_values,
    price: variant.price,
    stock: variant.stock,
    isActive: variant.is_active,
    mediaId: variant.media_id,
    position,
    updatedAt: now,
  }));
  const kept = rows.flatMap((row) => (row.id ? [row.id] : []));
  try {
    await tx
      .delete(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          ...(kept.length > 0 ? [notInArray(productVariants.id, kept)] : []),
        ),
      );
    for (const { id, ...row } of rows) {
      if (id) {
        await tx
          .update(productVariants)
          .set(row)
          .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
      } else {
        await tx.insert(productVariants).values({ ...row, id: crypto.randomUUID(), createdAt: now });
      }
    }
  } catch (error) {
    // Taken by another save at the same moment (checked above otherwise); the transaction cannot ask which.
    if (isUniqueViolation(error)) throw taken(codes[0] ?? "");
    throw error;
  }
}

export const productCodeTaken = () => new DomainError("product_code_taken", 409, "The product code is duplicate.");

/** The options a product row keeps, as the API sends them. */
export const optionsOf = (options: ProductOption[]): Product["options"] =>
  options.map((option) => ({ name: option.name, values: [...option.values] }));

/**
 * Issue 37's `/stock CODE N` in the owner chat: the variant the code names (as typed, or in other letter case when
 * only one matches) gets that stock. The product's row is touched too, so cached lists of it are read again.
 */
export async function setStockByCode(
  ctx: { db: Database },
  input: { sellerId: string; code: string; stock: number; now: Date },
): Promise<{ name: string; code: string; stock: number } | undefined> {
  const { sellerId, stock, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    const matching = await tx
      .select({ id: productVariants.id, code: productVariants.code, productId: productVariants.productId })
      .from(productVariants)
      .where(and(eq(productVariants.sellerId, sellerId), sql`lower(${productVariants.code}) = lower(${input.code})`));
    const variant =
      matching.find((one) => one.code === input.code) ?? (matching.length === 1 ? matching[0] : undefined);
    if (!variant) return undefined;
    const [updated] = await tx
      .update(productVariants)
      .set({ stock, updatedAt: now })
      .where(eq(productVariants.id, variant.id))
      .returning({ optionValues: productVariants.optionValues });
    const [product] = await tx
      .update(products)
      .set({ updatedAt: now })
      .where(eq(products.id, variant.productId))
      .returning({ name: products.name });
    if (!updated || !product) return undefined;
    return { name: itemName(product.name, variantLabel(updated.optionValues)), code: variant.code, stock };
  });
}
