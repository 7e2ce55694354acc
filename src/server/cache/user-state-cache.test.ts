import { describe, expect, it } from "vitest";
import { JsonText } from "../json-text";
import { UserStateCache } from "./user-state-cache";

const products = (length: number) => ({
  limit: 50,
  list: { items: new JsonText<never[]>("x".repeat(length)), next_cursor: null, count: 0 },
});

describe("the per-user state cache holds its lists under a bound (decision 024)", () => {
  it("the oldest users' entries go when the kept lists pass the bound", () => {
    const cache = new UserStateCache(100, 1000);
    cache.remember("a", cache.generation(), { products: products(400) });
    cache.remember("b", cache.generation(), { products: products(400) });
    expect(cache.keptTextLength()).toBe(800);
    cache.remember("c", cache.generation(), { products: products(400) });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.products?.list.items.text).toHaveLength(400);
    expect(cache.get("c")?.products?.list.items.text).toHaveLength(400);
    expect(cache.keptTextLength()).toBe(800);
  });

  it("a list replaced, forgotten or cleared no longer counts", () => {
    const cache = new UserStateCache(100, 1000);
    cache.remember("a", cache.generation(), { products: products(300) });
    cache.remember("a", cache.generation(), { products: products(100), orderCounts: [] });
    expect(cache.keptTextLength()).toBe(100);
    cache.remember("b", cache.generation(), { products: products(200) });
    cache.forget("a");
    expect(cache.keptTextLength()).toBe(200);
    cache.clear();
    expect(cache.keptTextLength()).toBe(0);
    expect(cache.get("b")).toBeUndefined();
  });

  it("one user's lists over the bound alone are kept until another user's come", () => {
    const cache = new UserStateCache(100, 1000);
    cache.remember("a", cache.generation(), { products: products(1500) });
    expect(cache.get("a")?.products).toBeDefined();
    cache.remember("b", cache.generation(), { products: products(10) });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.keptTextLength()).toBe(10);
  });

  it("a read that began before a forget is not kept", () => {
    const cache = new UserStateCache();
    const readAt = cache.generation();
    cache.forget("a");
    cache.remember("a", readAt, { products: products(10) });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.keptTextLength()).toBe(0);
  });

  it("no more than the most entries are kept, oldest going first", () => {
    const cache = new UserStateCache(2);
    for (const user of ["a", "b", "c"]) cache.remember(user, cache.generation(), { orderCounts: [] });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });
});
