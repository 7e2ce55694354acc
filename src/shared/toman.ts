import { type Locale, locales } from "./locales";

// Money is whole toman (DESIGN decision 3): the web and the bots write it through this one module.

const tomanUnit: Record<Locale, string> = { fa: "تومان", en: "toman" };
const countFormats: Record<Locale, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat(locales.fa.intl, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(locales.en.intl, { maximumFractionDigits: 0 }),
};

/** A whole count in the locale's digits and grouping: ۱۲٬۰۰۰ or 12,000. */
export const formatCount = (value: number, locale: Locale) => countFormats[locale].format(value);

/** An amount of toman with its unit, with no decimals. */
export const formatToman = (amount: number, locale: Locale) => `${formatCount(amount, locale)} ${tomanUnit[locale]}`;
