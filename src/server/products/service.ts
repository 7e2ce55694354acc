import { and, asc, count, eq, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PageCursor } from "../../shared/page-cursor";
import {
  type Product,
  type ProductList,
  type ProductListQuery,
  type ProductMediaKind,
  type productInputSchema,
  productLimits,
  productMediaLimits,
  type productUpdateSchema,
} from "../../shared/products";
import { readThrough, statePart } from "../cache/user-state-cache";
import { lockUntilCommit } from "../db/advisory-lock";
import { isoTime, type JsonFields, jsonPage, pageOf } from "../db/json-page";
import { firstRowOf, namedStatement } from "../db/named-statement";
import { productMedia, products, productVariants } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { isUniqueViolation } from "../db/unique-violation";
import { DomainError, notFound } from "../errors";
import { composeJson, type JsonText } from "../json-text";
import type { ServiceContext } from "../service-context";
import { productStock } from "./for-sale";
import { keysOf, ownMedia, removeFiles, toProductMedia } from "./media";
import { optionsOf, productCodeTaken, saveVariants, stockOf, toVariant } from "./variants";

type ProductRow = typeof products.$inferSelect;
type ProductValues = ReturnType<typeof productInputSchema.parse>;
type UpdateValues = ReturnType<typeof productUpdateSchema.parse>;

type VariantRow = typeof productVariants.$inferSelect;

export function toProduct(row: ProductRow, media: Product["media"], variantRows: VariantRow[]): Product {
  const variants = variantRows.map(toVariant);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    product_code: row.productCode,
    category: row.category,
    is_available: row.isAvailable,
    stock_quantity: stockOf(variants),
    low_stock_threshold: row.lowStockThreshold,
    media,
    options: optionsOf(row.options),
    variants,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const mediaColumns = {
  id: productMedia.id,
  productId: productMedia.productId,
  kind: productMedia.kind,
  url: productMedia.url,
  thumbnailUrl: productMedia.thumbnailUrl,
};
type MediaRow = Pick<typeof productMedia.$inferSelect, keyof typeof mediaColumns>;

/** Three queries whatever the count: the products, then all their files and all their variants. */
async function withMedia(
  ctx: Pick<ServiceContext, "db">,
  rows: ProductRow[],
  files: SQL | undefined,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const [media, variants] = await Promise.all([
    ctx.db.select(mediaColumns).from(productMedia).where(files).orderBy(asc(productMedia.position)),
    ctx.db
      .select()
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productVariants.position)),
  ]);
  return withMediaRows(rows, media, variants);
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function withMediaRows(rows: ProductRow[], media: MediaRow[], variants: VariantRow[]): Product[] {
  const mediaOf = groupBy(media, (item) => item.productId);
  const variantsOf = groupBy(variants, (variant) => variant.productId);
  return rows.map((row) =>
    toProduct(row, (mediaOf.get(row.id) ?? []).map(toProductMedia), variantsOf.get(row.id) ?? []),
  );
}

/** A product as the API lists it, written by the database: the same keys and values as `toProduct`. */
const productFields = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  product_code: products.productCode,
  category: products.category,
  is_available: products.isAvailable,
  stock_quantity: productStock,
  low_stock_threshold: products.lowStockThreshold,
  // Files are few per product (at most 12) and found by their product's index.
  media: sql`coalesce((
    select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url, 'thumbnail_url', m.thumbnail_url)
      order by m.position)
    from ${productMedia} m where m.product_id = ${products.id}), '[]'::json)`,
  options: products.options,
  // At most 100 per product, found by their product's index.
  variants: sql`coalesce((
    select json_agg(json_build_object('id', v.id, 'option_values', v.option_values, 'code', v.code, 'price', v.price,
      'stock', v.stock, 'is_active', v.is_active, 'media_id', v.media_id) order by v.position)
    from ${productVariants} v where v.product_id = ${products.id}), '[]'::json)`,
  created_at: isoTime(products.createdAt),
  updated_at: isoTime(products.updatedAt),
} satisfies JsonFields<Product>;

/**
 * A page of the seller's products, newest first, each with its files in order as the API shows them, and how
 * many the seller has: one statement (issue 20: one query per read).
 */
