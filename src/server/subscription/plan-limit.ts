import { allowancesFor, type ConnectionAllowance, currentPlanId, planAllowingMore } from "../../shared/plans";
import { lockUntilCommit } from "../db/advisory-lock";
import type { Transaction } from "../db/transaction";
import { DomainError } from "../errors";
import type { ServiceContext } from "../service-context";
import { getSubscriptionState } from "./service";

/**
 * Refuses one more connection when the user's plan is full (DESIGN d14); the error names the current
 * plan, its limit and the plan that allows more (`params`), so the message can tell the seller what to buy.
 */
export async function ensureRoomInPlan(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; allowance: ConnectionAllowance; used: number; now: Date },
): Promise<void> {
  const subscription = await getSubscriptionState(ctx, { userId: input.userId, now: input.now });
  const limit = allowancesFor(subscription)[input.allowance];
  if (limit === null || input.used < limit) return;
  const better = planAllowingMore(input.allowance, input.used);
  throw new DomainError(
    "plan_limit_reached",
    403,
    `Your plan allows ${limit}; ${better?.name.en ?? "no plan"} allows more.`,
    {
      params: { current: currentPlanId(subscription), limit, plan: better?.id ?? "ultra" },
    },
  );
}

/**
 * Connects of one seller run their count-then-insert one at a time, on every instance (the lock lives in
 * the database), so two tabs cannot both take the plan's last place. Held until the transaction ends.
 */
export async function lockConnectionsOf(tx: Transaction, userId: string): Promise<void> {
  await lockUntilCommit(tx, `connections:${userId}`);
}
