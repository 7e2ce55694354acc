import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  maxAvatarBytes,
  notificationPreferencesSchema,
  profileFormSchema,
  profilePageSchema,
  profileSchema,
  uploadedAvatarSchema,
} from "../../shared/profile";
import { createRoute, fileBodyLimit } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { fileBody, jsonBody, jsonResponse } from "../http/openapi-content";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { avatarTooLarge, replaceAvatar } from "./avatar";
import { loadProfilePage, saveNotifications, saveProfile } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};

const pageRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "getProfile",
  tags: ["profile"],
  summary: "The profile page: own, or ?user= for admins (read-only)",
  request: { query: z.object({ user: z.uuid().optional() }) },
  responses: { 200: jsonResponse(profilePageSchema, "The profile and its figures"), ...errors },
});
const saveRoute = createRoute({
  method: "put",
  path: "/",
  operationId: "saveProfile",
  summary: "Save the profile page's fields",
  tags: ["profile"],
  request: { body: jsonBody(profileFormSchema) },
  responses: { 200: jsonResponse(profileSchema, "Saved"), ...errors },
});
const notificationsRoute = createRoute({
  method: "put",
  path: "/notifications",
  operationId: "saveNotificationPreferences",
  summary: "Save which notifications the user wants",
  tags: ["profile"],
  request: { body: jsonBody(notificationPreferencesSchema) },
  responses: { 200: jsonResponse(notificationPreferencesSchema, "Saved"), ...errors },
});

// multipart/form-data with the image in `file`; its size and kind are checked on the bytes, not on its name.
const avatarRoute = createRoute({
  method: "post",
  path: "/avatar",
  bodyLimit: fileBodyLimit(maxAvatarBytes, avatarTooLarge),
  operationId: "uploadAvatar",
  summary: "Upload a profile picture (at most 2 MB)",
  tags: ["profile"],
  request: {
    body: fileBody(),
  },
  responses: {
    200: jsonResponse(uploadedAvatarSchema, "Saved; where the new image is served"),
    ...errors,
    413: jsonResponse(apiErrorSchema, "Larger than 2 MB"),
    429: jsonResponse(apiErrorSchema, "Too many uploads"),
  },
});

export function profileRoutes(
  ctx: ServiceContext,
  options: {
    /** Avatar uploads per user (DESIGN d10). */
    rateLimit: PerUserRateLimit;
  },
) {
  const deps = { ...ctx, rateLimit: options.rateLimit };
  return createRouter()
    .openapi(pageRoute, async (c) =>
      c.json(
        await loadProfilePage(deps, {
          viewerId: c.get("user").id,
          requestedUserId: c.req.valid("query").user,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(saveRoute, async (c) =>
      c.json(await saveProfile(deps, { userId: c.get("user").id, values: c.req.valid("json"), now: new Date() }), 200),
    )
    .openapi(notificationsRoute, async (c) =>
      c.json(
        await saveNotifications(deps, {
          userId: c.get("user").id,
          preferences: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(avatarRoute, async (c) => {
      const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
      return c.json(await replaceAvatar(deps, { userId: c.get("user").id, bytes, now: new Date() }), 200);
    });
}
