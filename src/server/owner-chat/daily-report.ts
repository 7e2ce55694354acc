import { and, eq, isNull, or, sql } from "drizzle-orm";
import { Api } from "grammy";
import type { Locale } from "../../shared/locales";
import { defaultOwnerSettings } from "../../shared/owner-chat";
import { roleMayUse } from "../../shared/staff";
import { inTehran, tehranIsoDate, tehranTimeZone } from "../../shared/tehran-calendar";
import { ownerChats, ownerSettings, sellerBots } from "../db/schema";
import type { ScheduledJob } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { AlertPace } from "./alert-pace";
import { chatRole } from "./owner-chats";
import { ownerTexts } from "./owner-texts";
import { sellerLocale } from "./send-alerts";
import { reportText, shopReport } from "./shop-report";

/** A date as the report's title says it: Jalali, in Tehran. */
export const reportDate = (now: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "fa" ? "fa-IR" : "en-US-u-ca-persian", {
    dateStyle: "medium",
    timeZone: tehranTimeZone,
  }).format(now);

/** `/report` in the owner chat: the day so far. */
export async function todaySoFar(ctx: Pick<ServiceContext, "db">, input: { sellerId: string; now: Date }) {
  const locale = await sellerLocale(ctx, input.sellerId);
  const report = await shopReport(ctx, input);
  return reportText(report, locale, ownerTexts[locale].report.today(reportDate(input.now, locale)));
}

/**
 * Issue 37: at each shop's chosen Tehran hour, its owner chats get the day's report. One schedule for every shop,
 * hourly; each chat is claimed for the day in one conditional update, so several instances send it once. A day
 * without orders is one line, or nothing when the seller chose so.
 */
export async function sendDailyReports(ctx: ServiceContext, input: { now: Date; pace?: AlertPace }) {
  const { now } = input;
  const pace = input.pace ?? new AlertPace();
  const hour = inTehran(now).getHours();
  const today = tehranIsoDate(now);
  const notToday = or(isNull(ownerChats.reportedOn), sql`${ownerChats.reportedOn} <> ${today}`);
  const due = await ctx.db
    .select({ chat: ownerChats, bot: sellerBots, quietDays: ownerSettings.quietDays })
    .from(ownerChats)
    .innerJoin(sellerBots, eq(sellerBots.id, ownerChats.botId))
    .leftJoin(ownerSettings, eq(ownerSettings.userId, ownerChats.sellerId))
    .where(
      and(
        isNull(ownerChats.unreachableSince),
        isNull(ownerChats.endedAt),
        sql`coalesce(${ownerSettings.reportHour}, ${defaultOwnerSettings.report_hour}) = ${hour}`,
        notToday,
      ),
    );
  let sent = 0;
  const reports = new Map<string, { text: string; quiet: boolean }>();
  for (const { chat, bot, quietDays } of due) {
    const [claimed] = await ctx.db
      .update(ownerChats)
      .set({ reportedOn: today })
      .where(and(eq(ownerChats.id, chat.id), notToday))
      .returning({ id: ownerChats.id });
    if (!claimed) continue;
    // The day's sales are the shop's accounts: its owner's and managers' chats get them (DESIGN 35).
    const role = await chatRole(ctx, chat);
    if (!role || !roleMayUse(role, "manager")) continue;
    let report = reports.get(chat.sellerId);
    if (!report) {
      const locale = await sellerLocale(ctx, chat.sellerId);
      const figures = await shopReport(ctx, { sellerId: chat.sellerId, now });
      report = {
        text: reportText(figures, locale, ownerTexts[locale].report.daily(reportDate(now, locale))),
        quiet: figures.orders === 0,
      };
      reports.set(chat.sellerId, report);
    }
    if (report.quiet && (quietDays ?? defaultOwnerSettings.quiet_days) === "none") continue;
    const api = new Api(ctx.secrets.open("bot-token", bot.sealedToken), {
      apiRoot: ctx.config.bots.apiRoots[bot.platform],
    });
    await pace.turn(bot.id, `${bot.id}:${chat.platformUserId}`);
    try {
      await api.sendMessage(chat.platformUserId, report.text);
      sent += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, ownerChatId: chat.id }, "a daily report could not be sent");
    }
  }
  return { due: due.length, sent };
}

export function ownerDailyReportJob(ctx: ServiceContext): ScheduledJob {
  return { name: "owner-daily-reports", cron: "0 * * * *", run: () => sendDailyReports(ctx, { now: new Date() }) };
}
