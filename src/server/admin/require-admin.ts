import type { MiddlewareHandler } from "hono";
import { hasRole } from "../account/service";
import type { Database } from "../db/client";
import { forbidden, unauthenticated } from "../errors";
import type { AppEnv } from "../http/context";

/**
 * 000 §6: only a user whose user_roles row says admin. Runs after the sign-in check and before any route
 * reads its input, so a visitor gets 401 and a user 403 whatever they sent.
 */
export function requireAdmin(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) throw unauthenticated();
    if (!(await hasRole({ db }, { userId: user.id, role: "admin" }))) throw forbidden();
    await next();
  };
}
