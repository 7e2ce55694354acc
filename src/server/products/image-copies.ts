import sharp from "sharp";

/** Issue 12: what the bot sends stays well under Telegram's 10 MB photo limit; lists load the small copy. */
export const displaySize = 1600;
export const thumbnailSize = 400;

export interface ImageCopy {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** The bytes looked like an image but could not be decoded (a truncated or forged file). */
export class UnreadableImageError extends Error {
  override readonly name = "UnreadableImageError";
}

async function copyOf(bytes: Uint8Array, size: number, quality: number): Promise<ImageCopy> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * A display copy (at most 1600 px, webp) and a thumbnail (at most 400 px) of an uploaded image; the
 * original is never stored, so a 40 MB photo is served as a few hundred KB. EXIF orientation is
 * applied and the metadata (a phone's GPS position) dropped.
 */
export async function imageCopies(bytes: Uint8Array): Promise<{ display: ImageCopy; thumbnail: ImageCopy }> {
  try {
    const [display, thumbnail] = await Promise.all([copyOf(bytes, displaySize, 82), copyOf(bytes, thumbnailSize, 75)]);
    return { display, thumbnail };
  } catch (error) {
    throw new UnreadableImageError("The image could not be decoded.", { cause: error });
  }
}
