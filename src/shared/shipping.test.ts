import { describe, expect, it } from "vitest";
import {
  methodServes,
  needsAddress,
  type ShippingCostRule,
  shippingCostFor,
  shippingMethodFormSchema,
  shippingMethodInputSchema,
  shopOriginInputSchema,
} from "./shipping";

const rule = (overrides: Partial<ShippingCostRule> = {}): ShippingCostRule => ({
  cost: 50_000,
  free_above: null,
  own_province_cost: null,
  ...overrides,
});
const tehran = { province: "tehran" };

describe("a shipping method's cost (DESIGN 31)", () => {
  it("costs its fixed amount when nothing else applies", () => {
    expect(shippingCostFor(rule(), { subtotal: 900_000, province: "fars" }, tehran)).toBe(50_000);
    expect(shippingCostFor(rule(), { subtotal: 900_000, province: "tehran" }, null)).toBe(50_000);
  });

  it("is free from the free-above amount up, and not below it", () => {
    const method = rule({ free_above: 1_000_000, own_province_cost: 20_000 });
    expect(shippingCostFor(method, { subtotal: 1_000_000, province: "fars" }, tehran)).toBe(0);
    expect(shippingCostFor(method, { subtotal: 2_500_000, province: "tehran" }, tehran)).toBe(0);
    expect(shippingCostFor(method, { subtotal: 999_999, province: "fars" }, tehran)).toBe(50_000);
  });

  it("costs the own-province amount in the shop's own province, once the shop has said where it is", () => {
    const method = rule({ own_province_cost: 20_000 });
    expect(shippingCostFor(method, { subtotal: 100_000, province: "tehran" }, tehran)).toBe(20_000);
    expect(shippingCostFor(method, { subtotal: 100_000, province: "fars" }, tehran)).toBe(50_000);
    expect(shippingCostFor(method, { subtotal: 100_000, province: "tehran" }, null)).toBe(50_000);
    expect(shippingCostFor(rule({ own_province_cost: 0 }), { subtotal: 1, province: "tehran" }, tehran)).toBe(0);
  });
});

describe("where a method delivers", () => {
  it("serves every province when it lists none, else only the ones it lists", () => {
    expect(methodServes({ provinces: [] }, "sistan-baluchestan")).toBe(true);
    expect(methodServes({ provinces: ["tehran", "alborz"] }, "alborz")).toBe(true);
    expect(methodServes({ provinces: ["tehran", "alborz"] }, "fars")).toBe(false);
  });

  it("asks an address for every method but pickup in person", () => {
    expect(needsAddress({ preset: "pickup" })).toBe(false);
    for (const preset of ["post_pishtaz", "post_sefareshi", "tipax", "courier", "custom"] as const) {
      expect(needsAddress({ preset }), preset).toBe(true);
    }
  });
});

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("a shipping method as the API takes it (issue 36, bad input)", () => {
  const valid = { preset: "post_pishtaz", name: "پست پیشتاز", cost: 45_000 };

  it("fills in the rest: no free-above, no own-province cost, all provinces, no delivery text, active", () => {
    expect(shippingMethodInputSchema.parse(valid)).toEqual({
      ...valid,
      free_above: null,
      own_province_cost: null,
      provinces: [],
      delivery_text: "",
      is_active: true,
    });
  });

  it("takes each province once, in the order given", () => {
    const parsed = shippingMethodInputSchema.parse({ ...valid, provinces: ["fars", "tehran", "fars"] });
    expect(parsed.provinces).toEqual(["fars", "tehran"]);
  });

  it("refuses each broken rule under its field, with a key of the shipping catalogue", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ preset: "camel" }, "preset:presetInvalid"],
      [{ name: "   " }, "name:fillRequired"],
      [{ name: "a".repeat(61) }, "name:nameTooLong"],
      [{ name: "پست\nپیشتاز" }, "name:invalidCharacters"],
      [{ name: "پست\u0007" }, "name:invalidCharacters"],
      [{ cost: -1 }, "cost:costRange"],
      [{ cost: 100_000_001 }, "cost:costRange"],
      [{ cost: 1.5 }, "cost:costInvalid"],
      [{ cost: "45000" }, "cost:costInvalid"],
      [{ free_above: 0 }, "free_above:freeAboveRange"],
      [{ free_above: 2.5 }, "free_above:freeAboveInvalid"],
      [{ own_province_cost: -5 }, "own_province_cost:ownProvinceCostRange"],
      [{ own_province_cost: 100_000_001 }, "own_province_cost:ownProvinceCostRange"],
      [{ provinces: ["tehran", "atlantis"] }, "provinces.1:provinceUnknown"],
      [{ delivery_text: "x".repeat(121) }, "delivery_text:deliveryTextTooLong"],
      [{ delivery_text: "دو\nروز" }, "delivery_text:invalidCharacters"],
    ];
    for (const [change, expected] of cases) {
      expect(messagesOf(shippingMethodInputSchema.safeParse({ ...valid, ...change })), expected).toEqual([expected]);
    }
  });

  it("accepts the limits themselves", () => {
    const edges = { name: "a".repeat(60), cost: 100_000_000, free_above: 1, own_province_cost: 0 };
    expect(shippingMethodInputSchema.safeParse({ ...valid, ...edges, delivery_text: "x".repeat(120) }).success).toBe(
      true,
    );
    expect(shippingMethodInputSchema.safeParse({ ...valid, cost: 0 }).success).toBe(true);
  });
});

