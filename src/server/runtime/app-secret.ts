import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../logger";

/** Without APP_SECRET a random one is made once and kept in DATA_DIR, readable by the owner only. */
export function loadOrCreateAppSecret(dataDir: string, logger: Logger): string {
  const secretPath = path.join(dataDir, "app-secret");
  if (existsSync(secretPath)) return readFileSync(secretPath, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(secretPath, secret, { mode: 0o600 });
  logger.warn({ secretPath }, "APP_SECRET is not set: generated one and stored it in the data folder");
  return secret;
}
