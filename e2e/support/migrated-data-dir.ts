import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/client";

const root = path.resolve(import.meta.dirname, "../..");

/** The template's name changes with the migrations and the PGlite build, so an old one is never reused. */
function templatePath() {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(root, "drizzle/meta/_journal.json")));
  hash.update(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  return path.join(tmpdir(), `mohtava-e2e-data-${hash.digest("hex").slice(0, 16)}`);
}

/**
 * A data folder whose database is made and migrated, made once per machine and migration set. A journey
 * that starts an app of its own starts it on a copy: PGlite's initdb and the migrations were about 4 s of
 * CPU of each start, paid again by every such journey. The apps the journeys share (global-setup.ts)
 * still start on empty folders, as `npm start` does on a new machine.
 */
export async function migratedTemplate(): Promise<string> {
  const template = templatePath();
  if (existsSync(path.join(template, "db"))) return template;
  const making = mkdtempSync(`${template}-making-`);
  const database = await openDatabase({ dataDir: path.join(making, "db") });
  await database.migrate();
  await database.close();
  try {
    // Whole or not at all: a process making the same template beside this one loses the rename, not the folder.
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/** Fills the empty `dataDir` with a copy of the migrated template. */
export async function fillWithMigratedData(dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  cpSync(await migratedTemplate(), dataDir, { recursive: true });
}
