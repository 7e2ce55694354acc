import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBotApiStandIn } from "../../src/server/integrations/telegram/test/bot-api-stand-in";
import { startCloudApiStandIn } from "../../src/server/integrations/whatsapp/test/cloud-api-stand-in";
import { startApp } from "./app-process";
import { migratedTemplate } from "./migrated-data-dir";

/** Bots registered at the Bot API stand-in, for journeys that connect one (each journey its own). */
export interface StandInBotForJourney {
  username: string;
  token: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    standInBots: StandInBotForJourney[];
    /** The Bot API stand-in: its control endpoints play a buyer writing to a bot and read what it sent. */
    botApiStandInUrl: string;
    /** E-mails that become admins on sign-up (ADMIN_EMAILS), one per journey that needs an admin. */
    adminEmails: string[];
    /** The WhatsApp Cloud API stand-in: its control endpoints post customers' messages to the app. */
    whatsappStandInUrl: string;
    /** Numbers registered there, one per journey that connects one. */
    whatsappNumbers: { phoneNumberId: string; accessToken: string; displayPhoneNumber: string }[];
  }
}

const standInBotCount = 12;
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
  const whatsapp = await startCloudApiStandIn();
  const whatsappNumbers = Array.from({ length: 4 }, (_, index) =>
    whatsapp.addNumber({ verifiedName: `Journey Shop ${index + 1}` }),
  );
  const app = await startApp({
    dataDir,
    env: {
      TELEGRAM_API_ROOT: botApi.baseUrl,
      BALE_API_ROOT: botApi.baseUrl,
      WHATSAPP_API_ROOT: whatsapp.baseUrl,
      ADMIN_EMAILS: adminEmails.join(","),
    },
  });
  // Made now, beside the journeys' start, rather than by the first journey that starts an app of its own.
  await migratedTemplate();
  project.provide("baseUrl", app.url);
  project.provide("standInBots", standInBots);
  project.provide("botApiStandInUrl", botApi.baseUrl);
  project.provide("adminEmails", adminEmails);
  project.provide("whatsappStandInUrl", whatsapp.baseUrl);
  project.provide("whatsappNumbers", whatsappNumbers);
  return async () => {
    await app.stop();
    await botApi.close();
    await whatsapp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
