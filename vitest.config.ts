import { readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

// Files wait on a database, a browser or the app as much as they compute, so a worker more than the cores
// keeps the machine busy; two per core made a busy machine time out starting apps and browsers.
const workers = availableParallelism() + 1;

/**
 * How long `expect.poll` waits for its condition when a test does not say: the suite runs beside other work
 * on two cores, where a bot's handling can take seconds; a condition that holds ends the wait at once.
 */
const poll = { timeout: 15_000, interval: 50 };

/**
 * Vitest runs groups one after another: the unit tests (seconds in all) go first, on every worker, instead of
 * last after the journeys, where they ran alone for the final 38 s of a run.
 */
const afterUnitTests = 1;

/** The API suite, on PGlite or PostgreSQL: each file its own database copied from one migrated per run. */
const apiProject: TestProjectInlineConfiguration["test"] = {
  environment: "node",
  sequence: { groupOrder: afterUnitTests },
  include: ["src/server/**/*.api.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: { poll },
  // Every file builds its own app on its own database; importing the app once per worker, not once per
  // file, saves seconds a file. A file closes what it opens (server.close()).
  isolate: false,
};

/** Journeys in Chromium against one app started as `npm start` starts it, with the stand-ins it talks to. */
const e2eProject: TestProjectInlineConfiguration["test"] = {
  environment: "node",
  sequence: { groupOrder: afterUnitTests },
  globalSetup: ["e2e/support/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll },
};

/** The journeys of the admin panel, over every user's tickets, applications and payments (e2e/admin/). */
const adminJourneys = "e2e/admin-journeys.e2e.ts";

/**
 * The other journeys, dealt alternately to two apps: one app process (one thread, PGlite in it) serving
 * every journey at once was the end-to-end run's limit.
 */
const journeys = readdirSync("e2e")
  .filter((name) => name.endsWith(".e2e.ts"))
  .map((name) => `e2e/${name}`)
  .filter((file) => file !== adminJourneys)
  .sort();
const journeysOnApp = (app: number) => journeys.filter((_, index) => index % 2 === app);

// Projects: `unit` (pure code), `api` (the API on in-memory PGlite), `api-postgres` (the same API suite on
// TEST_DATABASE_URL), `e2e-admin`, `e2e-journeys` and `e2e-journeys-2` (journeys in Chromium). scripts/test.ts
// picks which ones run; all of them share the workers. Vitest queues projects by name: the admin journeys, one
// two-minute file, come first of the journeys so the others fill the cores beside it (last, it ran alone for
// the final 90 s of a run).
export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          // Some unit tests walk years of dates or the offline engine's corpus: seconds on a busy machine.
          testTimeout: 30_000,
          expect: { poll },
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", "src/**/*.dom.test.tsx"],
        },
      },
      {
        resolve: { alias },
        test: { ...apiProject, name: "api", globalSetup: ["src/server/test/setup-pglite-template.ts"] },
      },
      {
        resolve: { alias },
        test: {
          ...apiProject,
          name: "api-postgres",
          env: { TEST_DB_DRIVER: "postgres" },
          globalSetup: ["src/server/test/setup-postgres-template.ts"],
        },
      },
      {
        resolve: { alias },
        test: { ...e2eProject, name: "e2e-journeys", include: journeysOnApp(0) },
      },
      {
        resolve: { alias },
        test: { ...e2eProject, name: "e2e-journeys-2", include: journeysOnApp(1) },
      },
      {
        resolve: { alias },
        // Their own app (the global setup starts one per project): they read lists and figures of the whole
        // app, which the other journeys would change under them; the one file runs them one after another.
        test: { ...e2eProject, name: "e2e-admin", include: [adminJourneys] },
      },
    ],
  },
});
