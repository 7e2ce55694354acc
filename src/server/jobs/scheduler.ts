import { fromPglite, PgBoss } from "pg-boss";
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

export type Scheduler = Awaited<ReturnType<typeof startScheduler>>;

/**
 * pg-boss keeps the schedules and jobs in the database itself, so several instances on one PostgreSQL
 * share them: each occurrence is sent once and worked by one instance. An occurrence missed while the
 * app was down runs once at the next start.
 */
export async function startScheduler(
  ctx: { connection: JobConnection; logger: Logger },
  input: { jobs: ScheduledJob[] },
) {
  const { connection, logger } = ctx;
  const { jobs } = input;
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({ db: fromPglite(connection.client), backend: "pglite" })
      : new PgBoss({ connectionString: connection.connectionString, max: 2 });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { policy: "singleton", retryLimit: 3, retryDelay: 60 });
    await boss.schedule(job.name, job.cron, {}, { tz: tehranTimeZone, missed: "once" });
    await boss.work(job.name, async () => {
      const startedAt = Date.now();
      const result = await job.run();
      logger.info({ job: job.name, result, ms: Date.now() - startedAt }, "job done");
    });
  }
  return {
    /** Queues a run now, as the schedule would (tests, the admin). */
    runNow: (name: string) => boss.send(name, {}),
    schedules: () => boss.getSchedules(),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
