import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { dailyContent } from "../src/server/db/schema";
import { tehranIsoDate } from "../src/shared/tehran-calendar";
import { residentMb, spawnBenchApp } from "./memory-app";
import { morningUserCount, seedMorningUsers } from "./memory-users";
import { benchAppEnv, databaseReads, hotReads } from "./reads";
import {
  appDatabaseDir,
  type BenchAccount,
  createProduct,
  makePro,
  seedAccount,
  sendChatMessage,
  signUp,
} from "./reads-seed";

/** RSS is read this often; a line is printed per `windowMinutes`, with the lowest and highest reading in it. */
const sampleEveryMs = 5000;
const windowMinutes = 0.5;

function loadMinutes(): number {
  const minutes = Number(process.env.MEMORY_MINUTES ?? 5);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 5;
}

async function hasTodaysContent(url: string, account: BenchAccount) {
  const response = await fetch(`${url}/api/daily-content/today`, { headers: { cookie: account.cookie } });
  if (!response.ok) throw new Error(`GET /api/daily-content/today: ${response.status}`);
  return ((await response.json()) as { content: unknown }).content !== null;
}

/** The batch walks users by id and the app's two sort after the seeded ones: both served means all are done. */
async function waitForMorningRun(url: string, accounts: BenchAccount[]) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const done = await Promise.all(accounts.map((account) => hasTodaysContent(url, account)));
    if (done.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the morning run did not finish within 10 minutes");
}

/** Writes beside the read load, one at a time: a chat turn, then a product made and deleted (the list stays its size). */
async function writeUntil(signal: AbortSignal, url: string, account: BenchAccount, conversations: string[]) {
  let writes = 0;
  while (!signal.aborted) {
    const conversationId = conversations[writes % conversations.length];
    await sendChatMessage(url, account, `A caption for today's post ${writes}`, conversationId);
    const { id: productId } = await createProduct(url, account);
    const removed = await fetch(`${url}/api/products/${productId}`, {
      method: "DELETE",
      headers: { cookie: account.cookie, origin: url },
    });
    if (!removed.ok) throw new Error(`DELETE /api/products/{id}: ${removed.status}`);
    writes += 1;
  }
  return writes;
}

async function countTodaysContent(databaseDir: string) {
  const database = await openDatabase({ dataDir: databaseDir });
  try {
    const [row] = await database.db
      .select({ rows: count() })
      .from(dailyContent)
      .where(eq(dailyContent.contentDate, tehranIsoDate(new Date())));
    return row?.rows ?? 0;
  } finally {
    await database.close();
  }
}

interface Sample {
  minute: number;
  mb: number;
}

/** The reads of bench/reads.ts at 64 connections for `minutes`, writes beside them, RSS every 5 s. */
async function mixedLoad(app: { url: string; pid: number }, account: BenchAccount, minutes: number) {
  const { conversationId, conversations } = await seedAccount(app.url, account);
  const reads = [...new Set([...databaseReads(conversationId), ...hotReads])];
  const stopWrites = new AbortController();
  // Settled, not rejected, until awaited: a failed write must not end the bench while the load still runs.
  const writing = writeUntil(stopWrites.signal, app.url, account, conversations).then(
    (done) => ({ done }),
    (error: unknown) => ({ error }),
  );
  const samples: Sample[] = [{ minute: 0, mb: residentMb(app.pid) }];
  const sampler = setInterval(() => {
    samples.push({ minute: samples.length * (sampleEveryMs / 60_000), mb: residentMb(app.pid) });
  }, sampleEveryMs);
  let result: autocannon.Result;
  try {
    // autocannon's answer is a thenable without finally, hence try/finally.
    result = await autocannon({
      url: app.url,
      connections: 64,
      duration: minutes * 60,
      headers: { cookie: account.cookie },
      requests: reads.map((route) => ({ method: "GET", path: route })),
    });
  } finally {
    clearInterval(sampler);
    stopWrites.abort();
  }
  const written = await writing;
  if ("error" in written) throw written.error;
  const writes = written.done;
  if ((samples[samples.length - 1]?.minute ?? 0) < minutes) samples.push({ minute: minutes, mb: residentMb(app.pid) });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `mixed load: ${result.non2xx} non-2xx answers, ${result.errors} errors and ${result.timeouts} timeouts`,
    );
  }
  return {
    samples,
    summary:
      `  mixed load, ${minutes} min: ${reads.length} reads in turn at 64 connections (${result.requests.average.toFixed(0)} req/s, ` +
      `p99 ${result.latency.p99} ms) beside ${writes} writes of a chat turn and a product made and deleted`,
  };
}

