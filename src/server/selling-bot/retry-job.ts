import type { ScheduledJob } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { retryWaitingUpdates } from "./handle-updates";

/** DESIGN 20: every minute, updates stored but left unhandled (a crash, a failed send) are handled again. */
export function retryBotUpdatesJob(ctx: ServiceContext): ScheduledJob {
  return {
    name: "bot-updates-retry",
    cron: "* * * * *",
    run: () => retryWaitingUpdates(ctx, { now: new Date() }),
  };
}
