import { describe, expect, it } from "vitest";
import { tehranDayStart, tehranIsoDate, tehranJalaliMonthStart, tehranWeekStart } from "../shared/tehran-calendar";
import { periodStarts, tehranToday, tehranWeekStartDate } from "./period-starts";

describe("a period's start kept until the next period begins", () => {
  it("gives the same start as working it out, across Tehran's midnights and Jalali months, in any order", () => {
    const dayStart = periodStarts(tehranDayStart, 36 * 3_600_000);
    const monthStart = periodStarts(tehranJalaliMonthStart, 35 * 86_400_000);
    // 1 Farvardin 1405 begins 2026-03-21 in Tehran (UTC+3:30); step every 7 hours over 400 days, then back.
    const first = Date.parse("2026-03-01T00:00:00Z");
    const instants = Array.from({ length: 1400 }, (_, i) => new Date(first + i * 7 * 3_600_000));
    for (const now of [...instants, ...instants.reverse()]) {
      expect(dayStart(now)).toEqual(tehranDayStart(now));
      expect(monthStart(now)).toEqual(tehranJalaliMonthStart(now));
      // A cached answer that depends on the period is kept until exactly the next period's start (the hot reads).
      for (const [starts, startOf] of [
        [dayStart, tehranDayStart],
        [monthStart, tehranJalaliMonthStart],
      ] as const) {
        const end = starts.endOf(now);
        expect(end).toBeGreaterThan(now.getTime());
        expect(startOf(new Date(end - 1))).toEqual(startOf(now));
        expect(startOf(new Date(end)).getTime()).toBe(end);
      }
    }
  });

  it("changes at the very instant Tehran's day changes", () => {
    const dayStart = periodStarts(tehranDayStart, 36 * 3_600_000);
    const midnight = Date.parse("2026-11-27T20:30:00Z");
    expect(dayStart(new Date(midnight - 1)).getTime()).toBe(midnight - 86_400_000);
    expect(dayStart(new Date(midnight)).getTime()).toBe(midnight);
  });
});

describe("a period's date kept until the next period begins", () => {
  it("gives Tehran's date of today and of the week's Saturday as working them out does", () => {
    const first = Date.parse("2026-03-01T00:00:00Z");
    const instants = Array.from({ length: 1400 }, (_, i) => new Date(first + i * 7 * 3_600_000));
    for (const now of [...instants, ...instants.reverse()]) {
      expect(tehranToday(now)).toBe(tehranIsoDate(now));
      expect(tehranWeekStartDate(now)).toBe(tehranIsoDate(tehranWeekStart(now)));
    }
  });
});
