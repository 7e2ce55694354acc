import type { Context, MiddlewareHandler } from "hono";
import { type Logger, redactSecrets } from "../logger";
import type { AppEnv } from "./context";

/**
 * A request id on every request, its response and its log line. API answers carry only the headers
 * that matter for JSON (each extra header costs the hot session read several per cent of throughput,
 * measured in bench/); documents get the full security headers in static-site.ts.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("baseLogger", logger);
    c.header("x-request-id", requestId);
    c.header("x-content-type-options", "nosniff");
    const started = performance.now();
    await next();
    if (logger.isLevelEnabled("info") && c.req.path.startsWith("/api/")) {
      logger.info(
        {
          requestId,
          method: c.req.method,
          // A reset link's token is in its path; the log must not hand it to whoever reads it.
          path: redactSecrets(c.req.path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  };
}

/** The request's logger, made on demand: most requests never log anything but their summary line. */
export function requestLogger(c: Context<AppEnv>): Logger {
  return c.get("baseLogger").child({ requestId: c.get("requestId") });
}

/** For responses a handler built itself (Better Auth's), which the prepared headers do not reach. */
export function withRequestHeaders(c: Context<AppEnv>, response: Response): Response {
  response.headers.set("x-request-id", c.get("requestId"));
  response.headers.set("x-content-type-options", "nosniff");
  return response;
}
