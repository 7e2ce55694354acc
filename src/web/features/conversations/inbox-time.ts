import { calendarDaysBetween } from "@/lib/format";

/** A conversation's last activity: today's by its time of day, older ones by their (Jalali) date. */
export function inboxTimeStyle(date: string, now: Date = new Date()): "time" | "date" {
  return calendarDaysBetween(date, now) === 0 ? "time" : "date";
}
