import { adminStatsSchema } from "../../shared/admin";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import { errors, tags } from "./route-parts";
import { type AdminDeps, adminStats } from "./service";

const statsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/stats",
  operationId: "getAdminStats",
  tags,
  summary: "Users, subscribers, WhatsApp messages (total, today), this Jalali month's revenue, bots, AI messages",
  responses: { 200: jsonResponse(adminStatsSchema, "The figures"), ...errors },
});

/** The figures at the top of the admin panel. */
export function statsRoutes(deps: AdminDeps) {
  return createRouter().openapi(statsRoute, async (c) => c.json(await adminStats(deps, { now: new Date() }), 200));
}
