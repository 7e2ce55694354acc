import type { Locale } from "@shared/locales";
import type { TFunction } from "i18next";
import { formatCompact } from "@/lib/format";

/** "1 follower", "12K followers": the plural form follows the exact count, the text shows it compact. */
export function followerCountText(t: TFunction, count: number, locale: Locale): string {
  return t("social.list.followers", { count, value: formatCompact(count, locale) });
}
