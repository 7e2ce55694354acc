import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../e2e/support/app-process";

export interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** Seconds run first and thrown away, so the figure is of a warm server (JIT, caches, pool filled). */
  warmUpSeconds?: number;
}

/** Seconds each measured load lasts: BENCH_SECONDS, or 10. */
export function benchSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 10;
}

async function run(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors and ${result.timeouts} timeouts under load`,
    );
  }
  return result;
}

/** Requests/s and p99 at `connections` in flight; any non-2xx answer or error fails the bench. */
export async function load(url: string, options: LoadOptions = {}): Promise<Figures> {
  const { headers = {}, connections = 64, seconds = benchSeconds(), warmUpSeconds = 2 } = options;
  if (warmUpSeconds > 0) await run(url, headers, connections, warmUpSeconds);
  const result = await run(url, headers, connections, seconds);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** A bench server (a file in bench/) in its own process, so its event loop competes with nothing of ours. */
export async function startBenchServer(file: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, file)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`${file} exited with code ${code} before it was ready`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
