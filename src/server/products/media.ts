import { and, count, eq, inArray, isNull, lt } from "drizzle-orm";
import { maxProductMediaBytes, type ProductMedia } from "../../shared/products";
import { productMedia } from "../db/schema";
import { DomainError, notFound } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import { ImageTooLargeError, imageCopies, UnreadableImageError } from "../integrations/storage/image-copies";
import { detectProductMedia } from "../integrations/storage/media-check";
import { withoutVideoLocation } from "../integrations/storage/video-location";
import type { ServiceContext } from "../service-context";

type MediaRow = typeof productMedia.$inferSelect;

/** Files uploaded for a product that was never saved; more waiting at once is refused. */
export const maxDraftMedia = 24;
/** A draft older than this was abandoned (the form was closed); the next upload removes it. */
export const draftLifetimeMs = 24 * 60 * 60 * 1000;
/** With `maxDraftMedia` drafts waiting, those older than this are taken as abandoned too. */
export const abandonedDraftAgeMs = 60 * 60 * 1000;

export const mediaTooLarge = () => new DomainError("media_too_large", 413, "The file is larger than 50 MB.");
const mediaTypeRefused = () =>
  new DomainError("media_type_refused", 400, "Only jpg, png or webp images and mp4 or mov videos are accepted.");

export function toProductMedia(row: Pick<MediaRow, "id" | "kind" | "url" | "thumbnailUrl">): ProductMedia {
  return { id: row.id, kind: row.kind, url: row.url, thumbnail_url: row.thumbnailUrl };
}

/** The files to store for an upload: an image's two resized copies, or the video without where it was filmed. */
async function filesOf(userId: string, bytes: Uint8Array) {
  const media = await detectProductMedia(bytes);
  if (!media) throw mediaTypeRefused();
  const base = `products/${userId}/${crypto.randomUUID()}`;
  if (media.kind === "video") {
    const main = { key: `${base}.${media.extension}`, bytes: withoutVideoLocation(bytes), contentType: media.mime };
    return { kind: media.kind, main };
  }
  const copies = await imageCopies(bytes).catch((error: unknown) => {
    if (error instanceof UnreadableImageError) throw mediaTypeRefused();
    if (error instanceof ImageTooLargeError) {
      throw new DomainError("media_image_too_large", 400, "The image must be at most 40 megapixels.");
    }
    throw error;
  });
  return {
    kind: media.kind,
    main: { key: `${base}.webp`, bytes: copies.display.bytes, contentType: "image/webp" },
    thumbnail: { key: `${base}-thumb.webp`, bytes: copies.thumbnail.bytes, contentType: "image/webp" },
  };
}

/**
 * POST /api/products/media: a file is stored when the seller picks it, before the product is saved,
 * as the seller's draft; saving the product attaches it (PROD-27, PROD-28).
 */
export async function uploadProductMedia(
  ctx: ServiceContext & { uploadRateLimit: PerUserRateLimit },
  input: { userId: string; bytes: Uint8Array; now: Date },
): Promise<ProductMedia> {
  const { userId, bytes, now } = input;
  if (!ctx.uploadRateLimit.take(userId)) {
    throw new DomainError("rate_limited", 429, "Too many uploads; please wait a moment and try again.");
  }
  if (bytes.byteLength > maxProductMediaBytes) throw mediaTooLarge();
  await removeDrafts(ctx, { userId, olderThan: new Date(now.getTime() - draftLifetimeMs) });
  if ((await draftCount(ctx, userId)) >= maxDraftMedia) {
    // A form open longer than an hour is rare; the seller cannot see the files of a form they closed
    // or reloaded, so these go rather than refusing uploads for a day.
    await removeDrafts(ctx, { userId, olderThan: new Date(now.getTime() - abandonedDraftAgeMs) });
  }
  if ((await draftCount(ctx, userId)) >= maxDraftMedia) {
    throw new DomainError("media_drafts_full", 409, "Too many files wait for a product; save it or remove some.", {
      params: { limit: maxDraftMedia },
    });
  }
  const files = await filesOf(userId, bytes);
  const stored: string[] = [];
  try {
    const { url } = await ctx.storage.put(files.main.key, files.main.bytes, files.main.contentType);
    stored.push(files.main.key);
    const thumbnail = files.thumbnail
      ? await ctx.storage.put(files.thumbnail.key, files.thumbnail.bytes, files.thumbnail.contentType)
      : undefined;
    if (files.thumbnail) stored.push(files.thumbnail.key);
    const [row] = await ctx.db
      .insert(productMedia)
      .values({
        id: crypto.randomUUID(),
        userId,
        kind: files.kind,
        storageKey: files.main.key,
        url,
        thumbnailKey: files.thumbnail?.key ?? null,
        thumbnailUrl: thumbnail?.url ?? null,
        contentType: files.main.contentType,
        bytes: files.main.bytes.byteLength,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("the media row was not returned");
    return toProductMedia(row);
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
}

/** DELETE /api/products/media/{id}: the file goes at once, a draft or attached (PROD-30). */
export async function removeProductMedia(ctx: ServiceContext, input: { userId: string; mediaId: string }) {
  const [row] = await ctx.db
    .delete(productMedia)
    .where(and(eq(productMedia.userId, input.userId), eq(productMedia.id, input.mediaId)))
    .returning();
  if (!row) throw notFound("Media");
  await removeFiles(ctx, keysOf([row]));
}

async function draftCount(ctx: ServiceContext, userId: string) {
  const [drafts] = await ctx.db
    .select({ value: count() })
    .from(productMedia)
    .where(and(eq(productMedia.userId, userId), isNull(productMedia.productId)));
  return drafts?.value ?? 0;
}

async function removeDrafts(ctx: ServiceContext, input: { userId: string; olderThan: Date }) {
  const rows = await ctx.db
    .delete(productMedia)
    .where(
      and(
        eq(productMedia.userId, input.userId),
        isNull(productMedia.productId),
        lt(productMedia.createdAt, input.olderThan),
      ),
    )
    .returning();
  await removeFiles(ctx, keysOf(rows));
}

/** The account's product files, before the account (and with it every row) is deleted (DESIGN d7). */
export async function removeProductFilesOf(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger">,
  input: { userId: string },
) {
  const rows = await ctx.db.select().from(productMedia).where(eq(productMedia.userId, input.userId));
  await removeFiles(ctx, keysOf(rows));
}

export function keysOf(rows: Pick<MediaRow, "storageKey" | "thumbnailKey">[]): string[] {
  return rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey]));
}

/** A file left behind costs space, not the seller's data: its row is gone, so log it and go on. */
export async function removeFiles(ctx: Pick<ServiceContext, "storage" | "logger">, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)));
  results.forEach((result, index) => {
    if (result.status === "rejected")
      ctx.logger.warn({ err: result.reason, key: keys[index] }, "could not remove a product file");
  });
}

/** Rows of the seller's media among `ids`; `lock` holds them until the caller's transaction ends. */
export function ownMedia(db: ServiceContext["db"], input: { userId: string; ids: string[]; lock?: boolean }) {
  if (input.ids.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(productMedia)
    .where(and(eq(productMedia.userId, input.userId), inArray(productMedia.id, input.ids)));
  return input.lock ? query.for("update") : query;
}
