import type { BetterAuthOptions } from "better-auth";
import { isAPIError } from "better-auth/api";
import { type Logger, redactedError, redactSecrets } from "../logger";

/** An error or text Better Auth hands over, with reset secrets replaced as in every other log line. */
function loggable(value: unknown): unknown {
  if (value instanceof Error) return redactedError(value);
  return typeof value === "string" ? redactSecrets(value) : value;
}

/**
 * Better Auth logs through pino, so client text in its messages is escaped inside one JSON line and can
 * never start a forged line of its own. Its refusals (bad JSON, wrong password) would otherwise go to the
 * console unescaped; they are the client's mistakes, already in the request line's status, so debug only.
 */
export function authLogging(logger: Logger): Pick<BetterAuthOptions, "logger" | "onAPIError"> {
  const log = logger.child({ component: "better-auth" });
  return {
    logger: {
      level: "warn",
      log: (level, message, ...args) => log[level]({ args: args.map(loggable) }, redactSecrets(message)),
    },
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) {
          log.debug({ status: error.statusCode, code: error.body?.code }, redactSecrets(error.message));
        } else {
          // The logger's err serializer redacts it.
          log.error({ err: error }, "Better Auth failed");
        }
      },
    },
  };
}
