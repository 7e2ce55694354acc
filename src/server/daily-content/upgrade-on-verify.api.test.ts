import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DailyContentDay } from "../../shared/daily-content";
import type { CheckoutResponse } from "../../shared/payments";
import { startPaymentServers } from "../payments/test/payment-servers";
import { asUser, makeUser, sendJsonAs } from "../test/make-user";

// Issue 18: a plan paid through Zarinpal reaches today's content when the verify call makes it paid.
let servers: Awaited<ReturnType<typeof startPaymentServers>>;
beforeAll(async () => {
  servers = await startPaymentServers();
});
afterAll(() => servers.close());

describe("a Zarinpal payment upgrades today's content", () => {
  it("a free day becomes an Eco day when the payment is verified: the three styles, trending hashtags, no music", async () => {
    const { zarinpal, gateway } = servers;
    const account = await makeUser(zarinpal.app);
    const generated = await zarinpal.app.request(
      "/api/daily-content/generate?locale=en",
      asUser(account.cookie, { method: "POST" }),
    );
    const free = ((await generated.json()) as DailyContentDay).content;
    expect(free?.captions.luxury).toEqual([]);

    const checkout = await sendJsonAs(zarinpal.app, account, "/api/payments/checkout", { plan: "eco" });
    const { payment } = (await checkout.json()) as Extract<CheckoutResponse, { mode: "zarinpal" }>;
    const authority = payment.authority ?? "";
    gateway.pay(authority, "paid");
    const verified = await sendJsonAs(zarinpal.app, account, "/api/payments/verify", { authority, status: "OK" });
    expect(verified.status).toBe(200);

    const today = (await (
      await zarinpal.app.request("/api/daily-content/today", asUser(account.cookie))
    ).json()) as DailyContentDay;
    expect(today.access.plan).toBe("eco");
    expect(today.content?.captions.fun).toEqual(free?.captions.fun);
    expect(today.content?.captions.luxury.length).toBeGreaterThan(0);
    expect(today.content?.captions.motivational.length).toBeGreaterThan(0);
    expect(today.content?.captions.poetic).toEqual([]);
    expect(today.content?.trending_hashtags).toHaveLength(15);
    expect(today.content?.content_ideas).toEqual(free?.content_ideas);
    expect(today.content?.viral_music).toEqual([]);
    expect(today.content?.optimal_timing).toBe("");
  });
});
