import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** One process owns an embedded data folder (DESIGN principles): a second start on it fails clearly. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "app.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && isRunning(holder)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is in use by another running instance (pid ${holder}). ` +
            "Stop it, or use another DATA_DIR; several instances need PostgreSQL (DATABASE_URL).",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
