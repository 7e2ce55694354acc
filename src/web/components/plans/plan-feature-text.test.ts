import type { Locale } from "@shared/locales";
import { allowanceFeatures } from "@shared/plan-features";
import { freeAllowances, type PlanAllowances, paidPlans, planForTier } from "@shared/plans";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { planFeatureText } from "./plan-feature-text";

async function featureText(locale: Locale) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    interpolation: { escapeValue: false },
  });
  return (allowances: PlanAllowances) =>
    allowanceFeatures(allowances).map((line) => planFeatureText(line, i18n.t, locale));
}

describe("the words of a plan's feature list", () => {
  it("PLAN-02 the free plan reads as its limits, one bot included", async () => {
    const text = await featureText("en");
    expect(text(freeAllowances)).toEqual([
      "3 AI messages a day",
      "3 content ideas a week",
      "Captions in 1 style",
      "Basic hashtags for your field",
      "1 account on each network, WhatsApp included",
      "1 connected bot",
    ]);
  });

  it("PLAN-07 Ultra's unlimited allowances read as unlimited", async () => {
    const text = await featureText("en");
    expect(text(planForTier("enterprise").allowances)).toEqual([
      "Unlimited AI messages (fair use)",
      "Unlimited content ideas",
      "Captions in every style",
      "Daily trending hashtags",
      "Viral music suggestions",
      "Smart posting schedule",
      "Unlimited accounts on every network, WhatsApp included",
      "Unlimited connected bots",
      "Unlimited staff in the shop",
    ]);
  });

  it("in Persian the counts have Persian digits", async () => {
    const text = await featureText("fa");
    const [messages, ideas, , , , bots] = text(planForTier("basic").allowances);
    expect(messages).toBe("۱۰۰ پیام هوش مصنوعی در ماه");
    expect(ideas).toBe("۱ ایدهٔ محتوا در روز");
    expect(bots).toBe("اتصال ۱ ربات");
  });

  it("every line of every plan has its own words in both languages", async () => {
    for (const locale of ["fa", "en"] as const) {
      const text = await featureText(locale);
      for (const allowances of [freeAllowances, ...paidPlans.map((plan) => plan.allowances)]) {
        const lines = text(allowances);
        expect(lines.filter((line) => line.startsWith("planFeatures."))).toEqual([]);
        expect(new Set(lines).size).toBe(lines.length);
      }
    }
  });
});
