import type { Locale } from "@shared/locales";
import { channelFailureReasons } from "@shared/publishing";
import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatHandle } from "@/lib/format";

/**
 * What the seller should fix when a channel was not linked: the platform's reason in words that name the
 * bot (add it as an admin, give it "Post messages", …), or the API's own message for anything else.
 */
export function linkFailureMessage(
  t: TFunction,
  error: unknown,
  locale: Locale,
  bot: { bot_username: string } | undefined,
): string {
  if (!(error instanceof ApiError)) return apiErrorMessage(t, error, locale);
  const botName = bot ? formatHandle(bot.bot_username, locale) : "";
  if (error.code === "bot_platform_unreachable") return t("channels.reasons.platform_unreachable");
  const reason = channelFailureReasons.find((one) => one === error.params.reason);
  if (error.code !== "channel_not_postable" || reason === undefined) return apiErrorMessage(t, error, locale);
  return t(`channels.reasons.${reason}`, { bot: botName, detail: String(error.params.detail ?? "") });
}
