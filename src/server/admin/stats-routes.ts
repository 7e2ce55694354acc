import { adminStatsSchema } from "../../shared/admin";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { errors, tags } from "./route-parts";
import { adminStats } from "./service";

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
export function statsRoutes(ctx: ServiceContext) {
  return createRouter().openapi(statsRoute, async (c) => c.json(await adminStats(ctx, { now: new Date() }), 200));
}
