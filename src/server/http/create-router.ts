import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";

/** Every router validates at the door with the same hook, so bad input always gets the same 400 body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return c.json(
        {
          code: "validation_failed",
          message: "The request is not valid.",
          requestId: c.get("requestId"),
          issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
        },
        400,
      );
    },
  });
}
