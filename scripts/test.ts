import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { journeyChromiumPath } from "../e2e/support/chromium-path";

// `npm test`: lint, types and the build, then every Vitest project this machine can run, each stage timed.
// Without Chromium or PostgreSQL the rest still runs and the skip is said loudly; with CI=true a missing one
// is a failure.
const root = path.resolve(import.meta.dirname, "..");
const inCi = process.env.CI === "true";
const postgresUrl = process.env.TEST_DATABASE_URL;
const startedAt = performance.now();
const timings: { title: string; seconds: number }[] = [];

/** Runs a command to its end; resolves with its exit code and records how long it took. */
function timed(title: string, command: string, args: string[]): Promise<number> {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env });
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ title, seconds });
      console.log(`${code === 0 ? "✓" : "✗"} ${title} (${seconds.toFixed(1)} s)`);
      resolve(code ?? 1);
    });
  });
}

function printTimings() {
  console.log("\nStage times:");
  for (const { title, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}`);
  console.log(
    `  ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  in all (node ${process.version})`,
  );
}

/** Ends the run when a stage failed, after saying how long each took. */
function exitOnFailure(codes: number[]) {
  const failed = codes.find((code) => code !== 0);
  if (failed === undefined) return;
  printTimings();
  process.exit(failed);
}

async function postgresReachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const skipped: string[] = [];
const projects = ["unit", "api"];

if (postgresUrl) {
  const problem = await postgresReachable(postgresUrl);
  if (problem) {
    console.error(`✗ TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${problem}`);
    process.exit(1);
  }
  projects.push("api-postgres");
} else {
  skipped.push("API suite on PostgreSQL (set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)");
}
if (existsSync(journeyChromiumPath)) {
  projects.push("e2e-admin", "e2e-journeys", "e2e-journeys-2");
} else {
  skipped.push(
    `end-to-end journeys (no Chromium at ${journeyChromiumPath}: apt-get install -y chromium chromium-headless-shell)`,
  );
}
if (inCi && skipped.length > 0) {
  console.error(`✗ CI=true and these cannot run:\n  - ${skipped.join("\n  - ")}`);
  process.exit(1);
}

exitOnFailure([await timed("Biome (format + lint)", "npx", ["biome", "check", "."])]);
// The type check (TypeScript 7's native compiler, `npm run typecheck`) runs beside the build.
exitOnFailure(
  await Promise.all([
    timed("TypeScript", "npm", ["run", "--silent", "typecheck"]),
    timed("Build the web app", "npx", ["vite", "build"]),
  ]),
);
exitOnFailure([await timed("Landing page JS budget", "npx", ["tsx", "scripts/report-bundle.ts", "--strict"])]);

mkdirSync(path.join(root, ".tmp"), { recursive: true });
const reportPath = path.join(root, ".tmp/vitest-report.json");
const vitestCode = await timed(`Vitest: ${projects.join(", ")}`, "npx", [
  "vitest",
  "run",
  ...projects.flatMap((project) => ["--project", project]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reportPath}`,
]);

if (skipped.length > 0) {
  console.warn(`\n⚠ SKIPPED on this machine:\n  - ${skipped.join("\n  - ")}\n`);
}
if (existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
}
printTimings();
process.exit(vitestCode);
