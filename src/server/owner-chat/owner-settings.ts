import { eq, max } from "drizzle-orm";
import { defaultOwnerSettings, type OwnerSettings } from "../../shared/owner-chat";
import { orderEvents, ownerSettings, personRequests } from "../db/schema";
import { withTransaction } from "../db/transaction";
import type { ServiceContext } from "../service-context";

type Row = typeof ownerSettings.$inferSelect;

const toSettings = (row: Row | undefined): OwnerSettings =>
  row ? { alerts_by: row.alertsBy, report_hour: row.reportHour, quiet_days: row.quietDays } : defaultOwnerSettings;

export async function getOwnerSettings(ctx: Pick<ServiceContext, "db">, input: { userId: string }) {
  const [row] = await ctx.db.select().from(ownerSettings).where(eq(ownerSettings.userId, input.userId));
  return toSettings(row);
}

/**
 * Saved for every later alert and report. Turning e-mail alerts on starts them from now: the digest's cursors move
 * to the seller's last order event and request for a person, so the first e-mail is not all the shop ever had.
 */
export async function saveOwnerSettings(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; values: OwnerSettings; now: Date },
): Promise<OwnerSettings> {
  const { userId, values, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(ownerSettings).where(eq(ownerSettings.userId, userId)).for("update");
    const emailedBefore = current !== undefined && current.alertsBy !== "bot";
    const [last] = await tx
      .select({ id: max(orderEvents.id) })
      .from(orderEvents)
      .where(eq(orderEvents.sellerId, userId));
    const [lastRequest] = await tx
      .select({ id: max(personRequests.id) })
      .from(personRequests)
      .where(eq(personRequests.sellerId, userId));
    const startsNow = values.alerts_by !== "bot" && !emailedBefore;
    const emailedThrough = startsNow ? Number(last?.id ?? 0) : (current?.emailedThrough ?? 0);
    const personEmailedThrough = startsNow ? Number(lastRequest?.id ?? 0) : (current?.personEmailedThrough ?? 0);
    const set = {
      alertsBy: values.alerts_by,
      reportHour: values.report_hour,
      quietDays: values.quiet_days,
      emailedThrough,
      personEmailedThrough,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(ownerSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: ownerSettings.userId, set })
      .returning();
    return toSettings(row);
  });
}
