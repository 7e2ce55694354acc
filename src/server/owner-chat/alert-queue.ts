import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { orderEvents, ownerChats } from "../db/schema";
import type { ScheduledJob, Scheduler, WorkQueue } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { AlertPace } from "./alert-pace";
import { sendOwnerAlerts } from "./send-alerts";

const queueName = "owner-alerts";
const jobData = z.object({ ownerChatId: z.string() });

/** Owner chats sent to at once by one instance; the platforms' pace is kept across them (AlertPace). */
const concurrency = 10;

/**
 * Where a chat's alerts are queued (pg-boss in the app, DESIGN 34). The app is built before the job queue
 * starts, so the queue is attached once it runs; what changed before that is found by the minute's sweep.
 */
export interface AlertQueue {
  /** The chat has alerts to send: queued now, unless its job is waiting already. */
  ensure(ownerChatId: string): Promise<void>;
}

export function deferredAlertQueue() {
  let target: AlertQueue | undefined;
  return {
    ensure: (ownerChatId: string) => target?.ensure(ownerChatId) ?? Promise.resolve(),
    attach(queue: AlertQueue) {
      target = queue;
    },
  };
}
export type DeferredAlertQueue = ReturnType<typeof deferredAlertQueue>;

/**
 * One job per owner chat (policy stately, keyed by the chat): one sends while one more waits for what came meanwhile,
 * so a burst of orders is one chat's run in order, never two senders racing. A failed run is retried with backoff;
 * the chat's cursor keeps what was already told.
 */
export function ownerAlertQueue(ctx: ServiceContext, pace = new AlertPace()): WorkQueue {
  return {
    name: queueName,
    options: { policy: "stately", retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 },
    concurrency,
    work: (data) => sendOwnerAlerts({ ...ctx, pace }, { ownerChatId: jobData.parse(data).ownerChatId }),
  };
}

/** The app's alert queue on the running job queue. */
export function alertQueueOn(scheduler: Scheduler): AlertQueue {
  return { ensure: (ownerChatId) => scheduler.sendOnce(queueName, ownerChatId, { ownerChatId }) };
}

/** A seller's order changed: each of their reachable owner chats is queued to be told. */
export async function queueSellersAlerts(
  ctx: Pick<ServiceContext, "db"> & { alertQueue: AlertQueue },
  input: { sellerId: string },
) {
  const chats = await ctx.db
    .select({ id: ownerChats.id })
    .from(ownerChats)
    .where(and(eq(ownerChats.sellerId, input.sellerId), isNull(ownerChats.unreachableSince)));
  for (const chat of chats) await ctx.alertQueue.ensure(chat.id);
}

/**
 * Every minute, the chats with order events after their cursor are queued again: a change announced before the
 * queue ran, a bus message lost, a sender that crashed.
 */
export function ownerAlertsSweepJob(ctx: Pick<ServiceContext, "db"> & { alertQueue: AlertQueue }): ScheduledJob {
  return {
    name: "owner-alerts-sweep",
    cron: "* * * * *",
    run: async () => {
      const behind = await ctx.db
        .select({ id: ownerChats.id })
        .from(ownerChats)
        .where(
          and(
            isNull(ownerChats.unreachableSince),
            sql`exists (${ctx.db
              .select({ one: sql`1` })
              .from(orderEvents)
              .where(
                and(eq(orderEvents.sellerId, ownerChats.sellerId), gt(orderEvents.id, ownerChats.alertedThrough)),
              )})`,
          ),
        );
      for (const chat of behind) await ctx.alertQueue.ensure(chat.id);
      return { behind: behind.length };
    },
  };
}
