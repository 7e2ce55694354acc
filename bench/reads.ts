import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type RunningApp, startApp } from "../e2e/support/app-process";
import { benchSeconds, load, startBenchServer } from "./load";
import { createBenchDatabase } from "./reads-postgres";
import { printTable, printTargets, type Row, type TargetLine } from "./reads-report";
import { appDatabaseDir, type BenchAccount, makePro, seedAccount, signUp } from "./reads-seed";

type DatabaseKind = "pglite" | "postgres";

export interface ReadsOptions {
  only?: DatabaseKind;
  /** Only the routes whose path contains one of these (the references are always measured). */
  routes?: string[];
}

/** The app as the bench runs it: quiet, on 127.0.0.1, and with the AI limit out of the way of the seeding. */
export const benchAppEnv = { LOG_LEVEL: "silent", HOST: "127.0.0.1", AI_RATE_LIMIT_PER_MINUTE: "1000000" };

export function databaseReads(conversationId: string) {
  return [
    "/api/subscription",
    "/api/chat/conversations",
    `/api/chat/conversations/${conversationId}/messages`,
    "/api/daily-content/today",
    "/api/products",
    "/api/orders",
  ];
}

export const hotReads = ["/api/auth/get-session", "/api/subscription", "/api/ai/quota"];

const label: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/** Signs up, makes the user Pro in the database (PGlite: with the app stopped, it holds the data dir), seeds. */
async function startSeededApp(kind: DatabaseKind, dataDir: string, databaseUrl: string | undefined) {
  const env = { ...benchAppEnv, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let app: RunningApp = await startApp({ dataDir, env });
  const url = `http://127.0.0.1:${app.port}`;
  let account: BenchAccount;
  try {
    account = await signUp(url, `bench-${kind}@example.com`);
    if (kind === "pglite") await app.stop();
    await makePro(databaseUrl ? { databaseUrl } : { dataDir: appDatabaseDir(dataDir) }, account.userId);
    if (kind === "pglite") app = await startApp({ dataDir, port: app.port, env });
    const { conversationId } = await seedAccount(url, account);
    return { app, url, account, conversationId };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/**
 * A reference server measured before and after `between` (the app's reads, which take minutes): on a shared
 * machine the load of other processes drifts, and the mean of the two is what the reads are compared with.
 */
async function bracketed(
  reference: { file: string; name: string },
  env: Record<string, string>,
  between: () => Promise<Row[]>,
): Promise<{ reference: Row; rows: Row[] }> {
  const server = await startBenchServer(reference.file, env);
  try {
    const before = await load(server.url);
    const rows = await between();
    const after = await load(server.url, { warmUpSeconds: 0 });
    const figures = {
      requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
      p99Ms: (before.p99Ms + after.p99Ms) / 2,
    };
    const detail = `mean of ${before.requestsPerSecond.toFixed(0)} before and ${after.requestsPerSecond.toFixed(0)} req/s after the reads`;
    return { reference: { name: reference.name, detail, figures }, rows };
  } finally {
    await server.stop();
  }
}

async function benchDatabase(kind: DatabaseKind, options: ReadsOptions): Promise<TargetLine[]> {
  const database = kind === "postgres" ? await createBenchDatabase("bench_reads") : undefined;
  if (kind === "postgres" && !database) return [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-reads-"));
  try {
    const { app, url, account, conversationId } = await startSeededApp(kind, dataDir, database?.url);
    try {
      const selected = (paths: string[]) =>
        paths.filter((route) => !options.routes || options.routes.some((part) => route.includes(part)));
      // Each read is measured between its own reference's two measurements (the plan is in both lists).
      const measure = (route: string) => load(`${url}${route}`, { headers: { cookie: account.cookie } });
      const reads = await bracketed(
        { file: "reference-select.ts", name: `one indexed select (${label[kind]})` },
        database ? { REFERENCE_DATABASE_URL: database.url } : {},
        async () => {
          const rows: Row[] = [];
          for (const route of selected(databaseReads(conversationId))) {
            rows.push({ name: `GET ${route.replace(conversationId, "{id}")}`, figures: await measure(route) });
          }
          return rows;
        },
      );
      const hot = await bracketed({ file: "reference-json.ts", name: "bare Hono JSON route" }, {}, async () => {
        const rows: Row[] = [];
        for (const route of selected(hotReads)) rows.push({ name: `GET ${route}`, figures: await measure(route) });
        return rows;
      });

      const seconds = benchSeconds();
      const title = `${label[kind]}, 64 connections, ${seconds} s each after a 2 s warm-up`;
      const targets = printTable(`Reads on ${title}`, reads.reference, reads.rows, {
        minRatio: 0.7,
        maxP99Ms: reads.reference.figures.p99Ms * 1.5,
        p99Text: "1.5x the reference's",
      });
      const hotTargets = printTable(`Hot reads on ${title}`, hot.reference, hot.rows, {
        minRatio: 0.6,
        maxP99Ms: 25,
        p99Text: "25 ms",
      });
      return [...targets, ...hotTargets].map((target) => ({ ...target, label: `${label[kind]} ${target.label}` }));
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Issue 20: each authenticated read against a bare server doing the same one select, on both databases. */
export async function benchReads(options: ReadsOptions = {}) {
  const kinds: DatabaseKind[] = options.only ? [options.only] : ["pglite", "postgres"];
  const targets: TargetLine[] = [];
  for (const kind of kinds) targets.push(...(await benchDatabase(kind, options)));
  printTargets(targets);
}

function optionsFromArguments(args: string[]): ReadsOptions {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value("only");
  if (only !== undefined && only !== "pglite" && only !== "postgres") {
    throw new Error(`--only takes pglite or postgres, not ${only}`);
  }
  const routes = value("routes")?.split(",").filter(Boolean);
  return { ...(only ? { only } : {}), ...(routes ? { routes } : {}) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchReads(optionsFromArguments(process.argv.slice(2)));
}
