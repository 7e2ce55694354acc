import { describe, expect, it } from "vitest";
import { calendarDayInstant, selectedDayOf } from "./selected-day";

describe("the day the page shows", () => {
  const today = "2026-11-22";

  it("shows today without a date in the address", () => {
    expect(selectedDayOf(null, today)).toBeNull();
  });

  it("reopens an earlier day named in the address", () => {
    expect(selectedDayOf("2026-11-20", today)).toBe("2026-11-20");
  });

  it("treats today's own date as today, so it can still be generated", () => {
    expect(selectedDayOf(today, today)).toBeNull();
  });

  it("ignores a malformed date and shows today", () => {
    expect(selectedDayOf("20-11-2026", today)).toBeNull();
    expect(selectedDayOf("", today)).toBeNull();
  });

  it("ignores a day that is not on the calendar and shows today", () => {
    expect(selectedDayOf("2026-02-30", today)).toBeNull();
    expect(selectedDayOf("2026-13-01", today)).toBeNull();
  });

  it("formats a calendar day as that same day wherever the browser is", () => {
    const instant = calendarDayInstant("2026-11-20");
    expect([instant.getFullYear(), instant.getMonth() + 1, instant.getDate()]).toEqual([2026, 11, 20]);
  });
});
