import type { Locale } from "@shared/locales";
import { allowanceFeatures } from "@shared/plan-features";
import { comparisonTable, paidPlans, planForTier } from "@shared/plans";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { comparisonValueText, isCategoryKey, isFeatureKey, isValueKey, planCardLineText } from "./comparison-text";
import { freePlanCardLines, type PlanCardLine, paidPlanCardLines } from "./plan-card-lines";

async function translator(locale: Locale): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

async function texts(lines: PlanCardLine[], locale: Locale = "en") {
  const t = await translator(locale);
  return lines.map((line) => planCardLineText(line, t, locale));
}

const eco = planForTier("basic");
const pro = planForTier("premium");
const ultra = planForTier("enterprise");

describe("plan cards, generated from the catalogue (DESIGN d13, d14)", () => {
  it("PLAN-02: the free card lists its limits and email support", async () => {
    expect(await texts(freePlanCardLines())).toEqual([
      "3 AI messages a day",
      "3 content ideas a week",
      "Captions in 1 style",
      "Basic hashtags for your field",
      "1 account on each network, WhatsApp included",
      "1 connected bot",
      "Support type: email",
    ]);
  });

  it("PLAN-04: the base plan (Eco) lists daily content, 3 caption styles, trending hashtags, one account per network, limited replies and its support", async () => {
    expect(await texts(paidPlanCardLines(eco))).toEqual([
      "100 AI messages a month",
      "1 content idea a day",
      "Captions in 3 styles",
      "Daily trending hashtags",
      "1 account on each network, WhatsApp included",
      "1 connected bot",
      "1 staff member in the shop",
      "Auto-replies for a messaging app: staging",
      "Analytics dashboard: basic",
      "Support type: email",
      "Response time: 24-48 hours",
    ]);
  });

  it("PLAN-04: Eco's card promises nothing Eco does not give: no unlimited ideas, viral music or scheduling", async () => {
    const text = (await texts(paidPlanCardLines(eco))).join("\n");
    expect(text).not.toMatch(/unlimited|viral music|schedul|priority/i);
    expect(eco.allowances.viralMusic || eco.allowances.smartScheduling).toBe(false);
  });

  it("PLAN-07: the special plan (Ultra) lists multi-account, analytics, API, 24/7 support and a consultant", async () => {
    expect(await texts(paidPlanCardLines(ultra))).toEqual([
      "Unlimited AI messages (fair use)",
      "Unlimited content ideas",
      "Captions in every style",
      "Daily trending hashtags",
      "Viral music suggestions",
      "Smart posting schedule",
      "Unlimited accounts on every network, WhatsApp included",
      "Unlimited connected bots",
      "Unlimited staff in the shop",
      "Auto-replies for a messaging app: full plus API",
      "Message personalisation",
      "Dedicated API",
      "Analytics dashboard: full plus KPI",
      "User behaviour analysis",
      "CRM integration",
      "Support type: VIP 24/7",
      "Response time: immediate",
      "Dedicated account manager",
      "Monthly consulting",
    ]);
  });

  it("PLAN-11: Pro gets unlimited messages, 10 ideas a day, viral music, scheduling and 3 accounts per network", async () => {
    expect(await texts(paidPlanCardLines(pro))).toEqual([
      "Unlimited AI messages (fair use)",
      "10 content ideas a day",
      "Captions in every style",
      "Daily trending hashtags",
      "Viral music suggestions",
      "Smart posting schedule",
      "3 accounts on each network, WhatsApp included",
      "3 connected bots",
      "3 staff members in the shop",
      "Auto-replies for a messaging app: full",
      "Message personalisation",
      "Analytics dashboard: advanced",
      "User behaviour analysis",
      "Support type: priority",
      "Response time: under 6 hours",
    ]);
  });

  it("PLAN-18: each card starts with the plan's feature list, the same lines /checkout shows", () => {
    for (const plan of paidPlans) {
      const features = allowanceFeatures(plan.allowances);
      expect(paidPlanCardLines(plan).slice(0, features.length)).toEqual(features);
    }
  });
});

describe("the comparison table's labels", () => {
  it("PLAN-21 PLAN-22 PLAN-23 PLAN-24 PLAN-25: every category, feature and value of the table has a message", () => {
    for (const category of comparisonTable) {
      expect(isCategoryKey(category.category), category.category).toBe(true);
      for (const row of category.rows) {
        expect(isFeatureKey(row.feature), row.feature).toBe(true);
        for (const value of row.values) if (value.kind === "key") expect(isValueKey(value.key), value.key).toBe(true);
      }
    }
  });

  it("PLAN-21 PLAN-22 PLAN-23 PLAN-24 PLAN-25: the values read as the specification's table", async () => {
    const t = await translator("en");
    const table = comparisonTable.flatMap((category) =>
      category.rows.map((row) => row.values.map((value) => comparisonValueText(value, t, "en"))),
    );
    expect(table).toEqual([
      ["100", "unlimited", "unlimited"],
      ["staging", "full", "full plus API"],
      ["no", "yes", "yes"],
      ["1", "10+", "unlimited plus consulting"],
      ["3", "10+", "unlimited plus custom"],
      ["no", "yes", "yes"],
      ["no", "yes", "yes"],
      ["1", "3", "unlimited"],
      ["1", "3", "unlimited"],
      ["no", "no", "yes"],
      ["basic", "advanced", "full plus KPI"],
      ["no", "yes", "yes"],
      ["no", "no", "yes"],
      ["email", "priority", "VIP 24/7"],
      ["24-48 hours", "under 6 hours", "immediate"],
      ["no", "no", "yes"],
      ["no", "no", "yes"],
    ]);
    expect(paidPlans.map((plan) => plan.id)).toEqual(["eco", "pro", "ultra"]);
  });
});
