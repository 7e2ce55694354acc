import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns-jalali/formatISO";
import { getDate } from "date-fns-jalali/getDate";
import { getMonth } from "date-fns-jalali/getMonth";
import { getYear } from "date-fns-jalali/getYear";
import { startOfDay } from "date-fns-jalali/startOfDay";
import { startOfMonth } from "date-fns-jalali/startOfMonth";
import { startOfWeek } from "date-fns-jalali/startOfWeek";

// Days and months as people in Iran count them: Tehran's clock and the Jalali calendar (DESIGN d15).
export const tehranTimeZone = "Asia/Tehran";
/** The Iranian week runs Saturday (6) to Friday. */
const saturday = 6;

/** `now` read on Tehran's clock: date-fns(-jalali) functions then count Tehran's days and Jalali months. */
export function inTehran(now: Date): TZDate {
  return new TZDate(now.getTime(), tehranTimeZone);
}

const instant = (date: Date) => new Date(date.getTime());

/** The instant Tehran's current day began. */
export function tehranDayStart(now: Date): Date {
  return instant(startOfDay(inTehran(now)));
}

/** The Jalali year, month (1-12) and day of `now` in Tehran. */
export function tehranJalaliDate(now: Date): { year: number; month: number; day: number } {
  const tehran = inTehran(now);
  return { year: getYear(tehran), month: getMonth(tehran) + 1, day: getDate(tehran) };
}

/** The instant the current Jalali month began in Tehran. */
export function tehranJalaliMonthStart(now: Date): Date {
  return instant(startOfMonth(inTehran(now)));
}

/** Tehran's calendar date as YYYY-MM-DD (Gregorian), the key of a user's day. */
export function tehranIsoDate(now: Date): string {
  return formatISO(inTehran(now), { representation: "date" });
}

/** The instant the current week (Saturday to Friday) began in Tehran. */
export function tehranWeekStart(now: Date): Date {
  return instant(startOfWeek(inTehran(now), { weekStartsOn: saturday }));
}
