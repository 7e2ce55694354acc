import { describe, expect, it } from "vitest";
import { tehranDayKind, tehranDayPart, tehranWeekdayName } from "./tehran-time";

describe("Tehran's time of day and week", () => {
  it("tells Thursday and Friday by Tehran's date, not UTC's", () => {
    // 2026-11-25 21:00 UTC is Thursday 00:30 in Tehran; 2026-11-26 20:00 UTC is still Thursday 23:30.
    expect(tehranDayKind(new Date("2026-11-25T20:00:00Z"))).toBe("weekday");
    expect(tehranDayKind(new Date("2026-11-25T21:00:00Z"))).toBe("thursday");
    expect(tehranDayKind(new Date("2026-11-26T20:00:00Z"))).toBe("thursday");
    expect(tehranDayKind(new Date("2026-11-26T21:00:00Z"))).toBe("friday");
    expect(tehranDayKind(new Date("2026-11-27T21:00:00Z"))).toBe("weekday");
  });

  it("reads the part of the day on Tehran's clock", () => {
    expect(tehranDayPart(new Date("2026-11-22T01:29:00Z"))).toBe("night");
    expect(tehranDayPart(new Date("2026-11-22T01:30:00Z"))).toBe("morning");
    expect(tehranDayPart(new Date("2026-11-22T08:30:00Z"))).toBe("noon");
    expect(tehranDayPart(new Date("2026-11-22T11:30:00Z"))).toBe("afternoon");
    expect(tehranDayPart(new Date("2026-11-22T15:30:00Z"))).toBe("night");
  });

  it("names the weekday in the reply's language", () => {
    const thursdayInTehran = new Date("2026-11-25T21:00:00Z");
    expect(tehranWeekdayName(thursdayInTehran, "fa")).toBe("پنجشنبه");
    expect(tehranWeekdayName(thursdayInTehran, "en")).toBe("Thursday");
  });
});
