import { describe, expect, it } from "vitest";
import {
  calendarDays,
  rangeOf,
  sameJalaliMonth,
  shiftAnchor,
  tehranClock,
  tehranInstant,
  tehranWords,
} from "./tehran-days";

describe("the publishing calendar's days", () => {
  it("a week runs Saturday to Friday around the day it shows", () => {
    const days = calendarDays("week", "2026-11-26");
    expect(days).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(tehranWords("en").weekday(days[0] ?? "")).toBe("Sat");
  });

  it("a month view holds the whole Jalali month (Azar 1405), padded to Saturday-first weeks", () => {
    const days = calendarDays("month", "2026-12-10");
    expect(days[0]).toBe("2026-11-21");
    expect(days[days.length - 1]).toBe("2026-12-25");
    expect(days).toHaveLength(35);
    expect(sameJalaliMonth("2026-11-22", "2026-12-10")).toBe(true);
    expect(sameJalaliMonth("2026-11-21", "2026-12-10")).toBe(false);
    expect(tehranWords("fa").month("2026-12-10")).toBe("آذر ۱۴۰۵");
  });

  it("the range asked of the API starts at Tehran's midnight of the first day and ends after the last", () => {
    expect(rangeOf(calendarDays("week", "2026-11-26"))).toEqual({
      from: "2026-11-20T20:30:00.000Z",
      to: "2026-11-27T20:30:00.000Z",
    });
  });

  it("previous and next move by a week or by a Jalali month", () => {
    expect(shiftAnchor("week", "2026-11-26", 1)).toBe("2026-12-03");
    expect(shiftAnchor("month", "2026-11-26", -1)).toBe("2026-10-27");
  });

  it("a time chosen on Tehran's clock is the same instant read back, whatever the browser's zone", () => {
    const instant = tehranInstant("2026-11-28", 19, 30);
    expect(instant).toBe("2026-11-28T16:00:00.000Z");
    expect(tehranClock(instant)).toEqual({ day: "2026-11-28", hour: 19, minute: 30 });
    expect(tehranWords("fa").time(instant)).toBe("۱۹:۳۰");
  });
});
