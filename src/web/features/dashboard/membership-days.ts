import { calendarDaysBetween } from "@/lib/format";

/** 000 §9: membership length in whole calendar days since the account was created. */
export function membershipDays(createdAt: Date | string, now: Date = new Date()): number {
  return Math.max(0, calendarDaysBetween(createdAt, now));
}
