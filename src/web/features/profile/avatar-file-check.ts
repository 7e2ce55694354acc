import { avatarMimeTypes, maxAvatarBytes } from "@shared/profile";

export type AvatarFileProblem = "tooLarge" | "notAnImage";

/**
 * 000 §5, §9: refused in the browser before any upload; the server checks the bytes again (PROF-24).
 * Only the image kinds the server keeps count (an SVG is refused there too).
 */
export function avatarFileProblem(file: { size: number; type: string }): AvatarFileProblem | null {
  if (!avatarMimeTypes.some((type) => type === file.type)) return "notAnImage";
  if (file.size > maxAvatarBytes) return "tooLarge";
  return null;
}
