import type { Database } from "../db/client";
import type { ScheduledJob } from "../jobs/scheduler";
import { generateForActiveUsers } from "./morning-batch";

/** DESIGN d4: each morning at 06:00 Tehran time, today's content is made ready for active users. */
export function morningContentJob(ctx: { db: Database }): ScheduledJob {
  return {
    name: "daily-content-morning",
    cron: "0 6 * * *",
    run: () => generateForActiveUsers(ctx, { now: new Date() }),
  };
}
