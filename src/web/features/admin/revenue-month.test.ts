import { describe, expect, it } from "vitest";
import { revenueMonth } from "./revenue-month";

describe("the month of the revenue card", () => {
  it("ADM-12: is the Jalali month on Tehran's clock", () => {
    // 1 Farvardin 1404 began on 2025-03-21 at 00:00 in Tehran (2025-03-20 20:30 UTC).
    expect(revenueMonth(new Date("2025-03-20T20:29:00Z"))).toEqual({ month: "esfand", year: 1403 });
    expect(revenueMonth(new Date("2025-03-20T20:30:00Z"))).toEqual({ month: "farvardin", year: 1404 });
  });

  it("names the last month of the year too", () => {
    expect(revenueMonth(new Date("2026-03-01T12:00:00Z"))).toEqual({ month: "esfand", year: 1404 });
  });
});
