import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { AppEnv } from "./context";

/** A child logger with the request id on every line, and one line per finished request. */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestLogger = logger.child({ requestId: c.get("requestId") });
    c.set("logger", requestLogger);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      requestLogger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  };
}
