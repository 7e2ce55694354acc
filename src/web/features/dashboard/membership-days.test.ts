import { describe, expect, it } from "vitest";
import { membershipDays } from "./membership-days";

describe("membership length", () => {
  it("HOME-04: counts the days since the account was created", () => {
    expect(membershipDays(new Date(2025, 0, 1, 9), new Date(2025, 0, 31, 8))).toBe(30);
  });

  it("HOME-04: an account made today is 0 days old, never negative", () => {
    expect(membershipDays(new Date(2025, 0, 1, 9), new Date(2025, 0, 1, 10))).toBe(0);
    expect(membershipDays(new Date(2025, 0, 2), new Date(2025, 0, 1))).toBe(0);
  });
});
