import { morningContentJob } from "../daily-content/morning-job";
import type { ScheduledJob } from "../jobs/scheduler";
import { expirePendingPaymentsJob } from "../payments/expire-pending-job";
import { paymentContext } from "../payments/payment-context";
import type { PostQueue } from "../publishing/post-queue";
import { channelPostsSweepJob } from "../publishing/publish-job";
import { retryBotUpdatesJob } from "../selling-bot/retry-job";
import type { ServiceContext } from "../service-context";
import { retryWhatsappRepliesJob } from "../whatsapp/retry-job";

/** Every schedule the app runs; main.ts starts these, and tests check the list is what runs. */
export function scheduledJobs(
  ctx: ServiceContext,
  options: {
    /** Channel posts' queue, which the sweep fills with due posts that have no job (DESIGN 28). */
    postQueue: PostQueue;
  },
): ScheduledJob[] {
  return [
    morningContentJob(ctx),
    expirePendingPaymentsJob(paymentContext(ctx)),
    retryBotUpdatesJob(ctx),
    retryWhatsappRepliesJob(ctx),
    channelPostsSweepJob({ db: ctx.db, postQueue: options.postQueue }),
  ];
}
