import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { lowestPasswordCost } from "../../src/server/config";
import { fillWithMigratedData } from "./migrated-data-dir";

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A journey that starts apps of its own (each start migrates and starts the job queue) gets this long: beside
 * other journeys on a busy machine, two starts (each up to `healthyWithinMs`) and a sign-in took over the usual minute.
 */
export const appStartsTimeout = 300_000;

/** How long one start may take to answer its health check: a loaded 2-core machine took over a minute. */
const healthyWithinMs = 110_000;

export interface RunningApp {
  url: string;
  port: number;
  /** The server's process (the memory bench reads its resident set). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`src/server/main.ts`) as its own process, as `npm start` does after the build.
 * `fromMigratedCopy` fills an empty data folder with a migrated database first (migrated-data-dir.ts).
 */
export async function startApp(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  fromMigratedCopy?: boolean;
}) {
  if (options.fromMigratedCopy) await fillWithMigratedData(options.dataDir);
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "200",
      // A sixteenth of the standard scrypt work per sign-up and sign-in (config.ts); production refuses it.
      ...(options.env?.NODE_ENV === "production" ? {} : { PASSWORD_HASH_COST: String(lowestPasswordCost) }),
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + healthyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy && child.pid !== undefined) {
      return {
        url,
        port,
        pid: child.pid,
        async stop() {
          if (child.exitCode === null) child.kill("SIGTERM");
          await exited;
        },
      } satisfies RunningApp;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the app did not become healthy within ${healthyWithinMs / 1000} s`);
}
