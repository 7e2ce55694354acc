import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Who is signed in, as the session store would say.
let signedIn: string | null = "u1";
vi.mock("./auth/session-store", () => ({ signedInUserId: () => signedIn }));

/** A browser's localStorage, empty unless a previous visit kept something. */
function storageWith(kept: Record<string, string> = {}) {
  const values = new Map(Object.entries(kept));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const sarasShop = { userId: "u1", shopId: "owner-1", name: "فروشگاه سارا", role: "orders" } as const;

/** The module afresh, as a page load reads what the previous visit kept. */
async function loadPage(kept: Record<string, string> = {}) {
  vi.resetModules();
  const storage = storageWith(kept);
  vi.stubGlobal("localStorage", storage);
  return { shop: await import("./acting-shop"), storage };
}

beforeEach(() => {
  signedIn = "u1";
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shop the user works in (DESIGN 35)", () => {
  it("a new visit works in the user's own shop: no x-shop header", async () => {
    const { shop } = await loadPage();
    expect(shop.actingShopId()).toBeNull();
    expect(shop.shopRequestHeaders()).toEqual({});
  });

  it("after choosing another's shop every request names it, and the choice is kept for the next visit", async () => {
    const { shop, storage } = await loadPage();
    shop.switchShop(sarasShop);
    expect(shop.shopRequestHeaders()).toEqual({ "x-shop": "owner-1" });
    const next = await loadPage(Object.fromEntries(storage.values));
    expect(next.shop.actingShopId()).toBe("owner-1");
    expect(next.shop.actingShopOf("u1")).toEqual(sarasShop);
  });

  it("an address the browser reads by itself (a receipt photo, the event stream) names another's shop in its query", async () => {
    const { shop } = await loadPage();
    expect(shop.pathInActingShop("/api/orders/o1/receipt")).toBe("/api/orders/o1/receipt");
    shop.switchShop(sarasShop);
    expect(shop.pathInActingShop("/api/orders/o1/receipt")).toBe("/api/orders/o1/receipt?shop=owner-1");
    expect(shop.pathInActingShop("/api/events?x=1")).toBe("/api/events?x=1&shop=owner-1");
  });

  it("a choice kept for another account on this browser is ignored", async () => {
    const { shop } = await loadPage({ "acting-shop": JSON.stringify(sarasShop) });
    signedIn = "u2";
    expect(shop.actingShopId()).toBeNull();
    expect(shop.actingShopOf("u2")).toBeNull();
  });

  it("a kept value that does not read as a shop (a hand edit, the user's own id) is no shop", async () => {
    for (const raw of ["{", "null", '"x"', JSON.stringify({ ...sarasShop, role: "owner" })]) {
      const { shop } = await loadPage({ "acting-shop": raw });
      expect(shop.actingShopId()).toBeNull();
    }
    const { parseActingShop } = await import("./acting-shop");
    expect(parseActingShop(JSON.stringify({ ...sarasShop, shopId: "u1" }))).toBeNull();
    expect(parseActingShop(JSON.stringify(sarasShop))).toEqual(sarasShop);
  });

  it("switching shop tells the listeners once; choosing the same shop again, or its new name, is no switch", async () => {
    const { shop } = await loadPage();
    const switched = vi.fn();
    shop.onShopSwitch(switched);
    shop.switchShop(sarasShop);
    shop.switchShop(sarasShop);
    shop.switchShop({ ...sarasShop, name: "بوتیک سارا", role: "manager" });
    expect(switched).toHaveBeenCalledTimes(1);
    expect(shop.actingShopOf("u1")).toMatchObject({ name: "بوتیک سارا", role: "manager" });
    shop.switchShop(null);
    expect(switched).toHaveBeenCalledTimes(2);
    expect(shop.actingShopId()).toBeNull();
  });

  it("removed from the shop: back to the user's own, told with the shop's name", async () => {
    const { shop, storage } = await loadPage({ "acting-shop": JSON.stringify(sarasShop) });
    const switched = vi.fn();
    const left = vi.fn();
    shop.onShopSwitch(switched);
    shop.onShopLeft(left);
    shop.leaveActingShop();
    expect(shop.actingShopId()).toBeNull();
    expect(storage.values.has("acting-shop")).toBe(false);
    expect(switched).toHaveBeenCalledTimes(1);
    expect(left).toHaveBeenCalledWith("فروشگاه سارا");
    // Already in their own shop: nothing more to say.
    shop.leaveActingShop();
    expect(left).toHaveBeenCalledTimes(1);
  });

  it("signing out forgets the choice without reading anything again", async () => {
    const { shop, storage } = await loadPage({ "acting-shop": JSON.stringify(sarasShop) });
    const switched = vi.fn();
    shop.onShopSwitch(switched);
    shop.forgetActingShop();
    expect(storage.values.has("acting-shop")).toBe(false);
    expect(shop.actingShopId()).toBeNull();
    expect(switched).not.toHaveBeenCalled();
  });
});

describe("the API client in another's shop", () => {
  it("sends x-shop on every call", async () => {
    const { shop } = await loadPage();
    const { api, dataOf } = await import("./api-client");
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ items: [] }));
    vi.stubGlobal("fetch", fetchMock);
    await dataOf(api.orders.$get({ query: {} }));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("x-shop")).toBeNull();
    shop.switchShop(sarasShop);
    await dataOf(api.orders.$get({ query: {} }));
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("x-shop")).toBe("owner-1");
  });

  it("a not_shop_member answer takes the user back to their own shop", async () => {
    const { shop } = await loadPage({ "acting-shop": JSON.stringify(sarasShop) });
    const left = vi.fn();
    shop.onShopLeft(left);
    const { api, dataOf } = await import("./api-client");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: "not_shop_member", message: "no", requestId: "r" }, { status: 403 })),
    );
    await expect(dataOf(api.orders.$get({ query: {} }))).rejects.toMatchObject({ code: "not_shop_member" });
    expect(shop.actingShopId()).toBeNull();
    expect(left).toHaveBeenCalledWith("فروشگاه سارا");
  });
});
