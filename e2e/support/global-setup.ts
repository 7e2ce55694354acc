import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startApp } from "./app-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One app for the journeys, on a fresh data folder, started the way `npm start` starts it. */
export default async function setup(project: TestProject) {
  execSync("npx tsx scripts/build-if-needed.ts", { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-app-"));
  const app = await startApp({ dataDir });
  project.provide("baseUrl", app.url);
  return async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
