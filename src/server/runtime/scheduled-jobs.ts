import { staleCartsJob } from "../carts/service";
import { morningContentJob } from "../daily-content/morning-job";
import type { ScheduledJob } from "../jobs/scheduler";
import { type AlertQueue, ownerAlertsSweepJob, ownerDailyReportJob, ownerEmailAlertsJob } from "../owner-chat/service";
import { expirePendingPaymentsJob } from "../payments/expire-pending-job";
import { paymentContext } from "../payments/payment-context";
import type { PostQueue } from "../publishing/post-queue";
import { channelPostsSweepJob } from "../publishing/publish-job";
import { retryBotUpdatesJob } from "../selling-bot/retry-job";
import type { ServiceContext } from "../service-context";
import { expirePendingShopPaymentsJob } from "../shop-pay/expire-pending-job";
import { retryWhatsappRepliesJob } from "../whatsapp/retry-job";

/** Every schedule the app runs; main.ts starts these, and tests check the list is what runs. */
export function scheduledJobs(
  ctx: ServiceContext,
  options: {
    /** Channel posts' queue, which the sweep fills with due posts that have no job (DESIGN 28). */
    postQueue: PostQueue;
    /** Owner chats' alerts, which the sweep fills with chats behind their shop's order events (DESIGN 34). */
    alertQueue: AlertQueue;
    /** A buyer's payment settled paid by the job: the buyer is told in the bot, as after the callback. */
    onPaid: (orderId: string) => void;
  },
): ScheduledJob[] {
  return [
    morningContentJob(ctx),
    expirePendingPaymentsJob(paymentContext(ctx)),
    expirePendingShopPaymentsJob({ ...ctx, onPaid: options.onPaid }),
    retryBotUpdatesJob(ctx),
    retryWhatsappRepliesJob(ctx),
    channelPostsSweepJob({ db: ctx.db, postQueue: options.postQueue }),
    staleCartsJob(ctx),
    ownerAlertsSweepJob({ db: ctx.db, alertQueue: options.alertQueue }),
    ownerDailyReportJob(ctx),
    ownerEmailAlertsJob(ctx),
  ];
}
