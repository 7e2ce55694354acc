import type { ScheduledJob } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { generateForActiveUsers } from "./morning-batch";

/** DESIGN d4: each morning at 06:00 Tehran time, today's content is made ready for active users. */
export function morningContentJob(ctx: Pick<ServiceContext, "db">): ScheduledJob {
  return {
    name: "daily-content-morning",
    cron: "0 6 * * *",
    run: () => generateForActiveUsers(ctx, { now: new Date() }),
  };
}
