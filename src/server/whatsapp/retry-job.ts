import type { ScheduledJob } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { retryWaitingMessages } from "./auto-reply";

/** Every minute, customers' messages stored but left unanswered (a crash, WhatsApp silent) are answered. */
export function retryWhatsappRepliesJob(ctx: ServiceContext): ScheduledJob {
  return {
    name: "whatsapp-replies-retry",
    cron: "* * * * *",
    run: () => retryWaitingMessages(ctx, { now: new Date() }),
  };
}
