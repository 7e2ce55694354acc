import { Writable } from "node:stream";
import { createLogger, type Logger } from "../logger";

/** A logger at `level` whose lines (one JSON text each) are pushed to `lines`, for a test to read what was logged. */
export function loggerKeepingLines(level: string, lines: string[]): Logger {
  return createLogger(
    level,
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
}
