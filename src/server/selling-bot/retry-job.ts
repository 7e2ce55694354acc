import type { ScheduledJob } from "../jobs/scheduler";
import { retryWaitingUpdates, type SellingBotDeps } from "./handle-updates";

/** DESIGN 20: every minute, updates stored but left unhandled (a crash, a failed send) are handled again. */
export function retryBotUpdatesJob(ctx: SellingBotDeps): ScheduledJob {
  return {
    name: "bot-updates-retry",
    cron: "* * * * *",
    run: () => retryWaitingUpdates(ctx, { now: new Date() }),
  };
}
