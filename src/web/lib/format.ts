import { type Locale, locales } from "@shared/locales";
import { formatToman } from "@shared/toman";
import { useMemo } from "react";
import { useLanguage } from "@/i18n/use-language";

export { formatToman };

// Numbers, money and dates are written only through this module, so `fa` always gets Persian
// digits and every date the Persian (Jalali) calendar (000 §9, 001 §1).

const relativeDayLimit = 7;
const dayMs = 86_400_000;

// Building an Intl formatter loads its locale's data: a few milliseconds each on a phone, and the landing page
// and the footer write over a dozen numbers (Lighthouse found formatDigits the landing page's costliest
// function). Each formatter is built once per locale and options, then reused.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const built = numberFormats.get(key) ?? new Intl.NumberFormat(locales[locale].intl, options);
  numberFormats.set(key, built);
  return built;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const built = dateFormats.get(key) ?? new Intl.DateTimeFormat(locales[locale].intl, options);
  dateFormats.set(key, built);
  return built;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** Large counts in words: 50K in English, ۵۰ هزار in Persian. */
export function formatCompact(value: number, locale: Locale): string {
  return numberFormat(locale, { notation: "compact" }).format(value);
}

/** `ratio` is a fraction: 0.999 is 99.9%. */
export function formatPercent(ratio: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(ratio);
}

/** A price in a currency other than toman (a WhatsApp catalogue's, e.g. "USD", "IRR"), as the locale writes it. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: "currency", currency }).format(amount);
}

/** Writes the ASCII digits inside a text (a phone number, a code) in the locale's digits. */
export function formatDigits(text: string, locale: Locale): string {
  const digitFormat = numberFormat(locale, { useGrouping: false });
  return text.replace(/[0-9]/g, (digit) => digitFormat.format(Number(digit)));
}

export function formatDate(date: Date | string, locale: Locale, style: "long" | "short" = "long"): string {
  return dateFormat(locale, { calendar: "persian", dateStyle: style }).format(new Date(date));
}

/** A moment with its time of day: Jalali date and hour in `fa`. */
export function formatDateTime(date: Date | string, locale: Locale): string {
  return dateFormat(locale, {
    calendar: "persian",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(date));
}

/** The time of day alone ("۱۴:۰۵"), for a moment of today beside dates of other days. */
export function formatTime(date: Date | string, locale: Locale): string {
  return dateFormat(locale, { timeStyle: "short" }).format(new Date(date));
}

/** Whole calendar days from `from` to `to` in local time, ignoring the hour. */
export function calendarDaysBetween(from: Date | string, to: Date | string): number {
  const start = new Date(from);
  const end = new Date(to);
  const startDay = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate());
  const endDay = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate());
  return Math.round((endDay - startDay) / dayMs);
}

/** 000 §2, §9: today, yesterday, N days ago under 7 days, otherwise the date. */
export function formatRelativeDay(date: Date | string, locale: Locale, now: Date = new Date()): string {
  const days = calendarDaysBetween(date, now);
  if (days < 0 || days >= relativeDayLimit) return formatDate(date, locale);
  return new Intl.RelativeTimeFormat(locales[locale].intl, { numeric: "auto" }).format(-days, "day");
}

/** A wait in words, rounded up: "5 seconds" under a minute, "3 minutes" from there (۵ ثانیه, ۳ دقیقه). */
export function formatWait(seconds: number, locale: Locale): string {
  const [value, unit] = seconds < 60 ? [Math.ceil(seconds), "second"] : [Math.ceil(seconds / 60), "minute"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/** The formatters bound to the interface's current language. */
export function useFormat() {
  const { locale } = useLanguage();
  return useMemo(
    () => ({
      locale,
      number: (value: number) => formatNumber(value, locale),
      compact: (value: number) => formatCompact(value, locale),
      percent: (ratio: number) => formatPercent(ratio, locale),
      toman: (amount: number) => formatToman(amount, locale),
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
      digits: (text: string) => formatDigits(text, locale),
      date: (date: Date | string, style?: "long" | "short") => formatDate(date, locale, style),
      dateTime: (date: Date | string) => formatDateTime(date, locale),
      time: (date: Date | string) => formatTime(date, locale),
      relativeDay: (date: Date | string, now?: Date) => formatRelativeDay(date, locale, now),
      wait: (seconds: number) => formatWait(seconds, locale),
    }),
    [locale],
  );
}

/**
 * Latin text (a code, a username) for a sentence: in right-to-left text its punctuation lands at the
 * wrong end ("SH-1" shows as "SH-1-") unless it is isolated left to right (U+2066 … U+2069).
 */
export function formatLatin(text: string, locale: Locale): string {
  return locales[locale].dir === "rtl" ? `\u2066${text}\u2069` : text;
}

/** `@username` for a sentence, its "@" kept before the name in Persian too. */
export function formatHandle(username: string, locale: Locale): string {
  return formatLatin(`@${username}`, locale);
}
