import { describe, expect, it } from "vitest";
import { replyKeySends } from "./reply-keys";

const press = (fields: Partial<Parameters<typeof replyKeySends>[0]>) =>
  replyKeySends({ key: "Enter", ctrlKey: false, metaKey: false, isComposing: false, ...fields });

describe("keys in the reply box", () => {
  it("Ctrl+Enter and ⌘+Enter send", () => {
    expect(press({ ctrlKey: true })).toBe(true);
    expect(press({ metaKey: true })).toBe(true);
  });

  it("Enter alone is a new line, and Enter ending a composition belongs to it", () => {
    expect(press({})).toBe(false);
    expect(press({ ctrlKey: true, isComposing: true })).toBe(false);
    expect(press({ key: "a", ctrlKey: true })).toBe(false);
  });
});
