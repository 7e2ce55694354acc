import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export class DataDirLockedError extends Error {}

/**
 * Who holds the lock. A PID alone is reused after a crash (in a container the app is often PID 1 again),
 * so on Linux the holder is also named by its boot and its start time: together they name one process.
 */
const lockHolderSchema = z.union([
  z.object({ pid: z.number().int().positive(), bootId: z.string().optional(), startTicks: z.string().optional() }),
  // Locks written before the start time was recorded: only the PID.
  z.coerce
    .number()
    .int()
    .positive()
    .transform((pid) => ({ pid, bootId: undefined, startTicks: undefined })),
]);
type LockHolder = z.infer<typeof lockHolderSchema>;

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The boot and the start time (clock ticks since boot, field 22 of /proc/PID/stat); none without /proc. */
function processIdentity(pid: number): { bootId: string; startTicks: string } | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  const bootId = readOrUndefined("/proc/sys/kernel/random/boot_id")?.trim();
  // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
  const startTicks = stat
    ?.slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .at(22 - 3);
  return bootId && startTicks ? { bootId, startTicks } : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderIsRunning(holder: LockHolder): boolean {
  if (holder.startTicks !== undefined) {
    const now = processIdentity(holder.pid);
    return now !== undefined && now.bootId === holder.bootId && now.startTicks === holder.startTicks;
  }
  // Only a PID: this process did not write it, and a live process that is not Node cannot be the app.
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  const commandLine = readOrUndefined(`/proc/${holder.pid}/cmdline`);
  return commandLine === undefined || commandLine.includes("node");
}

function parseHolder(text: string | undefined): LockHolder | undefined {
  if (text === undefined) return undefined;
  try {
    return lockHolderSchema.parse(text.trim().startsWith("{") ? JSON.parse(text) : text.trim());
  } catch {
    return undefined;
  }
}

/**
 * Creates the lock already holding its content (a hard link of a written file), so no other instance
 * ever reads it empty and takes it for stale; false when it exists.
 */
function createWithContent(lockPath: string, content: string): boolean {
  const written = `${lockPath}.${process.pid}.${randomUUID()}`;
  writeFileSync(written, content);
  try {
    linkSync(written, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(written, { force: true });
  }
}

/**
 * Moves a stale lock aside before deleting it. Two instances may judge the same lock stale; when the
 * second moves aside the lock the first has just taken, that lock goes back and the first keeps it.
 */
function breakStaleLock(lockPath: string, staleText: string | undefined) {
  const aside = `${lockPath}.stale.${process.pid}.${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readOrUndefined(aside) !== staleText) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A third instance took the free lock meanwhile: it holds it now, and the next attempt says so.
    }
  }
  rmSync(aside, { force: true });
}

/** One process owns an embedded data folder (DESIGN principles): a second start on it fails clearly. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "app.lock");
  const self: LockHolder = { pid: process.pid, ...processIdentity(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWithContent(lockPath, JSON.stringify(self))) return () => rmSync(lockPath, { force: true });
    const text = readOrUndefined(lockPath);
    const holder = parseHolder(text);
    if (holder && holderIsRunning(holder)) {
      throw new DataDirLockedError(
        `The data folder ${path.resolve(dataDir)} is in use by another running instance (pid ${holder.pid}). ` +
          "Stop it, or use another DATA_DIR; several instances need PostgreSQL (DATABASE_URL).",
      );
    }
    breakStaleLock(lockPath, text);
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
