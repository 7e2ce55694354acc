import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { securitySchemes, sessionRequired } from "./openapi-security";

/**
 * Serves the API's OpenAPI document at /api/openapi.json, for a tool to generate a client from: its
 * paths are relative to the `/api` server, and it names the session cookie and the webhooks' secrets.
 */
export function serveOpenApiDocument(api: OpenAPIHono<AppEnv>, options: { sessionCookieName: string }) {
  for (const [name, scheme] of Object.entries(securitySchemes(options.sessionCookieName))) {
    api.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Mohtavayar API", version: "0.1.0" },
    servers: [{ url: "/api", description: "This server" }],
    security: sessionRequired,
  });
}
