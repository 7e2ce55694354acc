import sharp from "sharp";

/** Issue 12: what the bot sends stays well under Telegram's 10 MB photo limit; lists load the small copy. */
export const displaySize = 1600;
export const thumbnailSize = 400;
/**
 * A phone's 200 MP photo fits; a small file claiming 16000×16000 px (sharp's default allows ~268 MP)
 * would take seconds of CPU and hundreds of MB to decode, so it is refused from its header.
 */
export const maxImagePixels = 40_000_000;

export interface ImageCopy {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** The bytes looked like an image but could not be decoded (a truncated or forged file). */
export class UnreadableImageError extends Error {
  override readonly name = "UnreadableImageError";
}

/** The image's width times height is over `maxImagePixels`. */
export class ImageTooLargeError extends Error {
  override readonly name = "ImageTooLargeError";
}

async function pixelsOf(bytes: Uint8Array) {
  try {
    // Only the header is read here; sharp's own limit would call a 900 MP claim unreadable, not too large.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width * height;
  } catch (error) {
    throw new UnreadableImageError("The image could not be decoded.", { cause: error });
  }
}

export interface CopyOptions {
  /** The longest side of the copy; a smaller image is not enlarged. */
  size: number;
  quality: number;
  /** Refused from the header above this; default `maxImagePixels`. */
  maxPixels?: number;
}

/**
 * The one way an uploaded image is stored (product photos, receipts, avatars): judged by its header's
 * pixel count, decoded once, turned upright by its EXIF orientation and re-encoded as webp at most `size`
 * px. sharp writes no metadata unless asked, so a phone's GPS position, camera and ICC profile are gone.
 */
export async function imageCopy(bytes: Uint8Array, options: CopyOptions): Promise<ImageCopy> {
  const maxPixels = options.maxPixels ?? maxImagePixels;
  if ((await pixelsOf(bytes)) > maxPixels) throw new ImageTooLargeError("The image has too many pixels.");
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: options.size, height: options.size, fit: "inside", withoutEnlargement: true })
      .webp({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadableImageError("The image could not be decoded.", { cause: error });
  }
}

/**
 * A display copy (at most 1600 px) and a thumbnail (at most 400 px) of an uploaded image; the original is
 * never stored, so a 40 MB photo is served as a few hundred KB. The original is decoded once: the
 * thumbnail is made from the display copy.
 */
export async function imageCopies(bytes: Uint8Array): Promise<{ display: ImageCopy; thumbnail: ImageCopy }> {
  const display = await imageCopy(bytes, { size: displaySize, quality: 82 });
  const thumbnail = await imageCopy(display.bytes, { size: thumbnailSize, quality: 75 });
  return { display, thumbnail };
}