function productsPage(before: PageCursor | undefined, values?: { userId: string; limit: number }) {
  const ofSeller = eq(products.userId, values?.userId ?? sql.placeholder("userId"));
  const page = jsonPage({
    fields: productFields,
    table: products,
    where: ofSeller,
    timestamp: products.createdAt,
    id: products.id,
    before,
    limit: values?.limit ?? sql.placeholder("limit"),
  });
  return sql`select page.*, (select count(*)::int from ${products} where ${ofSeller}) from (${page}) page`;
}

/** The first page is what the products tab opens with on every visit; later pages are built when asked. */
const firstProductsPage = namedStatement<{ userId: string; limit: number }>("products_of_seller_first_page", () =>
  productsPage(undefined),
);

const productListOf = (row: unknown[] | undefined) => ({ ...pageOf<Product>(row), count: Number(row?.[2] ?? 0) });

/** The first page of the seller's products with their files, of `limit` items, and how many there are. */
const firstPagePart = statePart<{ limit: number; list: ReturnType<typeof productListOf> }>("products", {
  textLength: (kept) => kept.list.items.text.length,
});

/**
 * 001 §7: a page of the seller's products, newest first, with their files (PROD-14), as the database wrote it.
 * The first page is kept with the seller's state (decision 024): the products tab opens with it on every visit.
 */
export async function listProducts(
  ctx: ServiceContext,
  input: { userId: string } & ProductListQuery,
): Promise<JsonText<ProductList>> {
  const { userId, limit, before } = input;
  if (before) return composeJson<ProductList>(productListOf(await firstRowOf(ctx.db, productsPage(before, input))));
  const first = await readThrough(ctx.userState, userId, firstPagePart, {
    load: async () => ({ limit, list: productListOf(await firstProductsPage(ctx.db, { userId, limit })) }),
    isCurrent: (kept) => kept.limit === limit,
  });
  return composeJson<ProductList>(first.list);
}

const productLimitReached = () =>
  new DomainError("product_limit_reached", 409, `A shop holds at most ${productLimits.perShop} products.`, {
    params: { limit: productLimits.perShop },
  });

/** Issue 34: a shop's products stay under the platform's ceiling; counted under a per-seller lock, so two saves at
 * once cannot both take the last place. */
async function ensureRoomForProduct(tx: Transaction, userId: string) {
  await lockUntilCommit(tx, `products:${userId}`);
  const [stored] = await tx.select({ count: count() }).from(products).where(eq(products.userId, userId));
  if ((stored?.count ?? 0) >= productLimits.perShop) throw productLimitReached();
}

/**
 * The files named for a product must be the seller's drafts or already this product's, and stay
 * within 10 images and 2 videos (PROD-25, PROD-26, PROD-27). Read in the saving transaction with the
 * rows locked, so a draft another save takes meanwhile is seen as taken.
 */
async function checkedMedia(tx: Transaction, input: { userId: string; productId: string | null; ids: string[] }) {
  const ids = [...new Set(input.ids)];
  const rows = await ownMedia(tx, { userId: input.userId, ids, lock: true });
  const usable = rows.filter((row) => row.productId === null || row.productId === input.productId);
  if (usable.length !== ids.length) throw notFound("Media");
  const counts: Record<ProductMediaKind, number> = { image: 0, video: 0 };
  for (const row of usable) counts[row.kind] += 1;
  for (const kind of ["image", "video"] as const) {
    if (counts[kind] > productMediaLimits[kind]) {
      throw new DomainError("media_limit_reached", 400, `At most ${productMediaLimits[kind]} ${kind}s per product.`, {
        params: { limit: productMediaLimits[kind], kind },
      });
    }
  }
  return ids;
}

/**
 * Attaches the files in the order given; on an edit, files no longer named are taken off the product.
 * A file that could not be attached (taken by another product meanwhile) fails the whole save.
 */
async function attachMedia(tx: Transaction, input: { userId: string; productId: string; ids: string[] }) {
  const { userId, productId } = input;
  const ids = await checkedMedia(tx, input);
  const dropped = await tx
    .delete(productMedia)
    .where(
      and(
        eq(productMedia.userId, userId),
        eq(productMedia.productId, productId),
        ...(ids.length > 0 ? [notInArray(productMedia.id, ids)] : []),
      ),
    )
    .returning();
  for (const [position, id] of ids.entries()) {
    const attached = await tx
      .update(productMedia)
      .set({ productId, position })
      .where(
        and(
          eq(productMedia.userId, userId),
          eq(productMedia.id, id),
          or(isNull(productMedia.productId), eq(productMedia.productId, productId)),
        ),
      )
      .returning({ id: productMedia.id });
    if (attached.length === 0) throw notFound("Media");
  }
  return dropped;
}

