import type { Config } from "../config";
import { morningContentJob } from "../daily-content/morning-job";
import type { Database } from "../db/client";
import { expirePendingPaymentsJob } from "../payments/expire-pending-job";
import { paymentDeps } from "../payments/payment-deps";
import type { ScheduledJob } from "./scheduler";

/** Every schedule the app runs; main.ts starts these, and tests check the list is what runs. */
export function scheduledJobs(ctx: { db: Database; config: Config }): ScheduledJob[] {
  return [morningContentJob(ctx), expirePendingPaymentsJob(paymentDeps(ctx.db, ctx.config))];
}
