import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

// A password-reset link's token is in its path (`/reset-password/<token>`, Better Auth's link) or in a
// `token=` query parameter (the /auth page it leads to); `;` covers `&amp;token=` in an e-mail's HTML.
const secretInLink = /(\/reset-password\/)[^/?#\s"'<>&]+|([?&;]token=)[^&#\s"'<>]+/g;

/** Text (a logged path, an e-mail shown back) with the secret of every reset link replaced. */
export function redactSecrets(text: string): string {
  return text.replace(secretInLink, (_match, inPath?: string, inQuery?: string) => `${inPath ?? inQuery}[redacted]`);
}
