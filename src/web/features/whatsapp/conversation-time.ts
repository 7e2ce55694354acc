import { calendarDaysBetween } from "@/lib/format";

/** A conversation's last message: today's by their time of day, older ones by their (Jalali) date. */
export function conversationTimeStyle(date: string, now: Date = new Date()): "time" | "date" {
  return calendarDaysBetween(date, now) === 0 ? "time" : "date";
}
