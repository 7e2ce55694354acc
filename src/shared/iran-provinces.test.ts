import { describe, expect, it } from "vitest";
import {
  citiesMatching,
  citiesOf,
  cityOf,
  iranProvinces,
  provinceById,
  provinceIds,
  provinceName,
  provinceOf,
} from "./iran-provinces";

describe("the provinces and cities of Iran (DESIGN 31)", () => {
  it("has the 31 provinces, each with a Latin id, both names and its capital first among its cities", () => {
    expect(iranProvinces).toHaveLength(31);
    expect(new Set(provinceIds).size).toBe(31);
    for (const province of iranProvinces) {
      expect(province.id, province.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(province.name.fa, province.id).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
      expect(province.name.en, province.id).toMatch(/^[A-Z][A-Za-z -]+$/);
      expect(province.cities[0], province.id).toBe(province.capital);
      expect(new Set(province.cities).size, province.id).toBe(province.cities.length);
    }
    expect(iranProvinces.reduce((sum, province) => sum + province.cities.length, 0)).toBeGreaterThan(1200);
  });

  it("finds a province by id and names it in either language", () => {
    expect(provinceById("khorasan-razavi")).toMatchObject({ capital: "مشهد", name: { en: "Razavi Khorasan" } });
    expect(provinceName("tehran", "fa")).toBe("تهران");
    expect(provinceName("sistan-baluchestan", "fa")).toBe("سیستان و بلوچستان");
    expect(provinceName("east-azerbaijan", "en")).toBe("East Azerbaijan");
    expect(provinceById("atlantis")).toBeUndefined();
    expect(provinceName("atlantis", "en")).toBe("atlantis");
  });

  it("lists a province's cities, none for an unknown id, and no numbered district of a city", () => {
    expect(citiesOf("tehran")).toEqual(expect.arrayContaining(["تهران", "ری", "شهریار", "ورامین", "دماوند"]));
    expect(citiesOf("qom")[0]).toBe("قم");
    expect(citiesOf("atlantis")).toEqual([]);
    expect(iranProvinces.flatMap((province) => province.cities).filter((city) => /\d/.test(city))).toEqual([]);
  });

  it("reads a city as a person writes it, and only in its own province", () => {
    expect(cityOf("tehran", "  تهران ")).toBe("تهران");
    expect(cityOf("fars", "شيراز")).toBe("شیراز");
    expect(cityOf("lorestan", "خرم\u200cآباد")).toBe("خرم آباد");
    expect(cityOf("tehran", "شیراز")).toBeNull();
    expect(cityOf("tehran", "")).toBeNull();
    expect(cityOf("atlantis", "تهران")).toBeNull();
  });

  it("ISSUE36-CHECKOUT finds the province a buyer types, and the cities whose name holds what they type", () => {
    expect(provinceOf("استان البرز")?.id).toBe("alborz");
    expect(provinceOf("Alborz")?.id).toBe("alborz");
    expect(provinceOf("كرج")).toBeUndefined();
    expect(citiesMatching("alborz", "كرج").map((index) => citiesOf("alborz")[index])).toEqual(["کرج"]);
    expect(citiesMatching("tehran", "شهر").length).toBeGreaterThan(1);
    expect(citiesMatching("tehran", "  ")).toEqual([]);
  });
});