/**
 * Under load the RSS swings 10-30 % with each collection of the heap (garbage not collected yet), so a single
 * reading says little. What the app keeps is the floor: the lowest reading of a window, just after a
 * collection. Growth compares the floor of the last minute with the floor of minute 2 to 3, when the heap
 * and the caches are warm (on a shorter run, the same shares of it).
 */
function printSamples(samples: Sample[], minutes: number) {
  const readingsIn = (from: number, to: number) => {
    const inside = samples.filter((sample) => sample.minute >= from && sample.minute < to).map((sample) => sample.mb);
    return inside.length > 0 ? { low: Math.min(...inside), high: Math.max(...inside) } : undefined;
  };
  for (let from = 0; from < minutes; from += windowMinutes) {
    const window = readingsIn(from, from + windowMinutes);
    if (!window) continue;
    console.log(
      `    minute ${from.toFixed(1).padStart(4)}  ${window.low.toFixed(0).padStart(5)} - ${window.high.toFixed(0)} MB`,
    );
  }
  const warmFrom = Math.min(2, minutes * 0.4);
  const warm = readingsIn(warmFrom, warmFrom + Math.min(1, minutes * 0.2));
  const last = readingsIn(minutes - Math.min(1, minutes * 0.2), minutes + 1);
  if (!warm || !last) return;
  const growth = (last.low - warm.low) / warm.low;
  console.log(
    `  growth of the floor, minute ${warmFrom.toFixed(1)} to the last minute: ${warm.low.toFixed(0)} -> ` +
      `${last.low.toFixed(0)} MB, ${(growth * 100).toFixed(1)} % (target flat, < 5 %): ${growth < 0.05 ? "met" : "NOT met"}`,
  );
}

/** Issue 20: the app's RSS after the 10,000-user morning run and through a bounded mixed load (PGlite). */
export async function benchMemory() {
  const minutes = loadMinutes();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  const databaseDir = appDatabaseDir(dataDir);
  // BENCH_APP_LOG_LEVEL=warn shows why the app failed, if it does; silent by default like the reads bench.
  const env = { ...benchAppEnv, LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? "silent" };
  try {
    const first = await spawnBenchApp({ dataDir, env });
    const firstMb = residentMb(first.pid);
    const account = await signUp(first.url, "bench-memory@example.com");
    const sentinel = await signUp(first.url, "bench-memory-sentinel@example.com");
    await first.stop();
    await makePro({ dataDir: databaseDir }, account.userId);
    await seedMorningUsers(databaseDir);

    // The app works the queued job from its start on, before it answers: timed from the spawn.
    const runStarted = performance.now();
    const app = await spawnBenchApp({ dataDir, port: first.port, env });
    let afterRunMb: number;
    let runSeconds: number;
    let mixed: Awaited<ReturnType<typeof mixedLoad>>;
    try {
      await waitForMorningRun(app.url, [account, sentinel]);
      runSeconds = (performance.now() - runStarted) / 1000;
      afterRunMb = residentMb(app.pid);
      mixed = await mixedLoad(app, account, minutes);
    } finally {
      await app.stop();
    }
    const made = await countTodaysContent(databaseDir);
    console.log("Memory of the app (PGlite), RSS (VmRSS) of its process");
    console.log(`  first start on a fresh data dir, idle: ${firstMb.toFixed(0)} MB`);
    console.log(
      `  after the ${morningUserCount.toLocaleString("en")}-user morning run (start and run took ${runSeconds.toFixed(0)} s, ` +
        `${made.toLocaleString("en")} rows of today): ${afterRunMb.toFixed(0)} MB`,
    );
    console.log(mixed.summary);
    printSamples(mixed.samples, minutes);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchMemory();
}
