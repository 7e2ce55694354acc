import { fileTypeFromBuffer } from "file-type";

export type ImageMime = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

const acceptedImages = new Set<string>(["image/jpeg", "image/png", "image/webp", "image/gif"] satisfies ImageMime[]);

/** The image type the bytes really are, judged by their magic bytes; undefined for anything else (SVG included). */
export async function detectImage(bytes: Uint8Array): Promise<{ mime: ImageMime; extension: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAcceptedImage(detected.mime)) return undefined;
  return { mime: detected.mime, extension: detected.ext };
}

function isAcceptedImage(mime: string): mime is ImageMime {
  return acceptedImages.has(mime);
}
