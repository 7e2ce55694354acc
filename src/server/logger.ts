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
// Better Auth stores the token as the verification row's identifier, `reset-password:<token>`.
const secretInLink = /(\/reset-password\/|reset-password:)[^/?#\s"'<>&]+|([?&;]token=)[^&#\s"'<>]+/g;

/** Text (a logged path, an e-mail shown back) with the secret of every reset link replaced. */
export function redactSecrets(text: string): string {
  return text.replace(secretInLink, (_match, inPath?: string, inQuery?: string) => `${inPath ?? inQuery}[redacted]`);
}

/**
 * A logged error with every string in it redacted: a failed query's message and `params` quote what it
 * wrote (an outbox row's reset link, Better Auth's verification identifier), and any error may be logged.
 */
export function redactedError(error: unknown): unknown {
  const serialized: unknown = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return JSON.parse(JSON.stringify(serialized ?? null), (_key, value: unknown) =>
    typeof value === "string" ? redactSecrets(value) : value,
  );
}
