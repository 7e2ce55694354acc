import type { z } from "@hono/zod-openapi";

/** A JSON response of an OpenAPI route. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A JSON request body of an OpenAPI route. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
