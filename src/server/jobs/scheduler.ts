import { fromPglite, PgBoss, type QueuePolicy } from "pg-boss";
import { tehranTimeZone } from "../../shared/tehran-calendar";
import type { JobConnection } from "../db/client";
import type { Logger } from "../logger";

export interface ScheduledJob {
  /** The queue's name; one schedule per name, whatever the number of instances. */
  name: string;
  /** A cron expression in Tehran's time. */
  cron: string;
  run(): Promise<unknown>;
}

/**
 * Jobs sent on demand rather than on a schedule (a channel post due at its time): each is worked once its
 * `startAfter` comes, `concurrency` at a time in this instance, and retried with the queue's backoff when
 * `work` throws.
 */
export interface WorkQueue {
  name: string;
  options: {
    policy: QueuePolicy;
    retryLimit: number;
    retryDelay: number;
    retryBackoff: boolean;
    retryDelayMax?: number;
  };
  concurrency: number;
  /** Woken by NOTIFY when a job is sent, polling only as a backstop (as the schedules are). */
  notify?: boolean;
  work(data: unknown): Promise<unknown>;
}

export type Scheduler = Awaited<ReturnType<typeof startScheduler>>;

/**
 * pg-boss keeps the schedules and jobs in the database itself, so several instances on one PostgreSQL
 * share them: each occurrence is sent once and worked by one instance. An occurrence missed while the
 * app was down runs once at the next start.
 */
export async function startScheduler(
  ctx: { connection: JobConnection; logger: Logger; pollingSeconds: number },
  input: { jobs: ScheduledJob[]; queues?: WorkQueue[] },
) {
  const { connection, logger, pollingSeconds } = ctx;
  const { jobs, queues = [] } = input;
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({ db: fromPglite(connection.client), backend: "pglite", useListenNotify: true })
      : new PgBoss({ connectionString: connection.connectionString, max: 2, useListenNotify: true });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { policy: "singleton", retryLimit: 3, retryDelay: 60 });
    // Here, not in createQueue, which leaves a queue made before notify was on as it was.
    await boss.updateQueue(job.name, { notify: true });
    await boss.schedule(job.name, job.cron, {}, { tz: tehranTimeZone, missed: "once" });
    // A scheduled run (the cron monitor's send) or a `runNow` wakes the worker through NOTIFY; polling is
    // only the backstop, so an idle instance does not query for each of its schedules every second.
    const polling = {
      pollingIntervalSeconds: pollingSeconds,
      notifyPollingIntervalSeconds: Math.max(30, pollingSeconds),
    };
    await boss.work(job.name, polling, async () => {
      const startedAt = Date.now();
      try {
        const result = await job.run();
        logger.info({ job: job.name, result, ms: Date.now() - startedAt }, "job done");
      } catch (error) {
        // pg-boss keeps the failure in its own table only; the log says why, and the queue retries it.
        logger.error({ err: error, job: job.name, ms: Date.now() - startedAt }, "job failed");
        throw error;
      }
    });
  }
  for (const queue of queues) await workOn(boss, { logger, pollingSeconds }, queue);
  return {
    /** Queues a run now, as the schedule would (tests, the admin). */
    runNow: (name: string) => boss.send(name, {}),
    /** Queues `key`'s job to start at `startAfter`, or moves the one still waiting (one job per key). */
    dueAt: async (name: string, key: string, data: object, startAfter: Date) => {
      await boss.upsert(name, data, { singletonKey: key, startAfter });
    },
    /** Queues `key`'s job now, unless one is waiting (a retry keeps its backoff) or running already. */
    sendOnce: async (name: string, key: string, data: object) => {
      await boss.send(name, data, { singletonKey: key });
    },
    schedules: () => boss.getSchedules(),
    /** The states of the queue's jobs (of `key`'s only, when given), oldest first: tests wait for them to settle. */
    jobStates: async (name: string, key?: string) =>
      (await boss.findJobs(name, key === undefined ? {} : { key })).map((job) => job.state),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/**
 * A batch of due jobs is fetched at once and worked side by side, each settled on its own (one that throws
 * is retried, the others complete); while batches come back full the next is fetched without waiting.
 */
async function workOn(boss: PgBoss, ctx: { logger: Logger; pollingSeconds: number }, queue: WorkQueue) {
  const { logger, pollingSeconds } = ctx;
  await boss.createQueue(queue.name, queue.options);
  if (queue.notify) await boss.updateQueue(queue.name, { notify: true });
  const batchSize = Math.max(1, Math.ceil(queue.concurrency / 2));
  const options = {
    batchSize,
    localConcurrency: 2,
    perJobResults: true as const,
    burstWhenBatchFull: true,
    pollingIntervalSeconds: pollingSeconds,
    ...(queue.notify ? { notifyPollingIntervalSeconds: Math.max(30, pollingSeconds) } : {}),
  };
  await boss.work(queue.name, options, (batch) =>
    Promise.all(
      batch.map(async (job) => {
        try {
          await queue.work(job.data);
          return { id: job.id, status: "completed" as const };
        } catch (error) {
          logger.warn({ err: error, job: queue.name, jobId: job.id }, "job failed; the queue retries it");
          return { id: job.id, status: "failed" as const, output: { message: String(error) } };
        }
      }),
    ),
  );
}
