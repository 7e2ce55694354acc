import { z } from "@hono/zod-openapi";

/** A JSON response of an OpenAPI route. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/**
 * A JSON request body of an OpenAPI route. Required, so a request without one is refused instead of
 * reaching the handler as `{}` (@hono/zod-openapi skips validating an optional body it cannot see).
 */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true as const,
  content: { "application/json": { schema } },
});

/**
 * A multipart/form-data body with one file in `file`. Its kind and size are judged on its bytes by the
 * service, never on its name or declared type.
 */
export const fileBody = () => ({
  required: true as const,
  content: {
    "multipart/form-data": {
      schema: z.object({ file: z.instanceof(File).openapi({ type: "string", format: "binary" }) }),
    },
  },
});
