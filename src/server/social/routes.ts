import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  authorizeUrlSchema,
  oauthCallbackResultSchema,
  oauthCallbackSchema,
  socialProfileListSchema,
} from "../../shared/social";
import type { Config } from "../config";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { PerUserRateLimit } from "../http/per-user-rate-limit";
import { createInstagramClient } from "../integrations/instagram/instagram-client";
import type { ServiceContext } from "../service-context";
import { deleteProfile, finishOauth, type InstagramAccess, listProfiles, startInstagramAuthorize } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};
const notConfigured = { 409: jsonResponse(apiErrorSchema, "Instagram login is not configured (under development)") };
const tooMany = { 429: jsonResponse(apiErrorSchema, "Too many connection attempts") };

const listRoute = createRoute({
  method: "get",
  path: "/profiles",
  operationId: "listSocialProfiles",
  tags: ["social"],
  summary: "The seller's linked Instagram profiles, newest first, and whether Instagram login is available",
  responses: { 200: jsonResponse(socialProfileListSchema, "The profiles, never their tokens"), ...errors },
});
const authorizeRoute = createRoute({
  method: "post",
  path: "/instagram/authorize",
  operationId: "startInstagramAuthorization",
  tags: ["social"],
  summary: "Start the Instagram popup: a one-time state for this seller and the authorize address",
  responses: {
    200: jsonResponse(authorizeUrlSchema, "Where the popup goes"),
    ...errors,
    ...notConfigured,
    ...tooMany,
  },
});
const callbackRoute = createRoute({
  method: "post",
  path: "/oauth/callback",
  operationId: "finishSocialOauth",
  tags: ["social"],
  summary: "Finish the connection the popup brought back (001 §7 social-oauth-callback)",
  request: { body: jsonBody(oauthCallbackSchema) },
  responses: {
    200: jsonResponse(oauthCallbackResultSchema, "Linked, or refreshed when linked before"),
    ...errors,
    403: jsonResponse(apiErrorSchema, "The plan allows no more accounts on this network"),
    ...notConfigured,
    ...tooMany,
    502: jsonResponse(apiErrorSchema, "Instagram refused the code or did not answer"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/profiles/{id}",
  operationId: "unlinkSocialProfile",
  tags: ["social"],
  summary: "Unlink a profile of this seller",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    204: { description: "Deleted" },
    ...errors,
    404: jsonResponse(apiErrorSchema, "No such profile of this seller"),
  },
});

/** The address to register with the Instagram app as its OAuth redirect URI. */
export const instagramRedirectUri = (appUrl: string) => `${appUrl}/auth/callback/instagram`;

function instagramClientFor(config: Config) {
  if (!config.instagram) return undefined;
  // INTEGRATIONS "Instagram": redirect_uri must match the registered address exactly. Instagram adds only
  // code and state, so the path names the platform for the callback page (001 §5).
  return createInstagramClient({ ...config.instagram, redirectUri: instagramRedirectUri(config.appUrl) });
}

export function socialRoutes(sellerDeps: ServiceContext) {
  const deps: ServiceContext & InstagramAccess = {
    ...sellerDeps,
    instagram: instagramClientFor(sellerDeps.config),
    connectRateLimit: new PerUserRateLimit(sellerDeps.config.bots.connectRateLimitPerMinute, 60_000),
  };
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listProfiles(deps, { userId: c.get("user").id }), 200))
    .openapi(authorizeRoute, async (c) =>
      c.json(await startInstagramAuthorize(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(callbackRoute, async (c) =>
      c.json(
        await finishOauth(deps, { userId: c.get("user").id, callback: c.req.valid("json"), now: new Date() }),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteProfile(deps, { userId: c.get("user").id, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
