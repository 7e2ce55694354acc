import { describe, expect, it } from "vitest";
import { composerKeyAction, isSendable } from "./composer-keys";

const press = (key: string, shiftKey = false, isComposing = false) => ({ key, shiftKey, isComposing });

describe("the message input's keys", () => {
  it("CHAT-13: Enter sends", () => {
    expect(composerKeyAction(press("Enter"), true)).toBe("send");
  });

  it("CHAT-14: Shift+Enter inserts a new line", () => {
    expect(composerKeyAction(press("Enter", true), true)).toBe("type");
  });

  it("CHAT-16, CHAT-18: Enter sends nothing while the text is blank or a reply is pending", () => {
    expect(composerKeyAction(press("Enter"), false)).toBe("block");
  });

  it("other keys and an input method's Enter are typing", () => {
    expect(composerKeyAction(press("a"), true)).toBe("type");
    expect(composerKeyAction(press("Enter", false, true), true)).toBe("type");
  });

  it("CHAT-16: blank or whitespace-only text cannot be sent", () => {
    expect(isSendable("")).toBe(false);
    expect(isSendable(" \n\t ")).toBe(false);
    expect(isSendable(" سلام ")).toBe(true);
  });
});
