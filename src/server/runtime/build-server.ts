import type { RequestListener } from "node:http";
import path from "node:path";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { getRequestListener } from "@hono/node-server";
import { createAiEngine } from "../ai/provider";
import { type App, createApp, type Reactions } from "../app";
import { startAssistantBot } from "../assistant-bot/start-assistant-bot";
import { createAuth } from "../auth/auth";
import { type BotUpdates, startBotUpdates } from "../bots/start-bot-updates";
import { deferredPolling } from "../bots/update-polling";
import type { Config } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { OpenStreams } from "../http/open-streams";
import type { AiEngine } from "../integrations/ai/engine";
import { createMailer, type Mailer } from "../integrations/mail/mailer";
import { createFileStorage } from "../integrations/storage/create-storage";
import type { FileStorage } from "../integrations/storage/file-storage";
import type { Logger } from "../logger";
import { outboxWriter } from "../mail/outbox";
import { type DeferredAlertQueue, deferredAlertQueue, queueSellersAlerts } from "../owner-chat/service";
import { type DeferredPostQueue, deferredPostQueue } from "../publishing/post-queue";
import { beforeUserDelete } from "../reactions";
import { type EventBus, inProcessEventBus } from "../realtime/event-bus";
import { eventChannel, postgresEventBus } from "../realtime/postgres-event-bus";
import { createSecretBox, type SecretBox } from "../secrets/secret-box";
import type { ServiceContext } from "../service-context";
import { loadOrCreateAppSecret } from "./app-secret";

export interface Server {
  app: App;
  /** The one context the app's services run with; the jobs run with it too. */
  ctx: ServiceContext;
  /** What a change in one feature sets off in another; the jobs set them off too (a payment settled paid). */
  reactions: Reactions;
  /** The hot reads' fast path, put in front of the app's Node listener (`nodeListenerOf`). */
  withHotReads: (next: RequestListener) => RequestListener;
  database: DatabaseHandle;
  /** The chat streams being written; shutdown waits for them. */
  openStreams: OpenStreams;
  /** Live events across instances (DESIGN 22); closed before the database. */
  events: EventBus;
  /** Sellers' secrets and files, for the jobs that act for a seller (the bot updates' retry). */
  secretBox: SecretBox;
  storage: FileStorage;
  /** The AI engine, for the jobs that answer buyers (the bot updates' retry). */
  ai: AiEngine;
  /** SMTP or the outbox, for the jobs that send e-mail (a payment the expiry job finds paid: its receipt). */
  mailer: Mailer;
  /** Channel posts' queue; main attaches the job queue to it once that runs (DESIGN 28). */
  postQueue: DeferredPostQueue;
  /** Owner chats' alerts' queue (DESIGN 34), attached by main as the post queue is. */
  alertQueue: DeferredAlertQueue;
  /** Sets the platform's assistant bot's webhook (DESIGN 17) when it is on; never throws. main calls it. */
  startAssistantBot: () => Promise<void>;
  /**
   * Sellers' bots take their updates (DESIGN 40): behind an https APP_URL every active bot's webhook is set,
   * elsewhere they are polled. main calls it once listening, and stops what it returns before the database.
   */
  startBotUpdates: () => Promise<BotUpdates>;
}

/**
 * The app as Node serves it: the hot reads answered first, then Hono's listener (which also makes the global
 * Request and Response its lighter ones). main serves it; a test that reads the hot reads over HTTP too.
 */
export function nodeListenerOf(server: Pick<Server, "app" | "withHotReads">): RequestListener {
  return server.withHotReads(getRequestListener(server.app.fetch));
}

/** The embedded database's own notifications on the bus's channel (its triggers', decision 024). */
const pgliteListener = (client: PGlite) => (onPayload: (payload: string) => void) =>
  client.listen(eventChannel, onPayload);

/** Opens and migrates the database and builds the app; shared by main, the admin CLI, tests and benchmarks. */
export async function buildServer(options: {
  config: Config;
  logger: Logger;
  /** PGlite in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
  /** How PGlite opens (tests: from a migrated copy). */
  pglite?: PGliteOptions;
  webDir?: string;
  /** Another engine than the configured one (tests of failures). */
  aiEngine?: AiEngine;
}): Promise<Server> {
  const { config, logger } = options;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemory ? undefined : path.join(config.dataDir, "db"),
    onIdleConnectionError: (error) => logger.warn({ err: error }, "an idle database connection was closed"),
    listenChannel: eventChannel,
    pglite: options.pglite,
  });
  await database.migrate();
  const secret = config.appSecret ?? loadOrCreateAppSecret(config.dataDir, logger);
  const mailer = createMailer({ ...config.mail, logger, outbox: outboxWriter(database.db) });
  const storage = createFileStorage(config.storage);
  const secretBox = createSecretBox(secret);
  const events = config.databaseUrl
    ? await postgresEventBus({
        db: database.db,
        connectionString: config.databaseUrl,
        logger,
        onOwnNotification: database.onOwnNotification,
      })
    : await inProcessEventBus(
        (error) => logger.error({ err: error }, "an event listener failed"),
        database.jobConnection.kind === "pglite" ? pgliteListener(database.jobConnection.client) : undefined,
      );
  const auth = createAuth({
    db: database.db,
    config,
    secret,
    logger,
    mailer,
    beforeUserDelete: beforeUserDelete({ db: database.db, config, storage, logger, secrets: secretBox }),
  });
  const ai = options.aiEngine ?? createAiEngine(config);
  const openStreams = new OpenStreams();
  const postQueue = deferredPostQueue();
  const alertQueue = deferredAlertQueue();
  // An order event, or a buyer asking for a person (issue 37), on any instance (committed with its change): the
  // seller's owner chats are queued to be told.
  events.subscribe((message) => {
    if (message.type !== "user-event") return;
    const { event } = message;
    if (event.type !== "order" && !(event.type === "conversation" && event.change === "person_wanted")) return;
    queueSellersAlerts({ db: database.db, alertQueue }, { sellerId: message.userId }).catch((error: unknown) =>
      logger.warn({ err: error, sellerId: message.userId }, "owner alerts could not be queued"),
    );
  });
  const botPolling = deferredPolling();
  // The app sees the secret in use, a generated one included: the assistant bot's webhook secret derives from it.
  const appConfig: Config = { ...config, appSecret: secret };
  const { app, withHotReads, ctx, reactions } = createApp({
    config: appConfig,
    db: database.db,
    dbKind: database.kind,
    auth,
    ai,
    logger,
    storage,
    secretBox,
    openStreams,
    events,
    mailer,
    postQueue,
    botPolling,
    webDir: options.webDir,
  });
  return {
    app,
    ctx,
    reactions,
    withHotReads,
    database,
    openStreams,
    events,
    secretBox,
    storage,
    ai,
    mailer,
    postQueue,
    alertQueue,
    startAssistantBot: () => startAssistantBot({ config: appConfig, logger }),
    startBotUpdates: () =>
      startBotUpdates(ctx, {
        database: database.jobConnection,
        onUpdateStored: reactions.onUpdateStored,
        polling: botPolling,
      }),
  };
}
