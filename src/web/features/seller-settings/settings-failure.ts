import type { Locale } from "@shared/locales";
import type { TFunction } from "i18next";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";

/**
 * A failed settings action, told as 001 §8 says: when the signed-in user is gone (the session ended in
 * another tab, the account was deleted) "user not found" with a way forward; otherwise the action's own
 * failure (`title`) with the server's reason.
 */
export function toastSettingsFailure(t: TFunction, title: string, error: unknown, locale: Locale) {
  if (error instanceof ApiError && error.code === "unauthenticated") {
    toast.error(t("sellerSettings.userNotFound"), { description: t("sellerSettings.signInAgain") });
    return;
  }
  toast.error(title, { description: apiErrorMessage(t, error, locale) });
}
