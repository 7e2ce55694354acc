import { Hono, type MiddlewareHandler } from "hono";
import { unauthenticated } from "../errors";
import { clientAddress } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { type Auth, clientIpHeader } from "./auth";

/** Better Auth's handler under /api/auth, told the client address it may rate-limit on. */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientAddress(c, trustProxy));
    const request = new Request(c.req.raw, { headers });
    return auth.handler(request);
  });
}

/** Guards a router: the signed-in user in `c.var.user`, or 401 unauthenticated. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw unauthenticated();
    c.set("user", { id: found.user.id, email: found.user.email, name: found.user.name });
    await next();
  };
}
