import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBotApiStandIn } from "../../src/server/integrations/telegram/test/bot-api-stand-in";
import { startApp } from "./app-process";

/** Bots registered at the Bot API stand-in, for journeys that connect one (each journey its own). */
export interface StandInBotForJourney {
  username: string;
  token: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    standInBots: StandInBotForJourney[];
    /** E-mails that become admins on sign-up (ADMIN_EMAILS), one per journey that needs an admin. */
    adminEmails: string[];
  }
}

const standInBotCount = 8;
const adminEmails = Array.from({ length: 12 }, (_, index) => `journey-admin${index + 1}@example.com`);

/** One app for the journeys, on a fresh data folder, started the way `npm start` starts it. */
export default async function setup(project: TestProject) {
  execSync("npx tsx scripts/build-if-needed.ts", { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-app-"));
  // One local Bot API answers for Telegram and Bale alike, as the real Bale speaks Telegram's protocol.
  const botApi = await startBotApiStandIn();
  const standInBots = Array.from({ length: standInBotCount }, (_, index) => {
    const { username, token } = botApi.addBot({ username: `journey_shop${index + 1}_bot`, firstName: "Journey Shop" });
    return { username, token };
  });
  const app = await startApp({
    dataDir,
    env: { TELEGRAM_API_ROOT: botApi.baseUrl, BALE_API_ROOT: botApi.baseUrl, ADMIN_EMAILS: adminEmails.join(",") },
  });
  project.provide("baseUrl", app.url);
  project.provide("standInBots", standInBots);
  project.provide("adminEmails", adminEmails);
  return async () => {
    await app.stop();
    await botApi.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
