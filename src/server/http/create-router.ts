import { OpenAPIHono } from "@hono/zod-openapi";
import { DomainError } from "../errors";
import type { AppEnv } from "./context";

/** Every router validates at the door with the same hook, so bad input always gets the same 400 body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      // A required JSON body with no content type and no bytes reaches the hook as `{}`; a schema that
      // accepts `{}` must not turn "nothing sent" into a request. (With bytes, a 415 came before.)
      if (result.target === "json" && !c.req.header("content-type")) {
        throw new DomainError("body_required", 400, "The request needs a JSON body.");
      }
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
