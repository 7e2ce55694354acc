import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, subscribers } from "../db/schema";
import { asUser, jsonRequest, makeUser, sessionCookie } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: "boss@example.com", AUTH_RATE_LIMIT_MAX: "3" });
});
afterAll(() => server.close());

describe("sign-up", () => {
  it("AUTH-19 signs the new user in and AUTH-18 stores the full name on the profile", async () => {
    const user = await makeUser(server.app, { name: "  سارا احمدی " });
    const me = await server.app.request("/api/me", asUser(user.cookie));
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, fullName: "سارا احمدی", isAdmin: false });
    const rows = await server.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(rows[0]?.fullName).toBe("سارا احمدی");
    expect(rows[0]?.preferredLanguage).toBe("fa");
  });

  it("AUTH-11 refuses a password shorter than 6 characters and creates nothing", async () => {
    const response = await server.app.request(
      "/api/auth/sign-up/email",
      jsonRequest({ name: "Short", email: "short@example.com", password: "12345" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PASSWORD_TOO_SHORT");
    const signIn = await server.app.request(
      "/api/auth/sign-in/email",
      jsonRequest({ email: "short@example.com", password: "12345" }),
    );
    expect(signIn.status).toBe(401);
  });

  it("AUTH-11 refuses a sign-up with no email or no password", async () => {
    for (const body of [
      { name: "A", password: "secret123" },
      { name: "A", email: "nopass@example.com" },
    ]) {
      const response = await server.app.request("/api/auth/sign-up/email", jsonRequest(body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("AUTH-14 answers a duplicate e-mail with the already-registered code", async () => {
    const user = await makeUser(server.app);
    const response = await server.app.request(
      "/api/auth/sign-up/email",
      jsonRequest({ name: "Again", email: user.email, password: "another123" }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it("grants the admin role to an e-mail in ADMIN_EMAILS at sign-up", async () => {
    const admin = await makeUser(server.app, { email: "Boss@Example.com" });
    const me = await (await server.app.request("/api/me", asUser(admin.cookie))).json();
    expect(me.isAdmin).toBe(true);
  });
});

describe("sign-in and sign-out", () => {
  it("AUTH-12 answers a wrong password with the invalid-credentials code", async () => {
    const user = await makeUser(server.app);
    const response = await server.app.request(
      "/api/auth/sign-in/email",
      jsonRequest({ email: user.email, password: "wrong-password" }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("AUTH-20 a session from sign-in authorises API calls", async () => {
    const user = await makeUser(server.app);
    const response = await server.app.request(
      "/api/auth/sign-in/email",
      jsonRequest({ email: user.email, password: user.password }),
    );
    expect(response.status).toBe(200);
    const me = await server.app.request("/api/me", asUser(sessionCookie(response)));
    expect(me.status).toBe(200);
  });

  it("AUTH-22 after sign-out the old session no longer authorises any API call", async () => {
    const user = await makeUser(server.app);
    // Read first, so the session is in the server's session cache when it is ended.
    expect((await server.app.request("/api/me", asUser(user.cookie))).status).toBe(200);
    const before = await server.app.request("/api/auth/get-session", asUser(user.cookie));
    expect((await before.json()).user.id).toBe(user.id);
    const signOut = await server.app.request("/api/auth/sign-out", asUser(user.cookie, { method: "POST" }));
    expect(signOut.status).toBe(200);
    const after = await server.app.request("/api/auth/get-session", asUser(user.cookie));
    expect(await after.json()).toBeNull();
    for (const path of ["/api/me", "/api/subscription"]) {
      const response = await server.app.request(path, asUser(user.cookie));
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe("unauthenticated");
    }
  });

  it("AUTH-25 signed-in endpoints refuse a request without a valid session", async () => {
    for (const path of ["/api/me", "/api/subscription"]) {
      expect((await server.app.request(path)).status).toBe(401);
      const forged = await server.app.request(path, asUser("better-auth.session_token=forged.token"));
      expect(forged.status).toBe(401);
    }
  });
});

describe("rate limits (DESIGN decision 10)", () => {
  it("AUTH-32 sign-in attempts from one address are limited; another address is not affected", async () => {
    const attempt = (ip: string) =>
      server.app.request(
        "/api/auth/sign-in/email",
        jsonRequest({ email: "nobody@example.com", password: "wrong-one" }, { "x-forwarded-for": ip }),
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt("203.0.113.7")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt("203.0.113.8")).status).toBe(401);
  });

  it("AUTH-33 reading one's own session and subscription many times never hits a limit", async () => {
    const user = await makeUser(server.app);
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) {
      statuses.add((await server.app.request("/api/auth/get-session", asUser(user.cookie))).status);
      statuses.add((await server.app.request("/api/subscription", asUser(user.cookie))).status);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe("subscription state (check-subscription)", () => {
  const setSubscriber = (userId: string, values: Partial<typeof subscribers.$inferInsert>) =>
    server.database.db.update(subscribers).set(values).where(eq(subscribers.userId, userId));

  it("AUTH-27 a new user is not subscribed, with no tier and no end", async () => {
    const user = await makeUser(server.app);
    const response = await server.app.request("/api/subscription", asUser(user.cookie));
    expect(await response.json()).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });

  it("reports an active subscription with its tier and end", async () => {
    const user = await makeUser(server.app);
    const end = new Date(Date.now() + 10 * 86_400_000);
    await setSubscriber(user.id, { subscribed: true, subscriptionTier: "premium", subscriptionEnd: end });
    const body = await (await server.app.request("/api/subscription", asUser(user.cookie))).json();
    expect(body).toEqual({ subscribed: true, subscription_tier: "premium", subscription_end: end.toISOString() });
  });

  it("AUTH-30 a subscription with no end date is active with no expiry", async () => {
    const user = await makeUser(server.app);
    await setSubscriber(user.id, { subscribed: true, subscriptionTier: "basic", subscriptionEnd: null });
    const body = await (await server.app.request("/api/subscription", asUser(user.cookie))).json();
    expect(body).toEqual({ subscribed: true, subscription_tier: "basic", subscription_end: null });
  });

  it("AUTH-31 a subscription whose end has passed counts as not subscribed", async () => {
    const user = await makeUser(server.app);
    await setSubscriber(user.id, {
      subscribed: true,
      subscriptionTier: "enterprise",
      subscriptionEnd: new Date(Date.now() - 60_000),
    });
    const body = await (await server.app.request("/api/subscription", asUser(user.cookie))).json();
    expect(body).toEqual({ subscribed: false, subscription_tier: null, subscription_end: null });
  });
});
