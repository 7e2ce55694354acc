import { notSubscribed } from "@shared/subscription-state";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSubscription } from "./session-queries";

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
