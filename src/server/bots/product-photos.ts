import { and, asc, eq } from "drizzle-orm";
import { GrammyError, InputFile } from "grammy";
import type { InlineKeyboardMarkup, PhotoSize } from "grammy/types";
import type { Database } from "../db/client";
import { botPhotos, productMedia } from "../db/schema";
import { type FileStorage, storedBytes } from "../integrations/storage/file-storage";
import type { Logger } from "../logger";

export type ProductImage = { id: string; storageKey: string };
export type PhotoOptions = { caption: string; parse_mode: "HTML"; reply_markup: InlineKeyboardMarkup };
type SentPhoto = { message_id: number; photo?: PhotoSize[] };

/**
 * Where a bot sends a product's photo: a buyer's chat (the storefront) or a seller's channel (a post). `send`
 * is the one call that differs; `refuses` says which failed send means "not this photo" (text goes instead),
 * anything else is thrown to the caller. By default a 400 from the platform.
 */
export interface PhotoTarget {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  botId: string;
  send(photo: string | InputFile, options: PhotoOptions): Promise<SentPhoto>;
  refuses?(error: unknown): boolean;
}

/** The image a product's card shows: its first (lowest position); undefined when it has none. */
export async function firstImage(db: Database, productId: string): Promise<ProductImage | undefined> {
  const [image] = await db
    .select({ id: productMedia.id, storageKey: productMedia.storageKey })
    .from(productMedia)
    .where(and(eq(productMedia.productId, productId), eq(productMedia.kind, "image")))
    .orderBy(asc(productMedia.position), asc(productMedia.id))
    .limit(1);
  return image;
}

/** One of the product's images by its id (a variant's own, DESIGN 29); undefined when it is not one of them. */
export async function productImage(
  db: Database,
  productId: string,
  mediaId: string,
): Promise<ProductImage | undefined> {
  const [image] = await db
    .select({ id: productMedia.id, storageKey: productMedia.storageKey })
    .from(productMedia)
    .where(and(eq(productMedia.id, mediaId), eq(productMedia.productId, productId), eq(productMedia.kind, "image")));
  return image;
}

/** The photo sent to `target` by its cached file_id, or uploaded; the message it made, or undefined when it could not go. */
export async function sendPhotoOnce(
  target: PhotoTarget,
  image: ProductImage,
  options: PhotoOptions,
): Promise<SentPhoto | undefined> {
  const [cached] = await target.db
    .select({ fileId: botPhotos.fileId })
    .from(botPhotos)
    .where(and(eq(botPhotos.botId, target.botId), eq(botPhotos.mediaId, image.id)));
  if (cached) {
    try {
      return await target.send(cached.fileId, options);
    } catch (error) {
      if (!refused(target, error)) throw error;
    }
  }
  return uploadPhoto(target, image, options);
}

/** Uploads the stored bytes and keeps the file_id of the largest size the platform made of them. */
async function uploadPhoto(target: PhotoTarget, image: ProductImage, options: PhotoOptions) {
  const warn = (reason: Record<string, unknown>) => {
    target.logger.warn(
      { ...reason, botId: target.botId, mediaId: image.id },
      "a product photo could not be uploaded; the card went as text",
    );
    return undefined;
  };
  let bytes: Uint8Array | undefined;
  try {
    bytes = await storedBytes(target.storage, image.storageKey);
  } catch (error) {
    return warn({ err: error });
  }
  if (!bytes) return warn({ storageKey: image.storageKey, reason: "not readable from storage" });
  let sent: SentPhoto;
  try {
    sent = await target.send(new InputFile(bytes, image.storageKey.split("/").at(-1)), options);
  } catch (error) {
    if (!refused(target, error)) throw error;
    return warn({ err: error });
  }
  const largest = largestSize(sent.photo ?? []);
  if (largest) await rememberFileId(target.db, target.botId, image.id, largest.file_id);
  return sent;
}

/** Two updates uploading the same photo at once both keep a valid file_id: the last one written stays. */
function rememberFileId(db: Database, botId: string, mediaId: string, fileId: string) {
  return db
    .insert(botPhotos)
    .values({ botId, mediaId, fileId })
    .onConflictDoUpdate({ target: [botPhotos.botId, botPhotos.mediaId], set: { fileId, createdAt: new Date() } });
}

/** A sent photo comes back in several sizes (smallest first, by custom); the one kept is the largest. */
function largestSize(sizes: PhotoSize[]): PhotoSize | undefined {
  return sizes.toSorted((a, b) => b.width * b.height - a.width * a.height)[0];
}

/** A 400 from the platform: this file_id or these bytes will not do; anything else (network, 5xx) is retried. */
const refused = (target: PhotoTarget, error: unknown) =>
  target.refuses ? target.refuses(error) : error instanceof GrammyError && error.error_code === 400;
