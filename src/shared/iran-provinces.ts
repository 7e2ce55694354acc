import file from "./iran-provinces.json";
import type { Locale } from "./locales";
import { normalizeForMatch } from "./match-text";

// DESIGN 31: the 31 provinces of Iran and their cities, from the npm package iran-cities-json 2.0.0 (MIT,
// © 2020 jd1378, after ahmadazizi/iran-cities 2.0; its ostan.json and shahr.json), copied into
// iran-provinces.json with each capital (persian-tools' findCapitalByProvince) first; ids and English names are ours.

export type ProvinceId = keyof typeof file.provinces;

export interface Province {
  /** A stable Latin slug ("tehran", "khorasan-razavi"): what methods, origins and orders store. */
  id: ProvinceId;
  name: Record<Locale, string>;
  capital: string;
  /** Persian names (the source has no English ones), the capital first, then in Persian alphabetical order. */
  cities: readonly string[];
}

const isDataKey = (key: string): key is ProvinceId => Object.hasOwn(file.provinces, key);

export const iranProvinces: readonly Province[] = Object.entries(file.provinces).flatMap(([id, province]) =>
  isDataKey(id)
    ? [{ id, name: { fa: province.fa, en: province.en }, capital: province.capital, cities: province.cities }]
    : [],
);

/** The ids in the data file's order, for `z.enum`. */
export const provinceIds: readonly ProvinceId[] = iranProvinces.map((province) => province.id);

const byId = new Map<string, Province>(iranProvinces.map((province) => [province.id, province]));

export const isProvinceId = (value: string): value is ProvinceId => byId.has(value);

export function provinceById(id: string): Province | undefined {
  return byId.get(id);
}

const byName = new Map<Locale, readonly Province[]>();

/** The provinces in the alphabetical order of their names in the locale (the data file's is Persian). */
export function provincesByName(locale: Locale): readonly Province[] {
  const known = byName.get(locale);
  if (known) return known;
  const collator = new Intl.Collator(locale);
  const sorted = [...iranProvinces].sort((a, b) => collator.compare(a.name[locale], b.name[locale]));
  byName.set(locale, sorted);
  return sorted;
}

/** The province's cities, the capital first; none for an id that names no province. */
export function citiesOf(provinceId: string): readonly string[] {
  return byId.get(provinceId)?.cities ?? [];
}

/** The province's name in the locale; the id itself for one that names no province (an old order's). */
export function provinceName(id: string, locale: Locale): string {
  return byId.get(id)?.name[locale] ?? id;
}

/**
 * The city of the province as the data file writes it, for a name typed or sent any way a person writes it
 * (Arabic ي/ك, a half-space for a space, Latin digits); null when the province has no such city.
 */
export function cityOf(provinceId: string, typed: string): string | null {
  const wanted = normalizeForMatch(typed);
  if (wanted === "") return null;
  return citiesOf(provinceId).find((city) => normalizeForMatch(city) === wanted) ?? null;
}

/** The province a typed name means: its Persian or English name, with or without «استان» (issue 36 checkout). */
export function provinceOf(typed: string): Province | undefined {
  const wanted = normalizeForMatch(typed).replace(/^استان /, "");
  if (wanted === "") return undefined;
  return iranProvinces.find(
    (province) => normalizeForMatch(province.name.fa) === wanted || normalizeForMatch(province.name.en) === wanted,
  );
}

/** The places in the province's city list whose name holds the typed text, as a buyer searches for a city. */
export function citiesMatching(provinceId: string, typed: string): number[] {
  const wanted = normalizeForMatch(typed);
  if (wanted === "") return [];
  return citiesOf(provinceId).flatMap((city, index) => (normalizeForMatch(city).includes(wanted) ? [index] : []));
}
