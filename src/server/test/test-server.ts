import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig, lowestPasswordCost } from "../config";
import type { AiEngine } from "../integrations/ai/engine";
import { createLogger, type Logger } from "../logger";
import { buildServer, nodeListenerOf, type Server } from "../runtime/build-server";
import { databaseUrlNamed, pgliteTemplateOptions, postgresTemplateName, withAdminClient } from "./database-templates";

export const testOrigin = "http://localhost:3000";

/**
 * A fresh app per test file: in-memory PGlite, or, in the `api-postgres` project, a new database
 * on TEST_DATABASE_URL's server that is dropped afterwards (no test wipes a shared table).
 */
export async function createTestServer(
  environment: Record<string, string> = {},
  aiEngine?: AiEngine,
  logger: Logger = createLogger("silent"),
) {
  const database = await createTestDatabase();
  const databaseUrl = database.url;
  // Uploads and anything else written to DATA_DIR go to a folder of this test file's own.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mohtavayar-test-"));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    PORT: "3000",
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    TRUST_PROXY: "true",
    JOBS_POLLING_SECONDS: "0.5",
    // A sixteenth of the standard scrypt work: the suites sign up thousands of accounts (config.ts). A
    // server started as production keeps the standard, as production refuses less.
    ...(environment.NODE_ENV === "production" ? {} : { PASSWORD_HASH_COST: String(lowestPasswordCost) }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...environment,
  });
  const server: Server = await buildServer({
    config,
    logger,
    inMemory: true,
    pglite: await pgliteTemplateOptions(),
    aiEngine,
  });
  return {
    ...server,
    config,
    async close() {
      // Background work (a bot's handling, a message to a buyer) finishes before the database closes. A
      // test may leave a chat reply unread, whose stream then never ends: it is not waited for past a moment.
      await Promise.race([server.openStreams.drain(1000), new Promise((resolve) => setTimeout(resolve, 3000))]);
      await server.events.close();
      await server.database.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * In the `api-postgres` project, a new database on TEST_DATABASE_URL's server for one test file (its URL,
 * dropped by `drop`), copied from the run's migrated template; elsewhere no URL, and the app uses PGlite.
 */
export async function createTestDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const postgresUrl = process.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!postgresUrl) return { url: undefined, drop: async () => {} };
  const databaseName = `test_${randomUUID().replaceAll("-", "")}`;
  const template = postgresTemplateName();
  await withAdminClient(postgresUrl, (client) =>
    client.query(`create database ${databaseName}${template ? ` template ${template}` : ""}`),
  );
  return {
    url: databaseUrlNamed(postgresUrl, databaseName),
    drop: async () => {
      await withAdminClient(postgresUrl, (client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      );
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** The test server listening on a free port of 127.0.0.1 as main serves it (`nodeListenerOf`): the hot reads too. */
export async function listenOverHttp(server: TestServer) {
  const listening = createServer(nodeListenerOf(server));
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const { port } = listening.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
}
