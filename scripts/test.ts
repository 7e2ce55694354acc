import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

// `npm test`: lint, types, build, then every Vitest project this machine can run. Without Chromium or
// PostgreSQL the rest still runs and the skip is said loudly; with CI=true a missing one is a failure.
const root = path.resolve(import.meta.dirname, "..");
const inCi = process.env.CI === "true";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const postgresUrl = process.env.TEST_DATABASE_URL;

function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
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
if (existsSync(chromiumPath)) {
  projects.push("e2e");
} else {
  skipped.push(`end-to-end journeys (no Chromium at ${chromiumPath}: apt-get install -y chromium)`);
}
if (inCi && skipped.length > 0) {
  console.error(`✗ CI=true and these cannot run:\n  - ${skipped.join("\n  - ")}`);
  process.exit(1);
}

run("Biome (format + lint)", "npx", ["biome", "check", "."]);
run("TypeScript", "npx", ["tsc", "--noEmit", "-p", "."]);
run("Build the web app", "npx", ["vite", "build"]);
run("Landing page JS budget", "npx", ["tsx", "scripts/report-bundle.ts", "--strict"]);

mkdirSync(path.join(root, ".tmp"), { recursive: true });
const reportPath = path.join(root, ".tmp/vitest-report.json");
const vitest = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportPath}`,
  ],
  { cwd: root, stdio: "inherit", env: process.env },
);

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
process.exit(vitest.status ?? 1);
