import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config";
import { startScheduler } from "./jobs/scheduler";
import { createLogger } from "./logger";
import { alertQueueOn, ownerAlertQueue } from "./owner-chat/service";
import { channelPostQueue, postQueueOn } from "./publishing/publish-job";
import { buildServer, nodeListenerOf } from "./runtime/build-server";
import { DataDirLockedError, lockDataDir } from "./runtime/data-dir-lock";
import { scheduledJobs } from "./runtime/scheduled-jobs";
import { shutDown, streamGraceMs } from "./runtime/shutdown";

const webDir = fileURLToPath(new URL("../../dist/web", import.meta.url));

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const built = await buildServer({ config, logger, webDir }).catch((error) => {
    unlock();
    throw error;
  });
  const { ctx, reactions, database, openStreams, events, postQueue, alertQueue, startAssistantBot, startBotUpdates } =
    built;
  const scheduler = await startScheduler(
    { connection: database.jobConnection, logger, pollingSeconds: config.jobs.pollingSeconds },
    {
      jobs: scheduledJobs(ctx, { postQueue, alertQueue, onPaid: reactions.onPaid }),
      queues: [channelPostQueue(ctx), ownerAlertQueue(ctx, { inBackground: reactions.inBackground })],
    },
  );
  // Posts and alerts from here on are queued at once; any from before are found by the minute's sweeps.
  postQueue.attach(postQueueOn(scheduler));
  alertQueue.attach(alertQueueOn(scheduler));
  const server = createServer(nodeListenerOf(built)).listen(config.port, config.host, () => {
    logger.info({ url: config.appUrl, db: database.kind, dataDir: config.dataDir }, "listening");
    // Once listening, so the updates Telegram was holding find the app up; a failure is only logged.
    void startAssistantBot();
  });
  // Longer than the idle timeout of what may stand in front (nginx 75 s, cloud load balancers 60 s): a kept-alive
  // connection is then closed by the client side first, never under a request it is sending (ECONNRESET, a 502).
  server.keepAliveTimeout = 76_000;
  server.headersTimeout = 77_000;
  // Sellers' bots take their updates from now on: webhooks behind https, polling anywhere else (DESIGN 40).
  const botUpdates = startBotUpdates();
  let pollsStopped: Promise<void> | undefined;
  const stopPolls = () => {
    pollsStopped ??= botUpdates.then((updates) => updates.stop());
    return pollsStopped;
  };

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    await shutDown(
      { openStreams, logger },
      {
        // No new requests and no new updates: the polls end with the listening.
        stopAccepting: () => {
          server.close();
          void stopPolls();
        },
        stopJobs: () => scheduler.stop(),
        closeDatabase: () =>
          stopPolls()
            .then(() => events.close())
            .then(() => database.close()),
        graceMs: streamGraceMs,
      },
    );
    unlock();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
