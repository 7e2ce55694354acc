import { calendarDateSchema } from "@shared/text";

/**
 * The day the page shows, from `?date=YYYY-MM-DD` (kept in the address so a reload keeps it).
 * `null` means today: no date, a malformed or impossible one (2024-02-30), or today's own date.
 */
export function selectedDayOf(dateParam: string | null, today: string): string | null {
  if (dateParam === null || !calendarDateSchema.safeParse(dateParam).success) return null;
  return dateParam === today ? null : dateParam;
}

/** A YYYY-MM-DD calendar day as an instant at its local noon, so formatting never slips to a neighbour day. */
export function calendarDayInstant(isoDay: string): Date {
  return new Date(`${isoDay}T12:00:00`);
}
