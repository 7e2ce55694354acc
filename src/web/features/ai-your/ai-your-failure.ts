import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-error";

/** An answer of the server with `ok: false`: its `error` text is shown as it is (000 §7). */
export class AiYourRefusal extends Error {
  constructor(message: string | undefined) {
    super(message ?? "");
    this.name = "AiYourRefusal";
  }
}

export type AiYourFailure = { kind: "quota" } | { kind: "failed"; message: string };

/** The error mark that starts a failed reply (000 §8). */
export const errorMark = "⚠️";

/** 000 §8: a toast with the error's message, or "error communicating with AI" when there is none. */
export function aiYourFailureOf(error: unknown, t: TFunction): AiYourFailure {
  if (error instanceof AiYourRefusal && error.message.trim()) return { kind: "failed", message: error.message };
  if (!(error instanceof ApiError)) return { kind: "failed", message: t("aiYour.failed") };
  switch (error.code) {
    case "quota_exceeded":
      return { kind: "quota" };
    case "rate_limited":
    case "payload_too_large":
    case "unauthenticated":
    case "validation_failed":
      return { kind: "failed", message: t(`errors.${error.code}`) };
    default:
      return { kind: "failed", message: t("aiYour.failed") };
  }
}
