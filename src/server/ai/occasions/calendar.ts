import { getDate } from "date-fns-jalali/getDate";
import { getMonth } from "date-fns-jalali/getMonth";
import { type Locale, locales } from "../../../shared/locales";
import { tehranIsoDate, tehranTimeZone as timeZone } from "../../../shared/tehran-calendar";
import { type Occasion, type OccasionDate, occasions } from "./occasions";

export interface UpcomingOccasion {
  occasion: Occasion;
  /** The Tehran calendar day it begins, YYYY-MM-DD (Gregorian). */
  date: string;
  /** Days from today in Tehran: 0 today, negative while one that began earlier still runs (Ramadan). */
  daysAway: number;
}

// Lunar dates come from the platform's tabular 'islamic-civil' calendar: plain arithmetic, the same on every
// ICU version, and on recent years it falls on the days Iran kept (Ashura 2025-07-06, Eid al-Fitr 2025-03-31)
// where Umm al-Qura, Saudi Arabia's observed calendar, runs a day early. Iran's official lunar dates follow
// the moon sighting and may still differ by a day. A lunar day is counted as the civil day it ends on.
const hijriFormat = new Intl.DateTimeFormat("en-u-ca-islamic-civil-nu-latn", {
  timeZone: "UTC",
  month: "numeric",
  day: "numeric",
});
const tuesday = 2;
const friday = 5;
const november = 11;
const esfand = 12;
const farvardin = 1;
// A year and a little more: every occasion, Jalali, Gregorian or lunar, comes round within it.
const yearAhead = 390;
const longestRun = Math.max(...occasions.map((occasion) => occasion.days));

interface MonthDay {
  month: number;
  day: number;
}

/**
 * One calendar day (a Tehran day once `now` is read on Tehran's clock), as the local noon of its Gregorian
 * date: date-fns-jalali reads local time, and a local noon is the same day on any machine's clock. Reading
 * dates this way is over ten times faster than through a time-zoned date, which a year's scan needs.
 */
class CalendarDay {
  readonly noon: Date;
  private jalaliRead: MonthDay | undefined;
  private hijriRead: MonthDay | undefined;
  constructor(year: number, monthIndex: number, day: number) {
    this.noon = new Date(year, monthIndex, day, 12);
  }
  after(days: number): CalendarDay {
    return new CalendarDay(this.noon.getFullYear(), this.noon.getMonth(), this.noon.getDate() + days);
  }
  get iso(): string {
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${this.noon.getFullYear()}-${pad(this.noon.getMonth() + 1)}-${pad(this.noon.getDate())}`;
  }
  get gregorian(): MonthDay {
    return { month: this.noon.getMonth() + 1, day: this.noon.getDate() };
  }
  get jalali(): MonthDay {
    this.jalaliRead ??= { month: getMonth(this.noon) + 1, day: getDate(this.noon) };
    return this.jalaliRead;
  }
  get hijri(): MonthDay {
    if (!this.hijriRead) {
      const utcNoon = Date.UTC(this.noon.getFullYear(), this.noon.getMonth(), this.noon.getDate(), 12);
      const parts = hijriFormat.formatToParts(utcNoon);
      const part = (type: "month" | "day") => Number(parts.find((candidate) => candidate.type === type)?.value);
      this.hijriRead = { month: part("month"), day: part("day") };
    }
    return this.hijriRead;
  }
  get weekday(): number {
    return this.noon.getDay();
  }
}

function tehranToday(now: Date): CalendarDay {
  const [year, month, day] = tehranIsoDate(now).split("-").map(Number);
  return new CalendarDay(year, month - 1, day);
}

function begins(date: OccasionDate, day: CalendarDay): boolean {
  switch (date.calendar) {
    case "jalali":
    case "gregorian":
    case "hijri": {
      const read = day[date.calendar];
      return read.month === date.month && read.day === date.day;
    }
    case "rule": {
      if (date.rule === "blackFriday") {
        // The Friday after the fourth Thursday of November: the only Friday from the 23rd to the 29th.
        const { month, day: dayOfMonth } = day.gregorian;
        return day.weekday === friday && month === november && dayOfMonth >= 23 && dayOfMonth <= 29;
      }
      // The evening before the year's last Wednesday: tomorrow is in Esfand and a week later it is Farvardin.
      return day.weekday === tuesday && day.after(1).jalali.month === esfand && day.after(8).jalali.month === farvardin;
    }
  }
}

/**
 * The occasions that begin within `days` days of `now` (Tehran), soonest first, and those still running
 * today. One that begins twice in the window (a short window never holds two) is listed at its first date.
 */
export function upcomingOccasions(now: Date, days: number, among: readonly Occasion[] = occasions): UpcomingOccasion[] {
  const today = tehranToday(now);
  const found = new Map<string, UpcomingOccasion>();
  for (let offset = 1 - longestRun; offset <= days; offset++) {
    const day = today.after(offset);
    for (const occasion of among) {
      const runsToday = offset + occasion.days > 0;
      if (!found.has(occasion.id) && runsToday && begins(occasion.date, day)) {
        found.set(occasion.id, { occasion, date: day.iso, daysAway: offset });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.daysAway - b.daysAway);
}

/** The next `count` occasions to begin or still running, however far (within a year). */
export function nearestOccasions(now: Date, count: number): UpcomingOccasion[] {
  return upcomingOccasions(now, yearAhead).slice(0, count);
}

/** The occasion's current or next run (within a year). */
export function nextOccurrence(occasion: Occasion, now: Date): UpcomingOccasion | null {
  return upcomingOccasions(now, yearAhead, [occasion])[0] ?? null;
}

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  fa: new Intl.DateTimeFormat(locales.fa.intl, { timeZone, weekday: "long", day: "numeric", month: "long" }),
  en: new Intl.DateTimeFormat(locales.en.intl, { timeZone, weekday: "long", day: "numeric", month: "long" }),
};

/** A Tehran day as people read it: «یکشنبه ۳۰ آذر», "Sunday, December 21". */
export function occasionDayLabel(date: string, locale: Locale): string {
  // Noon UTC is 15:30 in Tehran: the same calendar day.
  return dayFormats[locale].format(new Date(`${date}T12:00:00Z`));
}
