import { notSubscribed } from "@shared/subscription-state";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSession, fetchSessionStrictly, fetchSubscription } from "./session-queries";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe("subscription check", () => {
  it("AUTH-28: reads subscribed, tier and end date from /api/subscription", async () => {
    const state = { subscribed: true, subscription_tier: "premium", subscription_end: "2026-01-01T00:00:00.000Z" };
    answer(200, state);
    await expect(fetchSubscription()).resolves.toEqual(state);
  });

  it("AUTH-29: a failed check falls back to not subscribed and is only logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answer(401, { code: "unauthenticated", message: "sign in" });
    await expect(fetchSubscription()).resolves.toEqual(notSubscribed);
    expect(logged).toHaveBeenCalled();
  });

  it("AUTH-29: an empty or non-JSON answer falls back to not subscribed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const body of ["", "<html>captive portal</html>"]) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response(body, { status: 200 })),
      );
      await expect(fetchSubscription()).resolves.toEqual(notSubscribed);
    }
  });

  it("AUTH-29: an unreachable server falls back to not subscribed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    await expect(fetchSubscription()).resolves.toEqual(notSubscribed);
  });
});

describe("session check", () => {
  it("reads the signed-in user and session with their timestamps as dates", async () => {
    answer(200, {
      user: { id: "u1", name: "Sara", email: "sara@example.com", createdAt: "2026-01-02T03:04:05.678Z" },
      session: { id: "s1", userId: "u1", expiresAt: "2026-02-01T00:00:00.000Z" },
    });
    const session = await fetchSession();
    expect(session?.user.name).toBe("Sara");
    expect(session?.user.createdAt).toEqual(new Date("2026-01-02T03:04:05.678Z"));
    expect(session?.session.expiresAt).toEqual(new Date("2026-02-01T00:00:00.000Z"));
  });

  it("a name that looks like a date stays the name", async () => {
    answer(200, { user: { id: "u1", name: "2026-01-02T03:04:05.678Z" }, session: { id: "s1", userId: "u1" } });
    expect((await fetchSession())?.user.name).toBe("2026-01-02T03:04:05.678Z");
  });

  it("no session is a visitor", async () => {
    answer(200, null);
    await expect(fetchSession()).resolves.toBeNull();
    await expect(fetchSessionStrictly()).resolves.toBeNull();
  });

  it("a check the server did not answer is a visitor, and proves nothing when checked strictly", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer(502, { message: "bad gateway" });
    await expect(fetchSession()).resolves.toBeNull();
    await expect(fetchSessionStrictly()).resolves.toBe("failed");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    await expect(fetchSessionStrictly()).resolves.toBe("failed");
  });

  it("the first check takes the answer index.html asked for while the scripts downloaded; the next one asks again", async () => {
    const early = { user: { id: "u1", name: "Sara" }, session: { id: "s1", userId: "u1" } };
    vi.stubGlobal("__firstSessionRead", Promise.resolve(new Response(JSON.stringify(early), { status: 200 })));
    answer(200, null);
    expect((await fetchSession())?.user.name).toBe("Sara");
    expect(fetch).not.toHaveBeenCalled();
    await expect(fetchSession()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("an early read that could not reach the server is asked again by the first check", async () => {
    vi.stubGlobal("__firstSessionRead", Promise.resolve(null));
    answer(200, { user: { id: "u1", name: "Sara" }, session: { id: "s1", userId: "u1" } });
    expect((await fetchSession())?.user.name).toBe("Sara");
    expect(fetch).toHaveBeenCalledOnce();
  });
});
