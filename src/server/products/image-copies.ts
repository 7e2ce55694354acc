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

async function copyOf(input: sharp.Sharp, size: number, quality: number): Promise<ImageCopy> {
  const { data, info } = await input
    .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

async function pixelsOf(bytes: Uint8Array) {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width * height;
  } catch (error) {
    throw new UnreadableImageError("The image could not be decoded.", { cause: error });
  }
}

/**
 * A display copy (at most 1600 px, webp) and a thumbnail (at most 400 px) of an uploaded image; the
 * original is never stored, so a 40 MB photo is served as a few hundred KB. EXIF orientation is
 * applied and the metadata (a phone's GPS position) dropped. The original is decoded once: the
 * thumbnail is made from the display copy.
 */
export async function imageCopies(bytes: Uint8Array): Promise<{ display: ImageCopy; thumbnail: ImageCopy }> {
  if ((await pixelsOf(bytes)) > maxImagePixels) throw new ImageTooLargeError("The image has too many pixels.");
  try {
    const display = await copyOf(sharp(bytes, { limitInputPixels: maxImagePixels }).rotate(), displaySize, 82);
    const thumbnail = await copyOf(sharp(display.bytes), thumbnailSize, 75);
    return { display, thumbnail };
  } catch (error) {
    throw new UnreadableImageError("The image could not be decoded.", { cause: error });
  }
}
