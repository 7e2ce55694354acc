import { TZDate } from "@date-fns/tz";
import type { Locale } from "@shared/locales";
import { locales } from "@shared/locales";
import { inTehran, tehranIsoDate, tehranTimeZone } from "@shared/tehran-calendar";
import { addDays } from "date-fns-jalali/addDays";
import { addMonths } from "date-fns-jalali/addMonths";
import { endOfMonth } from "date-fns-jalali/endOfMonth";
import { endOfWeek } from "date-fns-jalali/endOfWeek";
import { getMonth } from "date-fns-jalali/getMonth";
import { startOfMonth } from "date-fns-jalali/startOfMonth";
import { startOfWeek } from "date-fns-jalali/startOfWeek";

// Issue 19: the calendar and the schedule fields count Tehran's days in the Jalali calendar, whatever the
// browser's own time zone. A day is its Tehran date as YYYY-MM-DD (the same key daily content uses).
export type DayKey = string;
export type CalendarView = "week" | "month";

/** The Iranian week runs Saturday (6) to Friday. */
const saturday = 6;

function tehranAt(day: DayKey, hour: number, minute: number): TZDate {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new TZDate(year, month - 1, date, hour, minute, tehranTimeZone);
}

/** Midday of a day: far from a day's edges, so arithmetic on it never slips a day. */
const middayOf = (day: DayKey) => tehranAt(day, 12, 0);

export function todayKey(now: Date = new Date()): DayKey {
  return tehranIsoDate(now);
}

/** The instant of `hour:minute` on a day in Tehran, as the API takes it. */
export function tehranInstant(day: DayKey, hour: number, minute: number): string {
  return new Date(tehranAt(day, hour, minute).getTime()).toISOString();
}

/** An instant read on Tehran's clock: its day and its time. */
export function tehranClock(instant: string | Date): { day: DayKey; hour: number; minute: number } {
  const tehran = inTehran(new Date(instant));
  return { day: tehranIsoDate(tehran), hour: tehran.getHours(), minute: tehran.getMinutes() };
}

export function shiftDay(day: DayKey, days: number): DayKey {
  return tehranIsoDate(addDays(middayOf(day), days));
}

/** The days the view shows around `anchor`: its week, or its Jalali month padded to whole weeks. */
export function calendarDays(view: CalendarView, anchor: DayKey): DayKey[] {
  const midday = middayOf(anchor);
  const first = startOfWeek(view === "week" ? midday : startOfMonth(midday), { weekStartsOn: saturday });
  const last = view === "week" ? addDays(first, 6) : endOfWeek(endOfMonth(midday), { weekStartsOn: saturday });
  const days: DayKey[] = [];
  for (let day = first; day.getTime() <= last.getTime(); day = addDays(day, 1)) days.push(tehranIsoDate(day));
  return days;
}

/** The instants the calendar asks posts for: from the first day's start to the end of the last day. */
export function rangeOf(days: readonly DayKey[]): { from: string; to: string } {
  const first = days[0] ?? todayKey();
  const last = days[days.length - 1] ?? first;
  return { from: tehranInstant(first, 0, 0), to: tehranInstant(shiftDay(last, 1), 0, 0) };
}

/** The anchor one week or one Jalali month before (-1) or after (1). */
export function shiftAnchor(view: CalendarView, anchor: DayKey, step: -1 | 1): DayKey {
  const midday = middayOf(anchor);
  return tehranIsoDate(view === "week" ? addDays(midday, 7 * step) : addMonths(midday, step));
}

export function sameJalaliMonth(day: DayKey, anchor: DayKey): boolean {
  return getMonth(middayOf(day)) === getMonth(middayOf(anchor));
}

function tehranFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locales[locale].intl, { calendar: "persian", timeZone: tehranTimeZone, ...options });
}

/** Words for days and times on Tehran's clock and the Jalali calendar, Persian digits in `fa`. */
export function tehranWords(locale: Locale) {
  const dayNumber = tehranFormat(locale, { day: "numeric" });
  const weekday = tehranFormat(locale, { weekday: "short" });
  const longDay = tehranFormat(locale, { weekday: "long", day: "numeric", month: "long" });
  const fullDate = tehranFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const monthTitle = tehranFormat(locale, { month: "long", year: "numeric" });
  const dayMonth = tehranFormat(locale, { day: "numeric", month: "long", year: "numeric" });
  const time = tehranFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const dateTime = tehranFormat(locale, { dateStyle: "long", timeStyle: "short", hourCycle: "h23" });
  return {
    dayNumber: (day: DayKey) => dayNumber.format(middayOf(day)),
    weekday: (day: DayKey) => weekday.format(middayOf(day)),
    longDay: (day: DayKey) => longDay.format(middayOf(day)),
    fullDate: (day: DayKey) => fullDate.format(middayOf(day)),
    // ICU writes "۱۴۰۵ آذر" in Persian; people write the month first, as in English.
    month: (day: DayKey) => {
      const parts = monthTitle.formatToParts(middayOf(day));
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
      return `${part("month")} ${part("year")}`;
    },
    week: (days: readonly DayKey[]) =>
      dayMonth.formatRange(middayOf(days[0] ?? todayKey()), middayOf(days[days.length - 1] ?? todayKey())),
    time: (instant: string | Date) => time.format(new Date(instant)),
    dateTime: (instant: string | Date) => dateTime.format(new Date(instant)),
  };
}
export type TehranWords = ReturnType<typeof tehranWords>;
