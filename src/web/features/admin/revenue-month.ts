import { tehranJalaliDate } from "@shared/tehran-calendar";

/** The Jalali months in order; their names are in the catalogue (`admin.stats.months.*`). */
export const jalaliMonths = [
  "farvardin",
  "ordibehesht",
  "khordad",
  "tir",
  "mordad",
  "shahrivar",
  "mehr",
  "aban",
  "azar",
  "dey",
  "bahman",
  "esfand",
] as const;
export type JalaliMonth = (typeof jalaliMonths)[number];

/**
 * DESIGN d15: the month the revenue card counts, the current Jalali month on Tehran's clock, whatever
 * time zone the admin's browser is in.
 */
export function revenueMonth(now: Date): { month: JalaliMonth; year: number } {
  const { year, month } = tehranJalaliDate(now);
  return { month: jalaliMonths[month - 1] ?? "farvardin", year };
}
