import type { ScheduledJob } from "../jobs/scheduler";
import { expirePendingPayments } from "./expire-pending";
import type { PaymentContext } from "./service";

/** Issue 11 item 7: every 10 minutes, pending payments past their authority's lifetime are settled. */
export function expirePendingPaymentsJob(ctx: PaymentContext): ScheduledJob {
  return {
    name: "payments-expire-pending",
    cron: "*/10 * * * *",
    run: () => expirePendingPayments(ctx, { now: new Date() }),
  };
}
