import { fileTypeFromBuffer } from "file-type";
import type { ProductMediaKind } from "../../../shared/products";

export type ProductMediaMime = "image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/quicktime";

const productMedia: Record<string, { kind: ProductMediaKind; mime: ProductMediaMime; extension: string }> = {
  "image/jpeg": { kind: "image", mime: "image/jpeg", extension: "jpg" },
  "image/png": { kind: "image", mime: "image/png", extension: "png" },
  "image/webp": { kind: "image", mime: "image/webp", extension: "webp" },
  "video/mp4": { kind: "video", mime: "video/mp4", extension: "mp4" },
  "video/quicktime": { kind: "video", mime: "video/quicktime", extension: "mov" },
};

/**
 * 001 §5: what a product file really is, judged by its bytes (never its name or declared type):
 * a jpg/png/webp image or an mp4/mov video; undefined for anything else.
 */
export async function detectProductMedia(bytes: Uint8Array) {
  const detected = await fileTypeFromBuffer(bytes);
  // file-type names some MP4 brands (M4V, ISO media) by their own type; their bytes are MP4 all the same.
  const mime = detected?.mime === "video/x-m4v" ? "video/mp4" : detected?.mime;
  return mime ? productMedia[mime] : undefined;
}
