import { allowancesFor } from "../../shared/plans";
import type { ServiceContext } from "../service-context";
import { getSubscriptionState } from "../subscription/service";

/** The shop owner's plan's staff allowance (DESIGN 35); null is unlimited. */
export async function allowanceOf(ctx: Pick<ServiceContext, "db">, input: { sellerId: string; now: Date }) {
  return allowancesFor(await getSubscriptionState(ctx, { userId: input.sellerId, now: input.now })).staff;
}
