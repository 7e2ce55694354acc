import type { ScheduledJob } from "../jobs/scheduler";
import { type AutoReplyDeps, retryWaitingMessages } from "./auto-reply";

/** Every minute, customers' messages stored but left unanswered (a crash, WhatsApp silent) are answered. */
export function retryWhatsappRepliesJob(ctx: AutoReplyDeps): ScheduledJob {
  return {
    name: "whatsapp-replies-retry",
    cron: "* * * * *",
    run: () => retryWaitingMessages(ctx, { now: new Date() }),
  };
}
