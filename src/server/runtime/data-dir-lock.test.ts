import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "data-dir-lock-test-"));
const lockFile = (dataDir: string) => path.join(dataDir, "app.lock");
const lockHolderScript = path.join(import.meta.dirname, "test", "hold-data-dir-lock.ts");

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Some live process that is not this app (as after a crash, when its PID went to something else). */
async function unrelatedProcess(): Promise<number> {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  await once(child, "spawn");
  if (child.pid === undefined) throw new Error("sleep did not start");
  return child.pid;
}

/** Another instance of the app's lock, in its own process, holding the folder until killed. */
async function runningInstance(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", lockHolderScript, dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  let output = "";
  child.stdout?.setEncoding("utf8");
  for await (const chunk of child.stdout ?? []) {
    output += chunk;
    if (output.includes("locked")) break;
  }
  return child;
}

describe("the data folder lock (DESIGN principles: one process owns an embedded data folder)", () => {
  it("refuses to start beside a running instance on the same folder, with a clear message", async () => {
    const dataDir = freshDir();
    const instance = await runningInstance(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`in use by another running instance \\(pid ${instance.pid}\\)`),
    );
  });

  it("starts once the running instance is gone", async () => {
    const dataDir = freshDir();
    const instance = await runningInstance(dataDir);
    instance.kill("SIGKILL");
    await once(instance, "exit");
    lockDataDir(dataDir)();
  });

  it("starts when the lock left by a crash names a PID now used by an unrelated live process", async () => {
    const dataDir = freshDir();
    const writtenBefore = freshDir();
    const unlock = lockDataDir(writtenBefore);
    const crashed = JSON.parse(readFileSync(lockFile(writtenBefore), "utf8"));
    unlock();
    // The crashed instance's record, but its PID now belongs to someone else.
    writeFileSync(lockFile(dataDir), JSON.stringify({ ...crashed, pid: await unrelatedProcess() }));
    const takeOver = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(dataDir), "utf8")).pid).toBe(process.pid);
    takeOver();
  });

  it("starts when an older lock holding only a PID names an unrelated live process", async () => {
    const dataDir = freshDir();
    writeFileSync(lockFile(dataDir), String(await unrelatedProcess()));
    lockDataDir(dataDir)();
  });

  it("starts when the lock names this very PID from before a restart (a container's PID 1)", () => {
    const dataDir = freshDir();
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, bootId: "another-boot", startTicks: "1" }));
    lockDataDir(dataDir)();
  });

  it("takes over a lock left by a process that is gone, or one left empty or unreadable by a crash", () => {
    for (const content of ["999999999", "", "0", "{not json"]) {
      const dataDir = freshDir();
      writeFileSync(lockFile(dataDir), content);
      lockDataDir(dataDir)();
    }
  });
});
