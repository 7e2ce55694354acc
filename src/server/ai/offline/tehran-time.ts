import { type Locale, locales } from "../../../shared/locales";
import { tehranTimeZone as timeZone } from "../../../shared/tehran-calendar";

export type DayKind = "weekday" | "thursday" | "friday";
export type DayPart = "morning" | "noon" | "afternoon" | "night";

const clockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone,
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});
const weekdayFormats: Record<Locale, Intl.DateTimeFormat> = {
  fa: new Intl.DateTimeFormat(locales.fa.intl, { timeZone, weekday: "long" }),
  en: new Intl.DateTimeFormat(locales.en.intl, { timeZone, weekday: "long" }),
};

function tehranParts(now: Date): Record<string, string> {
  return Object.fromEntries(clockFormat.formatToParts(now).map((part) => [part.type, part.value]));
}

/** Iran's week runs Saturday to Wednesday; Thursday is a half day and Friday the weekend. */
export function tehranDayKind(now: Date): DayKind {
  const weekday = tehranParts(now).weekday;
  if (weekday === "Thu") return "thursday";
  if (weekday === "Fri") return "friday";
  return "weekday";
}

export function tehranDayPart(now: Date): DayPart {
  const hour = Number(tehranParts(now).hour);
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 15) return "noon";
  if (hour >= 15 && hour < 19) return "afternoon";
  return "night";
}

export function tehranWeekdayName(now: Date, locale: Locale): string {
  return weekdayFormats[locale].format(now);
}
