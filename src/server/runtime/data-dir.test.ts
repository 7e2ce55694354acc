import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { loadOrCreateAppSecret } from "./app-secret";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "data-dir-test-"));

describe("the data folder", () => {
  it("refuses a second instance on the same folder with a clear message, and frees it on unlock", () => {
    const dataDir = freshDir();
    const unlock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another running instance/);
    unlock();
    lockDataDir(dataDir)();
  });

  it("takes over a lock left by a process that is gone", () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "app.lock"), "999999999");
    const unlock = lockDataDir(dataDir);
    unlock();
  });

  it("makes the app secret once, readable by the owner only, and keeps it", () => {
    const dataDir = freshDir();
    const logger = createLogger("silent");
    const secret = loadOrCreateAppSecret(dataDir, logger);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, "app-secret")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateAppSecret(dataDir, logger)).toBe(secret);
  });
});
