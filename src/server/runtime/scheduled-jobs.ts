import type { Config } from "../config";
import { morningContentJob } from "../daily-content/morning-job";
import type { Database } from "../db/client";
import type { AiEngine } from "../integrations/ai/engine";
import type { Mailer } from "../integrations/mail/mailer";
import type { FileStorage } from "../integrations/storage/file-storage";
import type { ScheduledJob } from "../jobs/scheduler";
import type { Logger } from "../logger";
import { expirePendingPaymentsJob } from "../payments/expire-pending-job";
import { paymentDeps } from "../payments/payment-deps";
import type { PostQueue } from "../publishing/post-queue";
import { channelPostsSweepJob } from "../publishing/publish-job";
import type { EventBus } from "../realtime/event-bus";
import type { SecretBox } from "../secrets/secret-box";
import { retryBotUpdatesJob } from "../selling-bot/retry-job";
import { retryWhatsappRepliesJob } from "../whatsapp/retry-job";

/** Every schedule the app runs; main.ts starts these, and tests check the list is what runs. */
export function scheduledJobs(ctx: {
  db: Database;
  config: Config;
  logger: Logger;
  secrets: SecretBox;
  events: EventBus;
  storage: FileStorage;
  ai: AiEngine;
  mailer: Mailer;
  /** Channel posts' queue, which the sweep fills with due posts that have no job (DESIGN 28). */
  postQueue: PostQueue;
}): ScheduledJob[] {
  return [
    morningContentJob(ctx),
    expirePendingPaymentsJob(paymentDeps(ctx.db, ctx.config, ctx.mailer)),
    retryBotUpdatesJob(ctx),
    retryWhatsappRepliesJob(ctx),
    channelPostsSweepJob(ctx),
  ];
}
