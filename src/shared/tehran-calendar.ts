// Days and months as people in Iran count them: Tehran's clock and the Jalali calendar (DESIGN d15).
export const tehranTimeZone = "Asia/Tehran";
const dayMs = 86_400_000;

const clockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: tehranTimeZone,
  hourCycle: "h23",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});
const jalaliFormat = new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
  timeZone: tehranTimeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: tehranTimeZone });

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): number {
  return Number(parts.find((p) => p.type === type)?.value ?? 0);
}

/** The instant Tehran's current day began. */
export function tehranDayStart(now: Date): Date {
  const parts = clockFormat.formatToParts(now);
  const sinceMidnight = (part(parts, "hour") * 3600 + part(parts, "minute") * 60 + part(parts, "second")) * 1000;
  return new Date(now.getTime() - sinceMidnight - now.getMilliseconds());
}

/** The Jalali year, month (1-12) and day of `now` in Tehran. */
export function tehranJalaliDate(now: Date): { year: number; month: number; day: number } {
  const parts = jalaliFormat.formatToParts(now);
  return { year: part(parts, "year"), month: part(parts, "month"), day: part(parts, "day") };
}

/** The instant the current Jalali month began in Tehran. */
export function tehranJalaliMonthStart(now: Date): Date {
  return new Date(tehranDayStart(now).getTime() - (tehranJalaliDate(now).day - 1) * dayMs);
}

/** Tehran's calendar date as YYYY-MM-DD (Gregorian), the key of a user's day. */
export function tehranIsoDate(now: Date): string {
  return isoDayFormat.format(now);
}

const weekdayFormat = new Intl.DateTimeFormat("en-US", { timeZone: tehranTimeZone, weekday: "short" });
/** Days since Saturday, the first day of the Iranian week. */
const daysSinceSaturday: Record<string, number> = { Sat: 0, Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6 };

/** The instant the current week (Saturday to Friday) began in Tehran. */
export function tehranWeekStart(now: Date): Date {
  return new Date(tehranDayStart(now).getTime() - (daysSinceSaturday[weekdayFormat.format(now)] ?? 0) * dayMs);
}
