import { ApiError } from "@/lib/api-error";

/**
 * 001 §7, §8: which toast a failed connect gets. A refusal the server explained is "error connecting
 * the bot" with its reason; no session is "please log in first"; a failure nobody explained (the server
 * broke, the network dropped) is "unknown error".
 */
export function connectFailureTitle(error: unknown): "signInFirst" | "connectFailed" | "unknownError" {
  if (!(error instanceof ApiError)) return "unknownError";
  if (error.code === "unauthenticated") return "signInFirst";
  if (error.status >= 400 && error.status < 500) return "connectFailed";
  if (error.code.startsWith("bot_")) return "connectFailed";
  return "unknownError";
}
