import { and, count, eq, gt, isNotNull, like, not, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { isoTime } from "../db/json-page";
import {
  botMessageLogs,
  conversations,
  whatsappConnections,
  whatsappMessages,
  whatsappReads,
  whatsappTakeovers,
} from "../db/schema";
import type { ServiceContext } from "../service-context";
import { buttonPrefix } from "./buyers";

type Db = Pick<ServiceContext, "db">;

/** A conversation of the inbox: its key, last activity (an ISO time the cursor compares), unread count. */
export interface Thread {
  key: string;
  at: string;
  unread: number;
}

/** The shop's bot conversations `which` names: key, last activity, unread messages, waiting for a person. */
function botThreads(ctx: Db, which: SQL | undefined) {
  const unread = ctx.db
    .select({ n: count() })
    .from(botMessageLogs)
    .where(
      and(
        eq(botMessageLogs.botId, conversations.botId),
        eq(botMessageLogs.chatId, conversations.chatId),
        isNotNull(botMessageLogs.message),
        not(like(botMessageLogs.message, `${buttonPrefix}%`)),
        gt(botMessageLogs.createdAt, sql`coalesce(${conversations.readThrough}, '-infinity')`),
      ),
    );
  return ctx.db
    .select({
      key: sql<string>`'bot:' || ${conversations.id}`.as("key"),
      at: sql<string>`${isoTime(sql`date_trunc('milliseconds', ${conversations.lastActivityAt})`)}`.as("at"),
      unread: sql<number>`(${unread})::int`.as("unread"),
      wantsPerson: sql<boolean>`${conversations.wantsPersonSince} is not null`.as("wants_person"),
    })
    .from(conversations)
    .where(which);
}

/** The shop's WhatsApp conversations, by number and customer; only the numbers it has connected now, as the WhatsApp page lists them. */
function whatsappThreads(ctx: Db, sellerId: string) {
  return ctx.db
    .select({
      key: sql<string>`'whatsapp:' || ${whatsappMessages.phoneNumberId} || ':' || ${whatsappMessages.customerNumber}`.as(
        "key",
      ),
      at: sql<string>`${isoTime(sql`date_trunc('milliseconds', max(${whatsappMessages.createdAt}))`)}`.as("at"),
      unread:
        sql<number>`(count(*) filter (where ${whatsappMessages.isIncoming} and ${whatsappMessages.createdAt} > coalesce(${whatsappReads.readThrough}, '-infinity')))::int`.as(
          "unread",
        ),
      wantsPerson: sql<boolean>`${whatsappTakeovers.wantsPersonSince} is not null`.as("wants_person"),
    })
    .from(whatsappMessages)
    .innerJoin(
      whatsappConnections,
      and(
        eq(whatsappConnections.phoneNumberId, whatsappMessages.phoneNumberId),
        eq(whatsappConnections.userId, whatsappMessages.userId),
      ),
    )
    .leftJoin(
      whatsappReads,
      and(
        eq(whatsappReads.sellerId, whatsappMessages.userId),
        eq(whatsappReads.phoneNumberId, whatsappMessages.phoneNumberId),
        eq(whatsappReads.customerNumber, whatsappMessages.customerNumber),
      ),
    )
    .leftJoin(
      whatsappTakeovers,
      and(
        eq(whatsappTakeovers.sellerId, whatsappMessages.userId),
        eq(whatsappTakeovers.phoneNumberId, whatsappMessages.phoneNumberId),
        eq(whatsappTakeovers.customerNumber, whatsappMessages.customerNumber),
      ),
    )
    .where(and(eq(whatsappMessages.userId, sellerId), isNotNull(whatsappMessages.customerNumber)))
    .groupBy(
      whatsappMessages.phoneNumberId,
      whatsappMessages.customerNumber,
      whatsappReads.readThrough,
      whatsappTakeovers.wantsPersonSince,
    );
}

/** The shop's bot and WhatsApp conversations as one list, for the inbox's page and counts. */
export function threadsOf(ctx: Db, sellerId: string) {
  return ctx.db
    .$with("threads")
    .as(unionAll(botThreads(ctx, eq(conversations.sellerId, sellerId)), whatsappThreads(ctx, sellerId)));
}

/** One bot conversation of the shop as the inbox counts it. */
export async function botThread(ctx: Db, input: { sellerId: string; conversationId: string }) {
  const [thread] = await botThreads(
    ctx,
    and(eq(conversations.sellerId, input.sellerId), eq(conversations.id, input.conversationId)),
  );
  return thread;
}
