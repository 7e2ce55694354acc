import { describe, expect, it } from "vitest";
import { responseTime } from "./response-time";

describe("the average response counter", () => {
  it("STAT-14 shows nothing measured while no ticket has been answered", () => {
    expect(responseTime(null)).toBeNull();
  });

  it("STAT-14 reads in minutes under an hour and in hours (one decimal) from an hour up", () => {
    expect(responseTime(0)).toEqual({ unit: "lessThanMinute" });
    expect(responseTime(45)).toEqual({ unit: "minutes", amount: 45 });
    expect(responseTime(60)).toEqual({ unit: "hours", amount: 1 });
    expect(responseTime(95)).toEqual({ unit: "hours", amount: 1.6 });
    expect(responseTime(1500)).toEqual({ unit: "hours", amount: 25 });
  });
});