function columnsOf(values: ProductValues | UpdateValues) {
  return {
    name: values.name,
    description: values.description === "" ? null : values.description,
    price: values.price,
    category: values.category,
    // Left out of an edit: the list's switch may have changed it since the form opened.
    ...(values.is_available === undefined ? {} : { isAvailable: values.is_available }),
    ...(values.low_stock_threshold === undefined ? {} : { lowStockThreshold: values.low_stock_threshold }),
    options: values.options,
  };
}

async function productWithMedia(ctx: ServiceContext, row: ProductRow) {
  const [product] = await withMedia(ctx, [row], eq(productMedia.productId, row.id));
  if (!product) throw notFound("Product");
  return product;
}

/** POST /api/products: the product and its files in one transaction; a duplicate code is refused (PROD-06). */
export async function createProduct(ctx: ServiceContext, input: { userId: string; values: ProductValues; now: Date }) {
  const { userId, values, now } = input;
  const id = crypto.randomUUID();
  const row = await withTransaction(ctx.db, async (tx) => {
    await ensureRoomForProduct(tx, userId);
    const [created] = await tx
      .insert(products)
      .values({ id, userId, productCode: values.product_code, ...columnsOf(values), createdAt: now, updatedAt: now })
      .returning();
    await attachMedia(tx, { userId, productId: id, ids: values.media_ids });
    await saveVariants(tx, { sellerId: userId, productId: id, values, now });
    return created;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw productCodeTaken();
    throw error;
  });
  if (!row) throw new Error("the product row was not returned");
  return productWithMedia(ctx, row);
}

/**
 * PUT /api/products/{id}: the code stays as it was saved (001 §4, PROD-05). The product row is locked
 * first, so two saves at once run one after the other and the file limits hold for the result.
 */
export async function updateProduct(
  ctx: ServiceContext,
  input: { userId: string; productId: string; values: UpdateValues; now: Date },
) {
  const { userId, productId, values, now } = input;
  const { row, dropped } = await withTransaction(ctx.db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(products)
      .where(and(eq(products.userId, userId), eq(products.id, productId)))
      .for("update");
    if (!existing) throw notFound("Product");
    if (values.product_code !== existing.productCode) {
      throw new DomainError("product_code_locked", 400, "A product's code cannot be changed once saved.");
    }
    const [updated] = await tx
      .update(products)
      .set({ ...columnsOf(values), updatedAt: now })
      .where(and(eq(products.userId, userId), eq(products.id, productId)))
      .returning();
    const dropped = await attachMedia(tx, { userId, productId, ids: values.media_ids });
    await saveVariants(tx, { sellerId: userId, productId, values, now });
    return { row: updated, dropped };
  });
  if (!row) throw notFound("Product");
  await removeFiles(ctx, keysOf(dropped));
  return productWithMedia(ctx, row);
}

/** PATCH /api/products/{id} (001 §4, PROD-17). */
export async function setAvailability(
  ctx: ServiceContext,
  input: { userId: string; productId: string; isAvailable: boolean; now: Date },
) {
  const [row] = await ctx.db
    .update(products)
    .set({ isAvailable: input.isAvailable, updatedAt: input.now })
    .where(and(eq(products.userId, input.userId), eq(products.id, input.productId)))
    .returning();
  if (!row) throw notFound("Product");
  return productWithMedia(ctx, row);
}

/** DELETE /api/products/{id}: the product, its rows and its stored files (PROD-16). */
export async function deleteProduct(ctx: ServiceContext, input: { userId: string; productId: string }) {
  const { userId, productId } = input;
  const media = await withTransaction(ctx.db, async (tx) => {
    const files = await tx
      .delete(productMedia)
      .where(and(eq(productMedia.userId, userId), eq(productMedia.productId, productId)))
      .returning();
    const [deleted] = await tx
      .delete(products)
      .where(and(eq(products.userId, userId), eq(products.id, productId)))
      .returning({ id: products.id });
    if (!deleted) throw notFound("Product");
    return files;
  });
  await removeFiles(ctx, keysOf(media));
}
export { offeredForSale, productStock, productVariantCodes, variantForSale } from "./for-sale";
export { removeFiles } from "./media";
export { setStockByCode, stockOf, variantPrice } from "./variants";
