import type { MiddlewareHandler } from "hono";
import { DomainError } from "../errors";
import type { AppEnv } from "./context";

const stateChangingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Routes that outside services post to without the app's Origin (a bot platform's webhook, a payment
 * gateway's callback). Each must prove itself another way (a secret token, a signature) and is listed
 * here with the reason; nothing else is exempt.
 */
export const crossSiteWriteExemptions: readonly RegExp[] = [];

/**
 * Refuses a state-changing request that a browser sent from another site, whatever its content type:
 * Hono's `csrf` middleware checks only form-like bodies, but a cookie rides on a cross-site JSON or
 * multipart request too. Without Origin and Sec-Fetch-Site it is not a browser (curl, another server,
 * tests) and carries no ambient cookie risk, so it passes.
 */
export function refuseCrossSiteWrites(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (!stateChangingMethods.has(c.req.method)) return next();
    if (crossSiteWriteExemptions.some((pattern) => pattern.test(c.req.path))) return next();
    const origin = c.req.header("origin");
    const crossSite = origin === undefined ? c.req.header("sec-fetch-site") === "cross-site" : !trusted.has(origin);
    if (crossSite) {
      throw new DomainError("cross_site_request", 403, "Requests from other sites are not accepted.");
    }
    return next();
  };
}
