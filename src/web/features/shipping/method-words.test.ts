import type { ShippingMethod } from "@shared/shipping";
import { shippingMethodFormSchema } from "@shared/shipping";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fullCatalogs } from "@/app/i18n/full-catalogs";
import { groupedAmount, methodToFormValues, methodToInput, newMethodForm, presetChanges } from "./form-values";
import { costRuleWords, provincesWords } from "./method-words";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { fa: { translation: fullCatalogs.fa }, en: { translation: fullCatalogs.en } },
    interpolation: { escapeValue: false },
  });
});

const method = (overrides: Partial<ShippingMethod> = {}): ShippingMethod => ({
  id: crypto.randomUUID(),
  preset: "post_pishtaz",
  name: "Pishtaz post",
  cost: 45_000,
  free_above: null,
  own_province_cost: null,
  provinces: [],
  delivery_text: "",
  is_active: true,
  position: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("a shipping method in words (issue 36)", () => {
  it("says the cost rule: the cost, free from an amount up, and the own-province cost", () => {
    const en = i18n.getFixedT("en");
    expect(costRuleWords(method(), en, "en")).toBe("45,000 toman");
    expect(costRuleWords(method({ cost: 0 }), en, "en")).toBe("Free");
    expect(costRuleWords(method({ free_above: 2_000_000, own_province_cost: 0 }), en, "en")).toBe(
      "45,000 toman · free for orders of 2,000,000 toman or more · Free in your own province",
    );
    expect(costRuleWords(method({ own_province_cost: 20_000 }), i18n.getFixedT("fa"), "fa")).toBe(
      "۴۵٬۰۰۰ تومان · در استان خودتان ۲۰٬۰۰۰ تومان",
    );
  });

  it("names the provinces served, all of Iran when none is listed, and counts past three", () => {
    const en = i18n.getFixedT("en");
    expect(provincesWords(method(), en, "en")).toBe("All of Iran");
    expect(provincesWords(method({ provinces: ["tehran", "alborz"] }), en, "en")).toBe("Tehran and Alborz");
    expect(provincesWords(method({ provinces: ["tehran", "alborz", "qom", "fars", "gilan"] }), en, "en")).toBe(
      "Tehran, Alborz, Qom and 2 more provinces",
    );
    expect(provincesWords(method({ provinces: ["tehran", "alborz", "qom", "fars"] }), en, "en")).toBe(
      "Tehran, Alborz, Qom and 1 more province",
    );
    expect(provincesWords(method({ provinces: ["tehran", "alborz", "qom", "fars"] }), i18n.getFixedT("fa"), "fa")).toBe(
      "تهران، البرز، قم و ۱ استان دیگر",
    );
    expect(provincesWords(method({ provinces: ["tehran", "alborz"] }), i18n.getFixedT("fa"), "fa")).toBe(
      "تهران و البرز",
    );
  });
});

describe("the method form's values", () => {
  it("groups an amount as it is typed, in the interface's digits, from Persian or Latin digits", () => {
    expect(groupedAmount("1250000", "fa")).toBe("۱٬۲۵۰٬۰۰۰");
    expect(groupedAmount("۱۲۵۰۰۰۰", "en")).toBe("1,250,000");
    expect(groupedAmount("00۴5a", "en")).toBe("45");
    expect(groupedAmount("", "fa")).toBe("");
  });

  it("shows a saved method in the interface's digits, and reads it back to the same method", () => {
    const saved = method({ free_above: 2_000_000, provinces: ["tehran"], delivery_text: "۲ روز" });
    const values = methodToFormValues(saved, "fa");
    expect(values).toMatchObject({ cost: "۴۵٬۰۰۰", free_above: "۲٬۰۰۰٬۰۰۰", own_province_cost: "" });
    expect(shippingMethodFormSchema.parse(values)).toEqual(methodToInput(saved, true));
    expect(shippingMethodFormSchema.parse(methodToFormValues(method(), "en")).provinces).toEqual([]);
  });

  it("a preset fills its name unless the seller wrote their own; courier and pickup serve the shop's province", () => {
    const origin = { province: "fars" as const, city: "شیراز" };
    const fresh = newMethodForm("fa");
    expect(presetChanges("tipax", fresh, { locale: "fa", origin })).toEqual({ name: "تیپاکس" });
    expect(presetChanges("courier", fresh, { locale: "fa", origin })).toEqual({ name: "پیک", provinces: ["fars"] });
    expect(presetChanges("pickup", fresh, { locale: "en", origin: null })).toEqual({
      name: "Pickup in person",
      cost: "0",
    });
    expect(presetChanges("tipax", { name: "ارسال ویژه", cost: "" }, { locale: "fa", origin: null })).toEqual({});
    expect(presetChanges("custom", fresh, { locale: "fa", origin: null })).toEqual({ name: "" });
  });
});
