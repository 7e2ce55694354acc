import { readFileSync } from "node:fs";
import { startApp } from "../e2e/support/app-process";

/** The process's resident set in MB, as the kernel counts it (VmRSS). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kb / 1024;
}

/** The real server in its own process, addressed by IP: autocannon does not try ::1 and 127.0.0.1 in turn. */
export async function spawnBenchApp(options: { dataDir: string; port?: number; env: Record<string, string> }) {
  const app = await startApp(options);
  return { ...app, url: `http://127.0.0.1:${app.port}` };
}
