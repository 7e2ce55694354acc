import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  invitationViewSchema,
  shopActionListSchema,
  staffInvitationSchema,
  staffInviteSchema,
  staffListSchema,
  staffRoleChangeSchema,
  workShopListSchema,
} from "../../shared/staff";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { openToVisitors } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import {
  acceptInvitation,
  changeStaffRole,
  inviteStaff,
  leaveShop,
  listShopActivity,
  listStaff,
  removeStaff,
  viewInvitation,
  withdrawInvitation,
  workShops,
} from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  403: jsonResponse(apiErrorSchema, "Not the shop's owner"),
  404: jsonResponse(apiErrorSchema, "No such member or invitation in this shop"),
};
const accountId = z.uuid();
const memberParams = z.object({ userId: accountId });
const invitationParams = z.object({ id: z.uuid() });
/** An invitation's token: 24 random bytes as base64url. */
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, "invitationInvalid") });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "owner",
  operationId: "listStaff",
  tags: ["staff"],
  summary: "The shop's staff and open invitations, with the plan's staff allowance",
  responses: { 200: jsonResponse(staffListSchema, "Members, invitations, allowance"), ...errors },
});
const activityRoute = createRoute({
  method: "get",
  path: "/activity",
  shop: "owner",
  operationId: "listShopActivity",
  tags: ["staff"],
  summary: "Who in the shop changed what (orders, products, settings, staff), newest first, 30 at a time",
  request: { query: z.object({ before: z.coerce.number().int().positive().optional() }) },
  responses: { 200: jsonResponse(shopActionListSchema, "The latest changes"), ...errors },
});
const inviteRoute = createRoute({
  method: "post",
  path: "/invitations",
  shop: "owner",
  operationId: "inviteStaff",
  tags: ["staff"],
  summary: "Invite an e-mail address to work in the shop with a role; the answer carries the link to pass on",
  request: { body: jsonBody(staffInviteSchema) },
  responses: {
    201: jsonResponse(staffInvitationSchema, "Invited (and e-mailed)"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "That account already works in the shop"),
  },
});
const withdrawRoute = createRoute({
  method: "delete",
  path: "/invitations/{id}",
  shop: "owner",
  operationId: "withdrawStaffInvitation",
  tags: ["staff"],
  summary: "Withdraw an invitation not yet accepted",
  request: { params: invitationParams },
  responses: { 204: { description: "Withdrawn" }, ...errors },
});
const changeRoleRoute = createRoute({
  method: "put",
  path: "/members/{userId}",
  shop: "owner",
  operationId: "changeStaffRole",
  tags: ["staff"],
  summary: "Give a staff member another role; it applies to their next request",
  request: { params: memberParams, body: jsonBody(staffRoleChangeSchema) },
  responses: { 204: { description: "Changed" }, ...errors },
});
const removeRoute = createRoute({
  method: "delete",
  path: "/members/{userId}",
  shop: "owner",
  operationId: "removeStaff",
  tags: ["staff"],
  summary: "Remove a staff member: their access ends at once, their bot chats get no more alerts",
  request: { params: memberParams },
  responses: { 204: { description: "Removed" }, ...errors },
});

/** DESIGN 35: the owner's staff page, under /api/staff. */
export function staffRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listStaff(ctx, { sellerId: c.get("shop").sellerId, now: new Date() }), 200),
    )
    .openapi(activityRoute, async (c) => {
      const items = await listShopActivity(ctx, {
        sellerId: c.get("shop").sellerId,
        before: c.req.valid("query").before,
      });
      return c.json({ items }, 200);
    })
    .openapi(inviteRoute, async (c) => {
      const { sellerId, actorId } = c.get("shop");
      const invitation = await inviteStaff(ctx, { sellerId, actorId, values: c.req.valid("json"), now: new Date() });
      return c.json(invitation, 201);
    })
    .openapi(withdrawRoute, async (c) => {
      await withdrawInvitation(ctx, { sellerId: c.get("shop").sellerId, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(changeRoleRoute, async (c) => {
      const { role } = c.req.valid("json");
      await changeStaffRole(ctx, { sellerId: c.get("shop").sellerId, userId: c.req.valid("param").userId, role });
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await removeStaff(ctx, {
        sellerId: c.get("shop").sellerId,
        userId: c.req.valid("param").userId,
        now: new Date(),
      });
      return c.body(null, 204);
    });
}

const workShopsRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listWorkShops",
  tags: ["staff"],
  summary: "The shops the signed-in user may work in: their own, then each whose staff they are",
  responses: { 200: jsonResponse(workShopListSchema, "The shops with the user's role in each"), 401: errors[401] },
});
const leaveRoute = createRoute({
  method: "delete",
  path: "/{shopId}",
  operationId: "leaveShop",
  tags: ["staff"],
  summary: "Stop working in another's shop",
  request: { params: z.object({ shopId: accountId }) },
  responses: { 204: { description: "Left" }, 401: errors[401], 404: errors[404] },
});

/** The workspace switcher's shops, under /api/work-shops. */
export function workShopRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(workShopsRoute, async (c) => c.json({ items: await workShops(ctx, { userId: c.get("user").id }) }, 200))
    .openapi(leaveRoute, async (c) => {
      await leaveShop(ctx, { userId: c.get("user").id, shopId: c.req.valid("param").shopId, now: new Date() });
      return c.body(null, 204);
    });
}

const viewRoute = createRoute({
  method: "get",
  path: "/{token}",
  security: openToVisitors,
  operationId: "viewStaffInvitation",
  tags: ["staff"],
  summary: "What an invitation offers (whose shop, which role, for which address), before signing in",
  request: { params: tokenParams },
  responses: { 200: jsonResponse(invitationViewSchema, "The invitation"), 400: errors[400], 404: errors[404] },
});
const acceptRoute = createRoute({
  method: "post",
  path: "/{token}/accept",
  operationId: "acceptStaffInvitation",
  tags: ["staff"],
  summary: "Accept an invitation with the account of the invited address",
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(z.object({ shop_id: z.string() }), "Now staff of the shop"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "Accepted, withdrawn or expired, or already staff"),
  },
});

/** An invitation's page, under /api/staff-invitations: its token is the secret, as a pay link's is. */
export function invitationRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(viewRoute, async (c) =>
      c.json(await viewInvitation(ctx, { token: c.req.valid("param").token, now: new Date() }), 200),
    )
    .openapi(acceptRoute, async (c) => {
      const { id, email } = c.get("user");
      const { shopId } = await acceptInvitation(ctx, {
        token: c.req.valid("param").token,
        userId: id,
        email,
        now: new Date(),
      });
      return c.json({ shop_id: shopId }, 200);
    });
}
