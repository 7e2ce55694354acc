import { detectImage } from "./image-check";
import { detectProductMedia } from "./media-check";

/** file-type's own sample size: every accepted image and video is known by its first bytes. */
export const detectionSampleBytes = 4100;

/**
 * The type a stored file is served as, judged by its first bytes, never its name or the type it was
 * stored with: an accepted image or product video, and anything else as a download.
 */
export async function servedContentType(sample: Uint8Array): Promise<string> {
  const media = (await detectImage(sample)) ?? (await detectProductMedia(sample));
  return media?.mime ?? "application/octet-stream";
}
