import type { Conversation } from "@shared/chat";
import { describe, expect, it } from "vitest";
import { formatRelativeDay } from "@/lib/format";
import { renameDecision, selectionAfterDelete, withConversation } from "./conversation-rules";

function makeConversation(id: string, updatedAt: string): Conversation {
  return { id, title: `title ${id}`, created_at: "2025-01-01T00:00:00.000Z", updated_at: updatedAt };
}

const newest = makeConversation("a", "2025-03-03T10:00:00.000Z");
const middle = makeConversation("b", "2025-03-02T10:00:00.000Z");
const oldest = makeConversation("c", "2025-03-01T10:00:00.000Z");

describe("conversation rules", () => {
  it("CHAT-12: deleting the active conversation selects the first remaining one", () => {
    expect(selectionAfterDelete([newest, middle, oldest], "a", "a")).toBe("b");
    expect(selectionAfterDelete([newest, middle, oldest], "b", "b")).toBe("a");
  });

  it("CHAT-12: deleting the last conversation clears the view", () => {
    expect(selectionAfterDelete([newest], "a", "a")).toBeNull();
    expect(selectionAfterDelete([], "a", "a")).toBeNull();
  });

  it("CHAT-12: deleting another conversation keeps the active one", () => {
    expect(selectionAfterDelete([newest, middle], "b", "a")).toBe("a");
    expect(selectionAfterDelete([newest, middle], "b", null)).toBeNull();
  });

  it("CHAT-22: a conversation refreshed by a reply moves to the top", () => {
    const refreshed = { ...oldest, updated_at: "2025-03-04T10:00:00.000Z" };
    expect(withConversation([newest, middle, oldest], refreshed).map(({ id }) => id)).toEqual(["c", "a", "b"]);
  });

  it("CHAT-20: a new conversation joins the list in its place, newest first", () => {
    const created = makeConversation("d", "2025-03-05T10:00:00.000Z");
    expect(withConversation([newest, middle], created).map(({ id }) => id)).toEqual(["d", "a", "b"]);
  });

  it("CHAT-08: a changed title is saved trimmed", () => {
    expect(renameDecision("  ایده‌های تبلیغ  ", "old")).toEqual({ save: true, title: "ایده‌های تبلیغ" });
  });

  it("CHAT-10: an empty or whitespace-only title is not saved, so the old title stays", () => {
    expect(renameDecision("", "old")).toEqual({ save: false });
    expect(renameDecision("   \n ", "old")).toEqual({ save: false });
  });

  it("an unchanged title needs no call", () => {
    expect(renameDecision(" old ", "old")).toEqual({ save: false });
  });
});

describe("conversation date labels", () => {
  const now = new Date(2025, 2, 28, 10);

  it("CHAT-05: today, yesterday and N days ago under 7 days", () => {
    expect(formatRelativeDay(new Date(2025, 2, 28, 1), "en", now)).toBe("today");
    expect(formatRelativeDay(new Date(2025, 2, 27, 22), "en", now)).toBe("yesterday");
    expect(formatRelativeDay(new Date(2025, 2, 22, 9), "en", now)).toBe("6 days ago");
    expect(formatRelativeDay(new Date(2025, 2, 28, 1), "fa", now)).toBe("امروز");
    expect(formatRelativeDay(new Date(2025, 2, 27, 22), "fa", now)).toBe("دیروز");
    expect(formatRelativeDay(new Date(2025, 2, 22, 9), "fa", now)).toBe("۶ روز پیش");
  });

  it("CHAT-05: from 7 days on, a Persian-calendar date (Persian digits in fa)", () => {
    expect(formatRelativeDay(new Date(2025, 2, 21, 9), "fa", now)).toBe("۱ فروردین ۱۴۰۴");
    expect(formatRelativeDay(new Date(2025, 2, 21, 9), "en", now)).toBe("Farvardin 1, 1404 AP");
  });
});
