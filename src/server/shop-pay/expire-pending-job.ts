import type { ScheduledJob } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { expirePendingShopPayments, type ShopPayHooks } from "./shop-payments";

/** Every 10 minutes, buyers' payments past their authority's lifetime are settled (issue 34). */
export function expirePendingShopPaymentsJob(ctx: ServiceContext & ShopPayHooks): ScheduledJob {
  return {
    name: "shop-payments-expire-pending",
    cron: "*/10 * * * *",
    run: () => expirePendingShopPayments(ctx, { now: new Date() }),
  };
}
