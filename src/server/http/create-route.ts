import { createRoute as defineOpenApiRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  accountIdPattern,
  isAuditedShopAction,
  roleMayUse,
  type ShopArea,
  shopHeader,
  shopQuery,
} from "../../shared/staff";
import { DomainError, fieldInvalid, forbidden, unauthenticated } from "../errors";
import type { AppEnv } from "./context";
import type { SecurityRequirement } from "./openapi-security";

/** JSON bodies are small everywhere; a route that takes a file declares its own limit. */
export const jsonBodyLimitBytes = 256 * 1024;

/** A route's own body limit: the largest body it reads, and the error a larger one gets (a 413). */
export interface BodyLimit {
  maxBytes: number;
  tooLarge: () => DomainError;
}

/** A multipart body's own bytes beside its file: the boundaries, the part headers and the form's small fields. */
const multipartOverheadBytes = 64 * 1024;

/** The body limit of a route that takes one file of at most `maxFileBytes` in a multipart form. */
export const fileBodyLimit = (maxFileBytes: number, tooLarge: () => DomainError): BodyLimit => ({
  maxBytes: maxFileBytes + multipartOverheadBytes,
  tooLarge,
});

const tooLargeJson = () => new DomainError("payload_too_large", 413, "The request body is too large.");

/**
 * Who may call a route follows from the `security` it declares for the OpenAPI document (DESIGN 5): none
 * declared means the session cookie, so a new route is signed-in unless it says otherwise; the session
 * cookie with the `admin` role means an admin; anything else (a visitor, a webhook's secret) lets the
 * request through to the handler, which checks the secret itself.
 */
function accessOf(security: SecurityRequirement | undefined): "signed-in" | "admin" | "own-check" {
  if (security?.some((alternative) => alternative.sessionCookie?.includes("admin"))) return "admin";
  // An empty list is OpenAPI's "open to anyone"; an alternative without the cookie lets a request in without one.
  const sessionOnly =
    security === undefined || (security.length > 0 && security.every((alternative) => "sessionCookie" in alternative));
  return sessionOnly ? "signed-in" : "own-check";
}

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await c.var.access.readUser(c.req.raw.headers);
  if (!user) throw unauthenticated();
  c.set("user", user);
  await next();
};

const admin: MiddlewareHandler<AppEnv> = (c, next) =>
  signedIn(c, async () => {
    if (!(await c.var.access.isAdmin(c.get("user").id))) throw forbidden();
    await next();
  });

const guards = { "signed-in": [signedIn], admin: [admin], "own-check": [] };

const notShopMember = () => new DomainError("not_shop_member", 403, "You do not work in this shop.");
const roleForbidden = () => new DomainError("shop_role_forbidden", 403, "Your role in this shop does not allow this.");

/**
 * DESIGN 35: a seller-side route names the part of the shop it touches; the caller acts in their own shop, or in
 * the one the `x-shop` header (or `?shop=`, for an EventSource) names if they are its staff with a role that covers that part. The membership is
 * read on every request, so a removed member is refused at once on every instance.
 */
const inShop =
  (area: ShopArea, operationId: string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const actorId = c.get("user").id;
    const audited = operationId !== undefined && isAuditedShopAction(operationId);
    const named = c.req.header(shopHeader) ?? c.req.query(shopQuery);
    if (named !== undefined && !accountIdPattern.test(named)) throw fieldInvalid(shopQuery, "shopInvalid");
    let sellerId = actorId;
    if (named && named !== actorId) {
      const role = await c.var.access.staffRoleIn(actorId, named);
      if (!role) throw notShopMember();
      if (!roleMayUse(role, area)) throw roleForbidden();
      c.set("shop", { sellerId: named, actorId, role });
      sellerId = named;
    } else c.set("shop", { sellerId: actorId, actorId, role: "owner" });
    await next();
    // The shop's activity keeps who made each change (DESIGN 35): after it succeeded, never for a refusal.
    if (audited && c.res.status < 400) {
      const subjectId = c.req.param("id") ?? c.req.param("userId") ?? null;
      await c.var.access.recordShopAction({ shopId: sellerId, actorId, action: operationId, subjectId });
    }
  };

function limitOf({ maxBytes, tooLarge }: BodyLimit): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
}
const defaultLimit = limitOf({ maxBytes: jsonBodyLimitBytes, tooLarge: tooLargeJson });

/** The default JSON body limit, for the few routes outside the OpenAPI routers (Better Auth's). */
export const limitJsonBody = defaultLimit;

/**
 * Every API route is declared through this, never `@hono/zod-openapi`'s own (src/boundaries.test.ts): it
 * puts the route's guard, then its body limit, in front of its validation, so a stranger gets 401 before
 * any input is read. A seller-side route declares `shop` (the part of the shop it touches, DESIGN 35): its handler
 * reads `c.get("shop")`, never the session's user, for the shop it acts in. A GET carries no body, so the hot reads pay for no limit.
 */
export function createRoute<P extends string, R extends Omit<RouteConfig, "path"> & { path: P }>(
  config: R & { bodyLimit?: BodyLimit; shop?: ShopArea },
) {
  const { bodyLimit: ownLimit, shop, ...route } = config;
  const readsBody = route.method !== "get" && route.method !== "head";
  const limit = readsBody ? [ownLimit ? limitOf(ownLimit) : defaultLimit] : [];
  const guard = [...guards[accessOf(route.security)], ...(shop ? [inShop(shop, route.operationId)] : [])];
  // The document names the area too (`x-shop-area`), so the role table test covers every such route by itself.
  const area = shop ? { "x-shop-area": shop } : {};
  return defineOpenApiRoute<P, R>({ ...route, ...area, middleware: [...guard, ...limit] } as R);
}
