import { describe, expect, it } from "vitest";
import { planDaysLeft } from "./plan-days-left";

describe("planDaysLeft", () => {
  const now = new Date("2031-03-10T08:00:00Z");
  it("counts a day begun as a whole day, and an ended plan as none", () => {
    expect(planDaysLeft("2031-04-09T08:00:00Z", now)).toBe(30);
    expect(planDaysLeft("2031-03-10T09:00:00Z", now)).toBe(1);
    expect(planDaysLeft("2031-03-09T08:00:00Z", now)).toBe(0);
  });
});
