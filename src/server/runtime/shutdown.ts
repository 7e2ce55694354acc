import type { OpenStreams } from "../http/open-streams";
import type { Logger } from "../logger";

/** How long open chat streams may take to finish on shutdown before they are aborted. */
export const streamGraceMs = 10_000;

/**
 * SIGTERM: stop taking connections, let open streams finish (aborting them after the grace), then stop
 * the job queue and close the database, in that order, so nothing still writing meets a closed database.
 */
export async function shutDown(
  ctx: { openStreams: OpenStreams; logger: Logger },
  input: {
    stopAccepting: () => void;
    stopJobs: () => Promise<unknown>;
    closeDatabase: () => Promise<void>;
    graceMs: number;
  },
) {
  input.stopAccepting();
  if (ctx.openStreams.size > 0) ctx.logger.info({ streams: ctx.openStreams.size }, "waiting for open streams");
  await ctx.openStreams.drain(input.graceMs);
  await input.stopJobs().catch((error: unknown) => ctx.logger.warn({ err: error }, "job queue did not stop cleanly"));
  await input.closeDatabase();
}
