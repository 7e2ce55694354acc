import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startApp } from "../e2e/support/app-process";

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: 50, duration: 8, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function startBareHello(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "bare-hello.ts")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill("SIGTERM") };
}

/** Requests/s and p99 of /api/health and an authenticated session read, against a bare @hono/node-server. */
export async function benchHttpThroughput() {
  const bare = await startBareHello();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-http-"));
  const app = await startApp({ dataDir, env: { LOG_LEVEL: "silent", HOST: "127.0.0.1" } });
  const appUrl = `http://127.0.0.1:${app.port}`;
  try {
    const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ name: "Bench", email: "bench@example.com", password: "secret123" }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");

    const bareFigures = await load(bare.url);
    const health = await load(`${appUrl}/api/health`);
    const session = await load(`${appUrl}/api/auth/get-session`, { cookie });
    const subscription = await load(`${appUrl}/api/subscription`, { cookie });

    const row = (name: string, figures: Figures) =>
      `  ${name.padEnd(38)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(figures.p99Ms).padStart(4)} ms  ${((figures.requestsPerSecond / bareFigures.requestsPerSecond) * 100).toFixed(0).padStart(4)} % of bare`;
    console.log("HTTP throughput (50 connections, 8 s each, PGlite)");
    console.log(row("bare @hono/node-server hello world", bareFigures));
    console.log(row("GET /api/health", health));
    console.log(row("GET /api/auth/get-session (session read)", session));
    console.log(row("GET /api/subscription (session + query)", subscription));
    const ratio = session.requestsPerSecond / bareFigures.requestsPerSecond;
    console.log(
      `  session read target ≥ 60 % of bare: ${ratio >= 0.6 ? "met" : "NOT met"} (${(ratio * 100).toFixed(0)} %)`,
    );
  } finally {
    bare.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
