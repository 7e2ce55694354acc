import { createRoute, z } from "@hono/zod-openapi";
import type { AiEngineKind } from "../ai/engine";
import type { Database, DatabaseKind } from "../db/client";
import { createRouter } from "../http/create-router";
import { databaseReachable } from "./service";

const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    db: z.enum(["pglite", "postgres"]),
    ai: z.enum(["offline", "openai-compatible"]),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["system"],
  responses: { 200: { description: "The app is up", content: { "application/json": { schema: healthSchema } } } },
});

export function healthRoutes(options: { db: Database; dbKind: DatabaseKind; aiKind: AiEngineKind }) {
  return createRouter().openapi(route, async (c) => {
    const reachable = await databaseReachable(options.db);
    return c.json(
      {
        status: reachable ? ("ok" as const) : ("degraded" as const),
        db: options.dbKind,
        ai: options.aiKind,
        version: process.env.npm_package_version ?? "0.1.0",
        uptimeSeconds: Math.round(process.uptime()),
      },
      200,
    );
  });
}
