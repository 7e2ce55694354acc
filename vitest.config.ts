import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

// Projects: `unit` (pure code), `api` (the API on in-memory PGlite), `api-postgres` (the same API suite
// on TEST_DATABASE_URL), `e2e` (journeys in Chromium). scripts/test.ts picks which ones run.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", "src/**/*.dom.test.tsx"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["src/server/**/*.api.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-postgres",
          environment: "node",
          include: ["src/server/**/*.api.test.ts"],
          env: { TEST_DB_DRIVER: "postgres" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
