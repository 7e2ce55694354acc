import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { busPayload, type EventBus, Listeners, parseBusPayload } from "./event-bus";

/** The one channel every instance listens on; messages say whom they are for. */
export const eventChannel = "mohtavayar_events";
/** The listening connection's name in pg_stat_activity, for operators (and the test that cuts it). */
export const listenerApplicationName = "mohtavayar-events";
const retryDelaysMs = [250, 1000, 5000, 15_000];
/** A lost listening connection would never bring `settled`'s message back; it gives up after this. */
const settleTimeoutMs = 2000;

/**
 * PostgreSQL LISTEN/NOTIFY (DESIGN 22): a message published on one instance reaches the subscribers of
 * every instance on the same database, this one's included. One dedicated connection listens; when it is
 * lost it is opened again, and subscribers are told to resync, since what was sent meanwhile is gone.
 */
export async function postgresEventBus(options: {
  db: Database;
  connectionString: string;
  logger: Logger;
  /** Where the querying connections' own notifications can be heard (DatabaseHandle.onOwnNotification). */
  onOwnNotification?: (listener: (payload: string) => void) => void;
}): Promise<EventBus> {
  const { db, connectionString, logger } = options;
  const listeners = new Listeners((error) => logger.error({ err: error }, "an event listener failed"));
  // A change this instance made is forgotten before its commit returns, not a moment later: only the
  // messages that make caches forget, which are harmless twice; the listening connection delivers all.
  options.onOwnNotification?.((payload) => {
    try {
      const message = parseBusPayload(payload);
      if (message?.type === "user-state-changed" || message?.type === "sessions-changed") listeners.deliver(message);
    } catch (error) {
      logger.warn({ err: error }, "an unreadable event bus message was skipped");
    }
  });
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== eventChannel) return;
    try {
      const message = parseBusPayload(notification.payload);
      if (message) listeners.deliver(message);
    } catch (error) {
      logger.warn({ err: error }, "an unreadable event bus message was skipped");
    }
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString, application_name: listenerApplicationName });
    next.on("notification", onNotification);
    // Without an error listener a dropped connection would end the process.
    next.on("error", (error) => {
      logger.warn({ err: error }, "the event bus connection failed");
      reopenLater(next);
    });
    next.on("end", () => reopenLater(next));
    try {
      await next.connect();
      await next.query(`listen ${eventChannel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Closed while connecting: this connection is not wanted any more.
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const reopen = async () => {
    while (!closed) {
      const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)];
      await new Promise((resolve) => {
        retryTimer = setTimeout(resolve, delay);
      });
      if (closed) return;
      try {
        await listen();
        failures = 0;
        logger.info("the event bus listens again");
        listeners.deliver({ type: "resync" });
        return;
      } catch (error) {
        failures += 1;
        logger.warn({ err: error, failures }, "the event bus could not listen again; retrying");
      }
    }
  };

  const reopenLater = (lost: pg.Client) => {
    if (closed || client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    void reopen();
  };

  await listen();
  return {
    kind: "postgres",
    async publish(message) {
      // Called once the change is committed; PostgreSQL delivers it to every listening instance, this one too.
      await db.execute(sql`select pg_notify(${eventChannel}, ${busPayload(message)})`);
    },
    subscribe: (listener) => listeners.add(listener),
    async settled() {
      // Notifications arrive in commit order: once this one is back, every earlier one has been delivered.
      const token = crypto.randomUUID();
      let stop = () => {};
      const back = new Promise<void>((resolve) => {
        const unsubscribe = listeners.add((message) => {
          if (message.type === "settled" && message.token === token) resolve();
        });
        const timer = setTimeout(resolve, settleTimeoutMs);
        stop = () => {
          unsubscribe();
          clearTimeout(timer);
        };
      });
      try {
        await db.execute(sql`select pg_notify(${eventChannel}, ${busPayload({ type: "settled", token })})`);
        await back;
      } finally {
        stop();
      }
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
