import { describe, expect, it } from "vitest";
import { JsonText } from "../json-text";
import { statePart, UserStateCache } from "./user-state-cache";

/** A part keeping a list, as the features' first pages are declared, and one keeping no text. */
const listPart = statePart<JsonText<never[]>>("list", { textLength: (list) => list.text.length });
const countsPart = statePart<number[]>("counts");
const list = (length: number) => new JsonText<never[]>("x".repeat(length));

describe("the per-user state cache holds its lists under a bound (decision 024)", () => {
  it("the oldest users' entries go when the kept lists pass the bound", () => {
    const cache = new UserStateCache(100, 1000);
    cache.remember("a", cache.generation(), listPart, list(400));
    cache.remember("b", cache.generation(), listPart, list(400));
    expect(cache.keptTextLength()).toBe(800);
    cache.remember("c", cache.generation(), listPart, list(400));
    expect(cache.entry("a")).toBeUndefined();
    expect(cache.get("b", listPart)?.text).toHaveLength(400);
    expect(cache.get("c", listPart)?.text).toHaveLength(400);
    expect(cache.keptTextLength()).toBe(800);
  });

  it("a list replaced, forgotten or cleared no longer counts", () => {
    const cache = new UserStateCache(100, 1000);
    cache.remember("a", cache.generation(), listPart, list(300));
    cache.remember("a", cache.generation(), listPart, list(100));
    cache.remember("a", cache.generation(), countsPart, []);
    expect(cache.keptTextLength()).toBe(100);
    cache.remember("b", cache.generation(), listPart, list(200));
    cache.forget("a");
    expect(cache.keptTextLength()).toBe(200);
    cache.clear();
    expect(cache.keptTextLength()).toBe(0);
    expect(cache.entry("b")).toBeUndefined();
  });

  it("one user's lists over the bound alone are kept until another user's come", () => {
    const cache = new UserStateCache(100, 1000);
    cache.remember("a", cache.generation(), listPart, list(1500));
    expect(cache.get("a", listPart)).toBeDefined();
    cache.remember("b", cache.generation(), listPart, list(10));
    expect(cache.entry("a")).toBeUndefined();
    expect(cache.keptTextLength()).toBe(10);
  });

  it("a read that began before a forget is not kept", () => {
    const cache = new UserStateCache();
    const readAt = cache.generation();
    cache.forget("a");
    cache.remember("a", readAt, listPart, list(10));
    expect(cache.entry("a")).toBeUndefined();
    expect(cache.keptTextLength()).toBe(0);
  });

  it("no more than the most entries are kept, oldest going first", () => {
    const cache = new UserStateCache(2);
    for (const user of ["a", "b", "c"]) cache.remember(user, cache.generation(), countsPart, []);
    expect(cache.entry("a")).toBeUndefined();
    expect(cache.entry("c")).toBeDefined();
  });
});
