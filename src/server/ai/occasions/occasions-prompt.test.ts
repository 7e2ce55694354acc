import { describe, expect, it } from "vitest";
import { occasionsPromptLine } from "./occasions-prompt";

describe("the hosted model's line on the coming occasions (issue 18)", () => {
  it("names the coming month's occasions with their Tehran dates and moods", () => {
    const line = occasionsPromptLine(new Date("2026-12-18T09:00:00Z"));
    expect(line).toContain("Yalda night / شب یلدا (2026-12-21, in 3 days, celebratory)");
    expect(line).toContain("Father's Day / روز پدر (2026-12-23, in 5 days, celebratory)");
  });

  it("tells the model the restraint of the mourning days", () => {
    const line = occasionsPromptLine(new Date("2026-06-20T09:00:00Z"));
    expect(line).toContain("Tasua and Ashura / تاسوعا و عاشورا (2026-06-25, in 5 days, mournful)");
    expect(line).toContain("no jokes, no sales, no party emoji");
  });
});
