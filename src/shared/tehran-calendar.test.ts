import { describe, expect, it } from "vitest";
import {
  tehranDayStart,
  tehranIsoDate,
  tehranJalaliDate,
  tehranJalaliMonthStart,
  tehranWeekStart,
} from "./tehran-calendar";

describe("Tehran's calendar", () => {
  it("starts the day at Tehran midnight (UTC+03:30), not UTC midnight", () => {
    // 2026-11-22 22:00 UTC is 01:30 on 2026-11-23 in Tehran.
    const lateUtc = new Date("2026-11-22T22:00:00Z");
    expect(tehranIsoDate(lateUtc)).toBe("2026-11-23");
    expect(tehranDayStart(lateUtc).toISOString()).toBe("2026-11-22T20:30:00.000Z");
    expect(tehranDayStart(new Date("2026-11-22T20:29:59Z")).toISOString()).toBe("2026-11-21T20:30:00.000Z");
  });

  it("gives the Jalali date and the start of the Jalali month", () => {
    // 2026-11-22 is 1 Azar 1405.
    const now = new Date("2026-11-22T12:00:00Z");
    expect(tehranJalaliDate(now)).toEqual({ year: 1405, month: 9, day: 1 });
    expect(tehranJalaliMonthStart(now).toISOString()).toBe("2026-11-21T20:30:00.000Z");
    expect(tehranJalaliMonthStart(new Date("2026-12-10T12:00:00Z")).toISOString()).toBe("2026-11-21T20:30:00.000Z");
  });

  it("starts a month at its first day's Tehran midnight even when daylight saving began since (before 2022)", () => {
    // 1 Farvardin 1400 began at 2021-03-21 00:00 (+03:30); by 15 April Tehran was on +04:30.
    const now = new Date("2021-04-15T12:00:00Z");
    expect(tehranJalaliDate(now)).toEqual({ year: 1400, month: 1, day: 26 });
    expect(tehranJalaliMonthStart(now).toISOString()).toBe("2021-03-20T20:30:00.000Z");
    expect(tehranDayStart(now).toISOString()).toBe("2021-04-14T19:30:00.000Z");
  });

  it("starts the week on Saturday in Tehran", () => {
    // 2026-11-22 is a Sunday; the week began on Saturday 2026-11-21, Tehran midnight.
    expect(tehranWeekStart(new Date("2026-11-22T12:00:00Z")).toISOString()).toBe("2026-11-20T20:30:00.000Z");
    // Saturday 00:10 in Tehran is already the new week.
    expect(tehranWeekStart(new Date("2026-11-20T20:40:00Z")).toISOString()).toBe("2026-11-20T20:30:00.000Z");
    // Friday 23:50 in Tehran still belongs to the week before.
    expect(tehranWeekStart(new Date("2026-11-20T20:20:00Z")).toISOString()).toBe("2026-11-13T20:30:00.000Z");
  });
});
