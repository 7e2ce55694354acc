import { describe, expect, it } from "vitest";
import { conversationTimeStyle } from "./conversation-time";

describe("a conversation's time in the list", () => {
  const now = new Date(2025, 2, 21, 18, 0);

  it("today's last message shows its time of day", () => {
    expect(conversationTimeStyle(new Date(2025, 2, 21, 0, 5).toISOString(), now)).toBe("time");
  });

  it("an older one shows its date", () => {
    expect(conversationTimeStyle(new Date(2025, 2, 20, 23, 55).toISOString(), now)).toBe("date");
  });
});
