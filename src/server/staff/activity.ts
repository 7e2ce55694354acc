import { and, desc, eq, lt } from "drizzle-orm";
import { isAuditedShopAction, type ShopAction } from "../../shared/staff";
import { shopActions, user } from "../db/schema";
import type { ServiceContext } from "../service-context";

/** How many of the shop's latest changes the owner's page shows at once. */
export const activityPageSize = 30;

/**
 * DESIGN 35: one audited change made in the shop, by whom. Written by the route's guard after the change answered;
 * a failure to keep it is logged, never turned into an error for a change that was made.
 */
export async function recordShopAction(
  ctx: Pick<ServiceContext, "db" | "logger">,
  input: { shopId: string; actorId: string; action: string; subjectId: string | null },
): Promise<void> {
  await ctx.db
    .insert(shopActions)
    .values({ shopId: input.shopId, actorUserId: input.actorId, action: input.action, subjectId: input.subjectId })
    .catch((error: unknown) => ctx.logger.warn({ err: error, action: input.action }, "a shop action was not kept"));
}

/** The shop's latest changes, newest first, a page at a time (`before`: the last id of the page before). */
export async function listShopActivity(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; before?: number },
): Promise<ShopAction[]> {
  const rows = await ctx.db
    .select({ row: shopActions, actorName: user.name })
    .from(shopActions)
    .leftJoin(user, eq(user.id, shopActions.actorUserId))
    .where(
      and(
        eq(shopActions.shopId, input.sellerId),
        input.before === undefined ? undefined : lt(shopActions.id, input.before),
      ),
    )
    .orderBy(desc(shopActions.id))
    .limit(activityPageSize);
  return rows.flatMap(({ row, actorName }) =>
    isAuditedShopAction(row.action)
      ? [
          {
            id: String(row.id),
            action: row.action,
            actor_name: actorName,
            subject_id: row.subjectId,
            created_at: row.createdAt.toISOString(),
          },
        ]
      : [],
  );
}
