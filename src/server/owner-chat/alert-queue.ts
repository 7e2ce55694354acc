import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { orderEvents, ownerChats } from "../db/schema";
import type { ScheduledJob, Scheduler, WorkQueue } from "../jobs/scheduler";
import type { ServiceContext } from "../service-context";
import { AlertPace } from "./alert-pace";
import { personAlertsBehind } from "./person-alerts";
import { sendOwnerAlerts } from "./send-alerts";

const queueName = "owner-alerts";
const jobData = z.object({ ownerChatId: z.string() });

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

/** Jobs taken at once: each only wakes its chat's sender here, so it ends at once. */
const concurrency = 10;

/**
 * One job per owner chat (policy stately, keyed by the chat): the job wakes this instance's sender for that chat,
 * which tells the chat its alerts in order at the platform's pace (a chat's burst of ten takes about nine seconds)
 * and holds the chat's lease meanwhile, so two instances never send to one chat. The job itself ends at once:
 * measured, jobs that sent (waiting out the pace) held their worker's whole batch, and with 100 shops' bursts a
 * shop's first alert waited 8-10 s behind other shops' bursts. A sender that fails gives its lease back and the
 * minute's sweep queues the chat again; the cursor keeps what was told.
 */
export function ownerAlertQueue(
  ctx: ServiceContext,
  options: { inBackground: (work: () => Promise<unknown>, failure: string) => void; pace?: AlertPace },
): WorkQueue {
  const pace = options.pace ?? new AlertPace();
  const running = new Map<string, { again: boolean }>();
  const wake = (ownerChatId: string) => {
    const current = running.get(ownerChatId);
    if (current) {
      current.again = true;
      return;
    }
    const sender = { again: true };
    running.set(ownerChatId, sender);
    options.inBackground(async () => {
      try {
        while (sender.again) {
          sender.again = false;
          await sendOwnerAlerts({ ...ctx, pace }, { ownerChatId });
        }
      } finally {
        running.delete(ownerChatId);
      }
    }, "an owner chat's alerts could not be sent; the sweep tries again");
  };
  return {
    name: queueName,
    options: { policy: "stately", retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 },
    concurrency,
    notify: true,
    work: async (data) => wake(jobData.parse(data).ownerChatId),
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
            or(
              sql`exists (${ctx.db
                .select({ one: sql`1` })
                .from(orderEvents)
                .where(
                  and(eq(orderEvents.sellerId, ownerChats.sellerId), gt(orderEvents.id, ownerChats.alertedThrough)),
                )})`,
              personAlertsBehind,
            ),
          ),
        );
      for (const chat of behind) await ctx.alertQueue.ensure(chat.id);
      return { behind: behind.length };
    },
  };
}
