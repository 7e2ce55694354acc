import { describe, expect, it } from "vitest";
import { planAllowance } from "./plan-allowance";

describe("the plan's WhatsApp numbers", () => {
  it("a plan with one number is full once one is connected, so the form is not offered", () => {
    expect(planAllowance(0, 1)).toEqual({ unlimited: false, limit: 1, full: false });
    expect(planAllowance(1, 1)).toEqual({ unlimited: false, limit: 1, full: true });
  });

  it("a plan that allows none is full from the start", () => {
    expect(planAllowance(0, 0).full).toBe(true);
  });

  it("an unlimited plan is never full", () => {
    expect(planAllowance(25, null)).toEqual({ unlimited: true, full: false });
  });
});
