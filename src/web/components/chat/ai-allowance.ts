import type { AiQuota } from "@shared/chat";
import type { Locale } from "@shared/locales";
import type { TFunction } from "i18next";
import { formatNumber } from "@/lib/format";

export interface AllowanceNote {
  text: string;
  /** Nothing is left until the day (free) or the month (Eco) turns: sending waits for a plan or for then. */
  usedUp: boolean;
  /** 000 §2: a free user always sees the way to a plan; an Eco subscriber once the month's messages are spent. */
  offerUpgrade: boolean;
}

/**
 * What the chat, "your intelligence" and the content assistant say under their input about the one AI
 * allowance they share (DESIGN d5); null for an unlimited plan, which has nothing to count.
 */
export function allowanceNote(
  quota: Pick<AiQuota, "limit" | "remaining" | "period">,
  t: TFunction,
  locale: Locale,
): AllowanceNote | null {
  const { limit, remaining, period } = quota;
  if (limit === null || remaining === null) return null;
  const values = { remaining: formatNumber(remaining, locale), limit: formatNumber(limit, locale) };
  const usedUp = remaining === 0;
  const text = usedUp ? t(`chat.allowance.usedUp.${period}`, values) : t(`chat.allowance.left.${period}`, values);
  return { text, usedUp, offerUpgrade: period === "day" || usedUp };
}
