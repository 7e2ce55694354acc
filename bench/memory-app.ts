import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../e2e/support/app-process";

const root = path.resolve(import.meta.dirname, "..");

/** The process's resident set in MB, as the kernel counts it (VmRSS). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kb / 1024;
}

/**
 * The real server started as e2e/support/app-process.ts starts it, but keeping the child's pid, which
 * startApp does not give and the memory bench needs to read its RSS.
 */
export async function spawnBenchApp(options: { dataDir: string; port?: number; env: Record<string, string> }) {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      AUTH_RATE_LIMIT_MAX: "200",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!stopping) console.error(`!!! the app exited on its own (code ${code}, signal ${signal}) !!!`);
      resolve();
    }),
  );
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy && child.pid !== undefined) return { url, port, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("the app did not become healthy within 60 s");
}
