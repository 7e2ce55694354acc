import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteTemplate } from "./database-templates";

/** Global setup of the `api` project: one migrated PGlite per run, which each test file copies. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "mohtavayar-pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  await writePgliteTemplate(file);
  project.provide("pgliteTemplatePath", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
