import {
  adminRoleChangeSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  blockUserSchema,
} from "../../shared/admin";
import { apiErrorSchema } from "../../shared/api-errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { actingAdmin, errors, idParams, tags, withNotFound } from "./route-parts";
import { blockUser, listUsers, setAdminRole, unblockUser } from "./service";

const usersRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/users",
  operationId: "listUsers",
  tags,
  summary: "The newest users with subscription, role, block and this month's AI usage; searched, paged",
  request: { query: adminUserListQuerySchema },
  responses: { 200: jsonResponse(adminUserListSchema, "A page of users"), ...errors },
});
const blockRoute = createRoute({
  security: adminSession,
  method: "post",
  path: "/users/{id}/block",
  operationId: "blockUser",
  tags,
  summary: "Block a user: sessions end now, sign-in is refused, their bots stop answering",
  request: { params: idParams, body: jsonBody(blockUserSchema) },
  responses: {
    200: jsonResponse(adminUserSchema, "Blocked"),
    ...withNotFound,
    409: jsonResponse(apiErrorSchema, "An admin cannot block themself"),
  },
});
const unblockRoute = createRoute({
  security: adminSession,
  method: "post",
  path: "/users/{id}/unblock",
  operationId: "unblockUser",
  tags,
  summary: "Lift a block",
  request: { params: idParams },
  responses: { 200: jsonResponse(adminUserSchema, "Unblocked"), ...withNotFound },
});
const roleRoute = createRoute({
  security: adminSession,
  method: "put",
  path: "/users/{id}/admin",
  operationId: "setUserAdminRole",
  tags,
  summary: "Grant or revoke the admin role (user_roles)",
  request: { params: idParams, body: jsonBody(adminRoleChangeSchema) },
  responses: {
    200: jsonResponse(adminUserSchema, "Changed"),
    ...withNotFound,
    409: jsonResponse(apiErrorSchema, "An admin cannot demote themself"),
  },
});

/**
 * The users tab: the list, blocking and unblocking, and the admin role. `sessionsEnded` forgets a blocked user's cached sessions on every instance and ends their open streams (the
 * reactions, app.ts).
 */
export function userRoutes(ctx: ServiceContext, options: { sessionsEnded: (userId: string) => Promise<void> }) {
  return createRouter()
    .openapi(usersRoute, async (c) =>
      c.json(await listUsers(ctx, { query: c.req.valid("query"), now: new Date() }), 200),
    )
    .openapi(blockRoute, async (c) => {
      const userId = c.req.valid("param").id;
      const blocked = await blockUser(ctx, {
        admin: actingAdmin(c),
        userId,
        reason: c.req.valid("json").reason,
        now: new Date(),
      });
      await options.sessionsEnded(userId);
      return c.json(blocked, 200);
    })
    .openapi(unblockRoute, async (c) =>
      c.json(await unblockUser(ctx, { admin: actingAdmin(c), userId: c.req.valid("param").id, now: new Date() }), 200),
    )
    .openapi(roleRoute, async (c) =>
      c.json(
        await setAdminRole(ctx, {
          admin: actingAdmin(c),
          userId: c.req.valid("param").id,
          isAdmin: c.req.valid("json").is_admin,
          now: new Date(),
        }),
        200,
      ),
    );
}
