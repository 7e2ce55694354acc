import { describe, expect, it } from "vitest";
import { type CachedSession, SessionCache, sessionCookieValue } from "./session-cache";

const session = (userId: string, expiresInMs = 60_000): CachedSession => ({
  session: { id: `s-${userId}`, userId, expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  user: { id: userId, email: `${userId}@example.com`, name: userId },
});

describe("session cache", () => {
  it("answers a cached session until its time to live has passed", () => {
    const cache = new SessionCache(1000);
    cache.set("cookie-a", session("a"), 0);
    expect(cache.get("cookie-a", 999)?.value.user.id).toBe("a");
    expect(cache.get("cookie-a", 1000)).toBeUndefined();
  });

  it("never answers a session whose own expiry has passed", () => {
    const cache = new SessionCache(60_000);
    cache.set("cookie-a", session("a", -1));
    expect(cache.get("cookie-a")).toBeUndefined();
  });

  it("forgets every entry of a user, and only theirs", () => {
    const cache = new SessionCache(60_000);
    cache.set("a-1", session("a"));
    cache.set("a-2", session("a"));
    cache.set("b-1", session("b"));
    cache.forgetUser("a");
    expect(cache.get("a-1")).toBeUndefined();
    expect(cache.get("a-2")).toBeUndefined();
    expect(cache.get("b-1")?.value.user.id).toBe("b");
  });

  it("keeps at most its maximum number of entries, dropping the oldest", () => {
    const cache = new SessionCache(60_000, 2);
    cache.set("one", session("1"));
    cache.set("two", session("2"));
    cache.set("three", session("3"));
    expect(cache.get("one")).toBeUndefined();
    expect(cache.get("three")).toBeDefined();
  });

  it("reads the session cookie, secure-prefixed or not", () => {
    expect(sessionCookieValue("theme=dark; better-auth.session_token=abc.def%3D")).toBe("abc.def%3D");
    expect(sessionCookieValue("__Secure-better-auth.session_token=x.y")).toBe("x.y");
    expect(sessionCookieValue("theme=dark")).toBeUndefined();
    expect(sessionCookieValue("theme=dark;better-auth.session_token=a.b; lang=fa")).toBe("a.b");
    expect(sessionCookieValue("evil-better-auth.session_token=x.y")).toBeUndefined();
    expect(sessionCookieValue("evil-better-auth.session_token=x.y; better-auth.session_token=a.b")).toBe("a.b");
    expect(sessionCookieValue(undefined)).toBeUndefined();
  });
  it("does not keep a session read that began before a forget (a block or sign-out committing meanwhile)", () => {
    const cache = new SessionCache(60_000);
    const readAt = cache.generation();
    cache.forgetUser("a");
    cache.set("cookie-a", session("a"), Date.now(), readAt);
    expect(cache.get("cookie-a")).toBeUndefined();
    cache.set("cookie-a", session("a"), Date.now(), cache.generation());
    expect(cache.get("cookie-a")?.value.user.id).toBe("a");
  });
});
