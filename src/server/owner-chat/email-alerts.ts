import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { orderEvents, orders, ownerSettings, personRequests, sellerBots, user } from "../db/schema";
import type { ScheduledJob } from "../jobs/scheduler";
import { shopAlertsMail } from "../mail/templates";
import { itemsOf } from "../orders/service";
import type { ServiceContext } from "../service-context";
import { alertMessage } from "./alert-message";
import { personRequestLines, personRequestsAfter } from "./person-alerts";
import { alertKindOf, ordersUrlOf, sellerLocale } from "./send-alerts";

/** Events read for one digest; the next minute's digest takes the rest. */
const eventsPerDigest = 200;
/** Alerts written out in one e-mail; the others are counted. */
const alertsPerDigest = 30;

/**
 * Issue 37: for sellers who chose e-mail (alone or beside the bot), one digest a minute at most of the alert-worthy
 * order events and the buyers' requests for a person since the last one, as the owner chat would tell them (without
 * buttons; a request with the link to its conversation). Both cursors are moved in one conditional update before the
 * e-mail goes, so two instances never send the same digest; the e-mail is kept in the seller's sent e-mails (SMTP or
 * the outbox), where a failed one can be sent again.
 */
export async function sendEmailAlerts(ctx: ServiceContext) {
  const due = await ctx.db
    .select({ settings: ownerSettings, email: user.email, name: user.name })
    .from(ownerSettings)
    .innerJoin(user, eq(user.id, ownerSettings.userId))
    .where(
      and(
        inArray(ownerSettings.alertsBy, ["email", "both"]),
        or(
          sql`exists (select 1 from ${orderEvents} where ${orderEvents.sellerId} = ${ownerSettings.userId} and ${orderEvents.id} > ${ownerSettings.emailedThrough})`,
          sql`exists (select 1 from ${personRequests} where ${personRequests.sellerId} = ${ownerSettings.userId} and ${personRequests.id} > ${ownerSettings.personEmailedThrough})`,
        ),
      ),
    );
  let sent = 0;
  for (const { settings, email, name } of due) {
    const sellerId = settings.userId;
    const events = await ctx.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.sellerId, sellerId), gt(orderEvents.id, settings.emailedThrough)))
      .orderBy(asc(orderEvents.id))
      .limit(eventsPerDigest);
    const people = await personRequestsAfter(ctx, {
      sellerId,
      afterId: settings.personEmailedThrough,
      limit: alertsPerDigest,
    });
    const [claimed] = await ctx.db
      .update(ownerSettings)
      .set({
        emailedThrough: events.at(-1)?.id ?? settings.emailedThrough,
        personEmailedThrough: people.at(-1)?.id ?? settings.personEmailedThrough,
      })
      .where(
        and(
          eq(ownerSettings.userId, sellerId),
          eq(ownerSettings.emailedThrough, settings.emailedThrough),
          eq(ownerSettings.personEmailedThrough, settings.personEmailedThrough),
        ),
      )
      .returning({ userId: ownerSettings.userId });
    if (!claimed) continue;
    const worthy = events.flatMap((event) => {
      const kind = alertKindOf(event);
      return kind ? [{ event, kind }] : [];
    });
    if (worthy.length === 0 && people.length === 0) continue;
    const locale = await sellerLocale(ctx, sellerId);
    // A buyer waiting for a person comes first: someone should answer them now.
    const alerts: string[] = people.map((request) => {
      const { lines, url } = personRequestLines(ctx, request, locale);
      return [...lines, url].join("\n");
    });
    for (const { event, kind } of worthy.slice(0, Math.max(0, alertsPerDigest - alerts.length))) {
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, event.orderId));
      if (!order) continue;
      const items = kind === "new_order" ? await itemsOf(ctx.db, order.id) : [];
      const message = alertMessage({
        kind,
        state: "done",
        alertId: "",
        order,
        items,
        locale,
        ordersUrl: ordersUrlOf(ctx),
      });
      alerts.push(message.text);
    }
    const [bot] = await ctx.db
      .select({ name: sellerBots.botName })
      .from(sellerBots)
      .where(eq(sellerBots.userId, sellerId))
      .orderBy(desc(sellerBots.connectedAt))
      .limit(1);
    const mail = shopAlertsMail({
      locale,
      name,
      shop: bot?.name ?? name,
      alerts,
      more: worthy.length + people.length - alerts.length,
      ordersUrl: ordersUrlOf(ctx),
    });
    await ctx.mailer.send({ to: email, kind: "shop-alerts", ...mail });
    sent += 1;
  }
  return { due: due.length, sent };
}

export function ownerEmailAlertsJob(ctx: ServiceContext): ScheduledJob {
  return { name: "owner-email-alerts", cron: "* * * * *", run: () => sendEmailAlerts(ctx) };
}
