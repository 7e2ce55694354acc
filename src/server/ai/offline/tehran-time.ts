import { getDay } from "date-fns-jalali/getDay";
import { getHours } from "date-fns-jalali/getHours";
import { type Locale, locales } from "../../../shared/locales";
import { inTehran, tehranTimeZone as timeZone } from "../../../shared/tehran-calendar";

export type DayKind = "weekday" | "thursday" | "friday";
export type DayPart = "morning" | "noon" | "afternoon" | "night";

const thursday = 4;
const friday = 5;
const weekdayFormats: Record<Locale, Intl.DateTimeFormat> = {
  fa: new Intl.DateTimeFormat(locales.fa.intl, { timeZone, weekday: "long" }),
  en: new Intl.DateTimeFormat(locales.en.intl, { timeZone, weekday: "long" }),
};

/** Iran's week runs Saturday to Wednesday; Thursday is a half day and Friday the weekend. */
export function tehranDayKind(now: Date): DayKind {
  const weekday = getDay(inTehran(now));
  if (weekday === thursday) return "thursday";
  if (weekday === friday) return "friday";
  return "weekday";
}

export function tehranDayPart(now: Date): DayPart {
  const hour = getHours(inTehran(now));
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 15) return "noon";
  if (hour >= 15 && hour < 19) return "afternoon";
  return "night";
}

export function tehranWeekdayName(now: Date, locale: Locale): string {
  return weekdayFormats[locale].format(now);
}
