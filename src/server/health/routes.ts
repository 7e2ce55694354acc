import { z } from "@hono/zod-openapi";
import type { DatabaseKind } from "../db/client";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { isLocalRequest } from "../http/local-request";
import { sessionWhenSent } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { databaseReachable, healthDetails, mayReadHealthDetails } from "./service";

const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    db: z.enum(["pglite", "postgres"]).optional(),
    ai: z.enum(["offline", "openai-compatible"]).optional(),
    version: z.string().optional(),
    uptimeSeconds: z.number().optional(),
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/",
  operationId: "getHealth",
  security: sessionWhenSent,
  summary: "Whether the app and its database are up (the load balancer's and the operator's probe)",
  tags: ["system"],
  description: "Everyone gets the status; admins and requests from the machine itself also get the details.",
  responses: { 200: { description: "The app is up", content: { "application/json": { schema: healthSchema } } } },
});

/** The signed-in user of a request, if any (the app's cached session reader). */
type SessionReader = (headers: Headers) => Promise<{ user: { id: string } } | null>;

export function healthRoutes(
  ctx: Pick<ServiceContext, "db" | "ai">,
  options: { dbKind: DatabaseKind; readSession: SessionReader },
) {
  return createRouter().openapi(route, async (c) => {
    const status = (await databaseReachable(ctx)) ? ("ok" as const) : ("degraded" as const);
    // With the database down the session or role cannot be read: the answer is still "degraded", not a 500.
    const detailed =
      isLocalRequest(c) ||
      (await options
        .readSession(c.req.raw.headers)
        .then((session) => mayReadHealthDetails(ctx, { userId: session?.user.id }))
        .catch(() => false));
    return c.json(detailed ? { status, ...healthDetails(ctx, options) } : { status }, 200);
  });
}
