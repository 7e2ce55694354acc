import { TZDate } from "@date-fns/tz";
import { type Locale, locales } from "@shared/locales";
import { tehranJalaliDate, tehranTimeZone } from "@shared/tehran-calendar";
import { addDays } from "date-fns-jalali/addDays";
import { getDaysInMonth } from "date-fns-jalali/getDaysInMonth";
import { set } from "date-fns-jalali/set";

// Issue 36: a code starts at the beginning of a Jalali day and ends at the end of one, on Tehran's clock,
// whatever the browser's own time zone. The API takes and gives the instants.

/** A Jalali date: month 1-12. */
export type JalaliDay = { year: number; month: number; day: number };

const midnight = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };

/** Tehran's midnight at the first of a Jalali month; `set` takes the Jalali month from 0. */
const monthStart = (year: number, month: number) =>
  set(new TZDate(Date.UTC(2000, 0, 1), tehranTimeZone), { year, month: month - 1, date: 1, ...midnight });

export function jalaliDaysIn(year: number, month: number): number {
  return getDaysInMonth(monthStart(year, month));
}

/** The same day, or the month's last one when it has fewer days (30 Esfand of a common year is 29). */
export function clampedDay({ year, month, day }: JalaliDay): JalaliDay {
  return { year, month, day: Math.min(Math.max(day, 1), jalaliDaysIn(year, month)) };
}

function dayStart(day: JalaliDay): TZDate {
  const { year, month, day: date } = clampedDay(day);
  return set(monthStart(year, month), { date });
}

/** The instant a Jalali day begins in Tehran: a code's `starts_at`. */
export function startOfDayInstant(day: JalaliDay): string {
  return new Date(dayStart(day).getTime()).toISOString();
}

/** The instant a Jalali day ends in Tehran (the next one begins): a code's `ends_at`. */
export function endOfDayInstant(day: JalaliDay): string {
  return new Date(addDays(dayStart(day), 1).getTime()).toISOString();
}

/** The Jalali day an instant falls on in Tehran. */
export function dayOf(instant: string | Date): JalaliDay {
  return tehranJalaliDate(new Date(instant));
}

/** The last day an `ends_at` includes: the one before the instant it ends. */
export function lastDayOf(endsAt: string): JalaliDay {
  return dayOf(new Date(new Date(endsAt).getTime() - 1));
}

export function shiftDays(day: JalaliDay, days: number): JalaliDay {
  return dayOf(addDays(dayStart(day), days));
}

/** Jalali dates and month names on Tehran's clock, in the interface's digits. */
export function tehranDateWords(locale: Locale) {
  const options = { calendar: "persian", timeZone: tehranTimeZone } as const;
  const date = new Intl.DateTimeFormat(locales[locale].intl, { ...options, dateStyle: "medium" });
  const monthName = new Intl.DateTimeFormat(locales[locale].intl, { ...options, month: "long" });
  return {
    date: (instant: string | Date) => date.format(new Date(instant)),
    lastDay: (endsAt: string) => date.format(new Date(new Date(endsAt).getTime() - 1)),
    monthName: (year: number, month: number) => monthName.format(new Date(monthStart(year, month).getTime())),
  };
}
