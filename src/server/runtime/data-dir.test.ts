import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { loadOrCreateAppSecret } from "./app-secret";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "data-dir-test-"));

describe("the data folder", () => {
  it("makes the app secret once, readable by the owner only, and keeps it", () => {
    const dataDir = freshDir();
    const logger = createLogger("silent");
    const secret = loadOrCreateAppSecret(dataDir, logger);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, "app-secret")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateAppSecret(dataDir, logger)).toBe(secret);
  });
});
