import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { plansCatalog } from "./catalog";

describe("the plans pages' messages", () => {
  it("the badge and the buttons use the specification's words", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en", resources: { en: { translation: fullCatalogs.en } } });
    expect(i18n.t("subscriptions.currentPlan", { plan: "Pro" })).toBe("you have the Pro plan");
    expect(i18n.t("subscriptions.activePlan")).toBe("your active plan");
    expect(i18n.t("subscriptions.choose", { plan: "Pro" })).toBe("choose Pro");
  });

  it("stats, guarantee and FAQ say what 001 §2 and §9 state", () => {
    const { subscriptions } = plansCatalog.en;
    expect(subscriptions.guarantee.title).toBe("30-day money-back guarantee");
    expect(Object.keys(subscriptions.faq).filter((key) => key !== "title")).toHaveLength(5);
    expect(subscriptions.faq.annual.answer).toContain("20% discount");
    expect(subscriptions.faq.cancel.answer).toMatch(/any time.*until the end of the period/s);
  });
});
