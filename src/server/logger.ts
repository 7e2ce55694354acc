import pino from "pino";

export type Logger = pino.Logger;

/** Where log lines go: stdout, or a stream of the caller's (tests read what was logged). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: redactedError },
    },
    destination,
  );
}

// A password-reset link's token is in its path (`/reset-password/<token>`, Better Auth's link) or in a
// `token=` query parameter (the /auth page it leads to); `;` covers `&amp;token=` in an e-mail's HTML.
// Better Auth stores the token as the verification row's identifier, `reset-password:<token>`. A bot's
// token is in every Bot API address (`/bot<id>:<secret>/sendMessage`), which a failed call's error quotes.
const secretInLink =
  /(\/reset-password\/|reset-password:)[^/?#\s"'<>&]+|([?&;]token=)[^&#\s"'<>]+|(\/bot\d+:)[A-Za-z0-9_-]+/g;

/** Text (a logged path, an e-mail shown back) with the secret of every reset link and bot address replaced. */
export function redactSecrets(text: string): string {
  return text.replace(
    secretInLink,
    (_match, inPath?: string, inQuery?: string, inBotAddress?: string) =>
      `${inPath ?? inQuery ?? inBotAddress}[redacted]`,
  );
}

/** How much of a logged error is kept: its own fields, a few levels down, each text cut to a page or so. */
const keptDepth = 4;
const keptEntries = 20;
const keptText = 2_000;

/**
 * A logged error as its own fields (message, stack, code, a platform's `error_code` and `description`), its
 * cause and the errors it wraps, with every string redacted: a failed query's message and `params` quote what
 * it wrote. Class instances it holds (grammY's context, Drizzle's tables) are left out, so no cycle or whole
 * object graph reaches the log.
 */
export function redactedError(error: unknown): unknown {
  return loggable(error, 0, new Set());
}

function loggable(value: unknown, depth: number, seen: Set<object>): unknown {
  if (typeof value === "string") return redactSecrets(value.length > keptText ? `${value.slice(0, keptText)}…` : value);
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value) || depth >= keptDepth) return undefined;
  seen.add(value);
  const fields = (from: object) =>
    Object.fromEntries(
      Object.entries(from)
        .slice(0, keptEntries)
        .map(([key, field]) => [key, loggable(field, depth + 1, seen)]),
    );
  if (value instanceof Error) {
    return {
      type: value.constructor.name,
      message: loggable(value.message, depth, seen),
      stack: loggable(value.stack, depth, seen),
      ...("cause" in value ? { cause: loggable(value.cause, depth + 1, seen) } : {}),
      ...fields(value),
    };
  }
  if (Array.isArray(value)) return value.slice(0, keptEntries).map((item) => loggable(item, depth + 1, seen) ?? null);
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null ? fields(value) : undefined;
}
