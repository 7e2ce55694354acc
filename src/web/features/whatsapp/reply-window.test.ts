import { describe, expect, it } from "vitest";
import { msUntilClosed, replyWindow } from "./reply-window";

const now = new Date("2025-03-21T12:00:00Z");

describe("the 24-hour reply window", () => {
  it("is open until the time the server gives, while that time is still ahead", () => {
    expect(replyWindow("2025-03-21T18:00:00Z", now)).toEqual({ open: true, until: "2025-03-21T18:00:00Z" });
    expect(msUntilClosed(replyWindow("2025-03-21T18:00:00Z", now), now)).toBe(6 * 60 * 60 * 1000);
  });

  it("is closed once that time has come, and says since when", () => {
    expect(replyWindow("2025-03-21T12:00:00Z", now)).toEqual({ open: false, closedAt: "2025-03-21T12:00:00Z" });
    expect(replyWindow("2025-03-20T09:30:00Z", now)).toEqual({ open: false, closedAt: "2025-03-20T09:30:00Z" });
    expect(msUntilClosed(replyWindow("2025-03-20T09:30:00Z", now), now)).toBeNull();
  });

  it("was never open when the customer has not written (only a test message went out)", () => {
    expect(replyWindow(null, now)).toEqual({ open: false, closedAt: null });
  });
});
