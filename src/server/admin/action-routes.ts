import { adminActionListSchema } from "../../shared/admin";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { errors, tags } from "./route-parts";
import { listAdminActions } from "./service";

const actionsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/actions",
  operationId: "listAdminActions",
  tags,
  summary: "The latest 50 admin actions: who did what, to whom, when",
  responses: { 200: jsonResponse(adminActionListSchema, "Newest first"), ...errors },
});

/** The record of what admins did. */
export function actionRoutes(ctx: ServiceContext) {
  return createRouter().openapi(actionsRoute, async (c) => c.json(await listAdminActions(ctx), 200));
}
