import { type Context, Hono, type MiddlewareHandler } from "hono";
import { unauthenticated } from "../errors";
import { clientAddress } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { withRequestHeaders } from "../http/request-context";
import type { EventBus } from "../realtime/event-bus";
import { type Auth, clientIpHeader } from "./auth";
import { type CachedSession, type SessionCache, sessionCookieValue } from "./session-cache";

/** Posts that create a session rather than change one: nothing cached to forget. */
const sessionCreatingPaths = ["/sign-in/", "/sign-up/", "/request-password-reset"];

export function createSessionReader(auth: Auth, cache: SessionCache) {
  return async function readSession(headers: Headers): Promise<CachedSession | null> {
    const key = sessionCookieValue(headers.get("cookie") ?? undefined);
    if (!key) return null;
    const hit = cache.get(key);
    if (hit) return hit.value;
    const readAt = cache.generation();
    const found = await auth.api.getSession({ headers });
    if (found) cache.set(key, found, Date.now(), readAt);
    return found;
  };
}

/** Better Auth's handler under /api/auth, told the client address it may rate-limit on. */
export function authRoutes(options: { auth: Auth; cache: SessionCache; events: EventBus; trustProxy: boolean }) {
  const { auth, cache, events, trustProxy } = options;
  const forward = (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientAddress(c, trustProxy));
    return auth.handler(new Request(c.req.raw, { headers })).then((response) => withRequestHeaders(c, response));
  };

  return new Hono<AppEnv>()
    .get("/get-session", async (c) => {
      // A cache hit was answered by hotReadFastPath; this fills the cache from Better Auth's answer.
      const readAt = cache.generation();
      const response = await forward(c);
      const key = sessionCookieValue(c.req.header("cookie"));
      if (key && !c.req.url.includes("?") && response.ok) {
        const body = (await response.clone().json()) as CachedSession | null;
        if (body) cache.set(key, body, Date.now(), readAt);
      }
      return response;
    })
    .on(["GET", "POST"], "/*", async (c) => {
      const path = c.req.path.replace(/^\/api\/auth/, "");
      const changesSessions = c.req.method === "POST" && !sessionCreatingPaths.some((p) => path.startsWith(p));
      const key = sessionCookieValue(c.req.header("cookie"));
      // Whose sessions may change is read first: a sign-out ends the very session that names the user.
      const before =
        changesSessions && key
          ? (cache.get(key)?.value ?? (await auth.api.getSession({ headers: c.req.raw.headers })))
          : null;
      const response = await forward(c);
      if (!changesSessions || response.status >= 400) return response;
      // Sign-out, password change or reset, user update: the user's cached sessions are stale now, here and
      // on every other instance, and open event streams of a session now gone end (DESIGN 22).
      const userId = before?.user.id;
      if (userId) cache.forgetUser(userId);
      else if (path.startsWith("/reset-password")) cache.clear();
      else return response;
      await events
        .publish({ type: "sessions-changed", userId: userId ?? null })
        .catch((error: unknown) => c.get("baseLogger").warn({ err: error }, "a session change was not announced"));
      return response;
    });
}

/** Guards a router: the signed-in user in `c.var.user`, or 401 unauthenticated. */
export function requireUser(readSession: ReturnType<typeof createSessionReader>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = await readSession(c.req.raw.headers);
    if (!found) throw unauthenticated();
    c.set("user", { id: found.user.id, email: found.user.email, name: found.user.name });
    await next();
  };
}
