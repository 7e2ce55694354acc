import { createRoute } from "@hono/zod-openapi";
import { adminActionListSchema } from "../../shared/admin";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { errors, tags } from "./route-parts";
import { type AdminDeps, listAdminActions } from "./service";

const actionsRoute = createRoute({
  method: "get",
  path: "/actions",
  operationId: "listAdminActions",
  tags,
  summary: "The latest 50 admin actions: who did what, to whom, when",
  responses: { 200: jsonResponse(adminActionListSchema, "Newest first"), ...errors },
});

/** The record of what admins did. */
export function actionRoutes(deps: AdminDeps) {
  return createRouter().openapi(actionsRoute, async (c) => c.json(await listAdminActions(deps), 200));
}
