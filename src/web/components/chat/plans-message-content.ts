import type { Locale } from "@shared/locales";
import { type PaidPlan, type PlanId, paidPlans } from "@shared/plans";
import type { TFunction } from "i18next";
import { formatNumber, formatToman } from "@/lib/format";

type FixedHighlight =
  | "dailyIdeas"
  | "trendingHashtags"
  | "smartCaptions"
  | "musicSuggestions"
  | "timing"
  | "everythingUnlimited"
  | "expertConsulting";

export type PlanHighlight =
  | { key: "aiMessagesPerMonth"; count: number }
  | { key: "unlimitedChat" }
  | { key: "everythingIn"; plan: string }
  | { key: FixedHighlight };

export type PlanOffer = { id: PlanId; name: string; price: string; highlights: PlanHighlight[] };

// 000 §9, DESIGN d13: what each plan adds, beside what the catalogue counts.
const addedFeatures: Record<PlanId, FixedHighlight[]> = {
  eco: ["dailyIdeas", "trendingHashtags"],
  pro: ["smartCaptions", "musicSuggestions", "timing"],
  ultra: ["everythingUnlimited", "expertConsulting"],
};

function chatHighlight(plan: PaidPlan, previous: PaidPlan | undefined): PlanHighlight | null {
  const { aiMessages } = plan.allowances;
  if (aiMessages !== null) return { key: "aiMessagesPerMonth", count: aiMessages };
  return previous?.allowances.aiMessages === null ? null : { key: "unlimitedChat" };
}

/** The plans message (CHAT-29…32): each paid plan of the catalogue with its price a month and highlights. */
export function planOffers(locale: Locale): PlanOffer[] {
  return paidPlans.map((plan, index) => {
    const previous = paidPlans[index - 1];
    const highlights: (PlanHighlight | null)[] = [
      previous ? { key: "everythingIn", plan: previous.name[locale] } : null,
      chatHighlight(plan, previous),
      ...addedFeatures[plan.id].map((key) => ({ key })),
    ];
    return {
      id: plan.id,
      name: plan.name[locale],
      price: formatToman(plan.priceToman, locale),
      highlights: highlights.filter((highlight) => highlight !== null),
    };
  });
}

export function highlightText(highlight: PlanHighlight, t: TFunction, locale: Locale): string {
  switch (highlight.key) {
    case "aiMessagesPerMonth":
      return t("chat.plans.features.aiMessagesPerMonth", {
        count: highlight.count,
        value: formatNumber(highlight.count, locale),
      });
    case "everythingIn":
      return t("chat.plans.features.everythingIn", { plan: highlight.plan });
    default:
      return t(`chat.plans.features.${highlight.key}`);
  }
}