describe("the settings dialog's form", () => {
  const form = {
    preset: "tipax" as const,
    name: "تیپاکس",
    cost: "۱۲۰٬۰۰۰",
    free_above: "",
    own_province_cost: "80,000",
    all_provinces: false,
    provinces: ["tehran" as const],
    delivery_text: "۲ تا ۳ روز کاری",
    is_active: true,
  };

  it("reads amounts typed in Persian or Latin digits, grouped or not, and gives the API's input", () => {
    expect(shippingMethodFormSchema.parse(form)).toEqual({
      preset: "tipax",
      name: "تیپاکس",
      cost: 120_000,
      free_above: null,
      own_province_cost: 80_000,
      provinces: ["tehran"],
      delivery_text: "۲ تا ۳ روز کاری",
      is_active: true,
    });
  });

  it("sends no provinces for all of Iran, and asks for one when all of Iran is off", () => {
    expect(shippingMethodFormSchema.parse({ ...form, all_provinces: true }).provinces).toEqual([]);
    expect(messagesOf(shippingMethodFormSchema.safeParse({ ...form, provinces: [] }))).toEqual([
      "provinces:provincesRequired",
    ]);
  });

  it("asks for a cost, and refuses one that is not a whole number", () => {
    expect(messagesOf(shippingMethodFormSchema.safeParse({ ...form, cost: "" }))).toEqual(["cost:fillRequired"]);
    expect(messagesOf(shippingMethodFormSchema.safeParse({ ...form, cost: "۱۲.۵" }))).toEqual(["cost:costInvalid"]);
    expect(messagesOf(shippingMethodFormSchema.safeParse({ ...form, free_above: "۰" }))).toEqual([
      "free_above:freeAboveRange",
    ]);
  });
});

describe("the place the shop sends its orders out of", () => {
  it("takes a city of the province, written as the data file writes it", () => {
    expect(shopOriginInputSchema.parse({ province: "fars", city: " شيراز " })).toEqual({
      province: "fars",
      city: "شیراز",
    });
  });

  it("refuses a city of another province, an unknown province and no city", () => {
    expect(messagesOf(shopOriginInputSchema.safeParse({ province: "tehran", city: "شیراز" }))).toEqual([
      "city:cityNotInProvince",
    ]);
    expect(messagesOf(shopOriginInputSchema.safeParse({ province: "atlantis", city: "تهران" }))).toEqual([
      "province:provinceUnknown",
    ]);
    expect(messagesOf(shopOriginInputSchema.safeParse({ province: "tehran", city: "" }))).toEqual([
      "city:cityRequired",
    ]);
  });
});
