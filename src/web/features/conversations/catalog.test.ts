import { describe, expect, it } from "vitest";
import { takeoverCatalog } from "@/components/takeover/catalog";
import { conversationsCatalog } from "./catalog";

const keysOf = (catalog: object, prefix = ""): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const { fa, en } = conversationsCatalog;

describe("the conversations tab's messages (issue 37)", () => {
  it("Persian and English have the same keys", () => {
    expect(keysOf(en)).toEqual(keysOf(fa));
  });

  it("the tab and its button are named in the issue's words", () => {
    expect(fa.conversations.title).toBe("گفتگوها");
    expect(takeoverCatalog.fa.takeover.takeOver).toBe("در دست گرفتن گفتگو");
    expect(takeoverCatalog.en.takeover.takeOver).toBe("Take over");
  });
});
