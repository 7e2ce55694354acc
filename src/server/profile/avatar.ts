import { eq } from "drizzle-orm";
import { maxAvatarBytes } from "../../shared/profile";
import { profiles } from "../db/schema";
import { DomainError } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import { detectImage } from "../integrations/storage/image-check";
import { ImageTooLargeError, imageCopy, UnreadableImageError } from "../integrations/storage/image-copies";
import type { ServiceContext } from "../service-context";

// 000 §5: the two refusals, by the file's size and by its bytes (never its name or declared type).
export const avatarTooLarge = () => new DomainError("avatar_too_large", 413, "file size must not exceed 2 MB");
export const notAnImage = () => new DomainError("not_an_image", 400, "only image files are allowed");
const tooManyPixels = () => new DomainError("avatar_too_many_pixels", 400, "The image must be at most 250 megapixels.");

/** Shown at 80 px or less (three times that on a sharp screen): 512 px is plenty, and a few KB. */
export const avatarSize = 512;
/** A 200 MP phone photo fits; a 2 MB file claiming more would take seconds and gigabytes to decode. */
export const maxAvatarPixels = 250_000_000;

/** Issue 34: stored re-encoded, never as uploaded, so no GPS position or 15000 px image reaches a viewer. */
async function avatarCopy(bytes: Uint8Array) {
  if (!(await detectImage(bytes))) throw notAnImage();
  try {
    return await imageCopy(bytes, { size: avatarSize, quality: 82, maxPixels: maxAvatarPixels });
  } catch (error) {
    if (error instanceof UnreadableImageError) throw notAnImage();
    if (error instanceof ImageTooLargeError) throw tooManyPixels();
    throw error;
  }
}

/**
 * Stores a new avatar and points the profile at it; the old file goes only once the new one is saved,
 * so a failed upload leaves the old avatar in place.
 */
export async function replaceAvatar(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger"> & { rateLimit: PerUserRateLimit },
  input: { userId: string; bytes: Uint8Array; now: Date },
) {
  const { userId, bytes, now } = input;
  if (!ctx.rateLimit.take(userId)) {
    throw new DomainError("rate_limited", 429, "Too many uploads; please wait a moment and try again.");
  }
  if (bytes.byteLength > maxAvatarBytes) throw avatarTooLarge();
  const copy = await avatarCopy(bytes);
  const key = `avatars/${userId}/${crypto.randomUUID()}.webp`;
  const { url } = await ctx.storage.put(key, copy.bytes, "image/webp");
  const previous = await ctx.db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
  try {
    await ctx.db
      .insert(profiles)
      .values({ userId, avatarUrl: url, avatarKey: key })
      .onConflictDoUpdate({ target: profiles.userId, set: { avatarUrl: url, avatarKey: key, updatedAt: now } });
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  const oldKey = previous[0]?.key;
  if (oldKey) await removeQuietly(ctx, oldKey);
  return { avatar_url: url };
}

/** The account's files, before the account is deleted (DESIGN d7). */
export async function removeAvatarOf(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger">,
  input: { userId: string },
) {
  const rows = await ctx.db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, input.userId));
  const key = rows[0]?.key;
  if (key) await removeQuietly(ctx, key);
}

/** A file left behind costs disk space, not the user's data: log it and go on. */
async function removeQuietly(deps: Pick<ServiceContext, "storage" | "logger">, key: string) {
  try {
    await deps.storage.remove(key);
  } catch (error) {
    deps.logger.warn({ err: error, key }, "could not remove a replaced file");
  }
}
