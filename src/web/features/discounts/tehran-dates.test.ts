import { describe, expect, it } from "vitest";
import {
  clampedDay,
  dayOf,
  endOfDayInstant,
  jalaliDaysIn,
  lastDayOf,
  shiftDays,
  startOfDayInstant,
  tehranDateWords,
} from "./tehran-dates";

describe("a code's dates on Tehran's clock and the Jalali calendar", () => {
  it("a start is the beginning of the Jalali day in Tehran, an end the beginning of the next", () => {
    const nowruz = { year: 1405, month: 1, day: 1 };
    expect(startOfDayInstant(nowruz)).toBe("2026-03-20T20:30:00.000Z");
    expect(endOfDayInstant(nowruz)).toBe("2026-03-21T20:30:00.000Z");
    expect(dayOf("2026-03-20T20:30:00.000Z")).toEqual(nowruz);
    expect(lastDayOf(endOfDayInstant(nowruz))).toEqual(nowruz);
  });

  it("knows the months' lengths: Esfand has 30 days in a leap year, 29 otherwise", () => {
    expect(jalaliDaysIn(1405, 1)).toBe(31);
    expect(jalaliDaysIn(1405, 7)).toBe(30);
    expect(jalaliDaysIn(1403, 12)).toBe(30);
    expect(jalaliDaysIn(1404, 12)).toBe(29);
    expect(clampedDay({ year: 1404, month: 12, day: 30 })).toEqual({ year: 1404, month: 12, day: 29 });
    expect(startOfDayInstant({ year: 1404, month: 12, day: 30 })).toBe("2026-03-19T20:30:00.000Z");
  });

  it("moves across months and years", () => {
    expect(shiftDays({ year: 1404, month: 12, day: 29 }, 1)).toEqual({ year: 1405, month: 1, day: 1 });
    expect(shiftDays({ year: 1405, month: 1, day: 1 }, 7)).toEqual({ year: 1405, month: 1, day: 8 });
  });

  it("writes dates and month names in the reader's language", () => {
    const fa = tehranDateWords("fa");
    expect(fa.monthName(1405, 1)).toBe("فروردین");
    expect(fa.date("2026-03-20T20:30:00.000Z")).toContain("۱۴۰۵");
    expect(fa.lastDay(endOfDayInstant({ year: 1405, month: 1, day: 1 }))).toBe(fa.date("2026-03-20T20:30:00.000Z"));
    expect(tehranDateWords("en").monthName(1405, 9)).toBe("Azar");
  });
});
