import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { pgliteRunner, poolRunner, registerStatementRunner } from "./named-statement";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type features use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/** What the job queue (pg-boss) connects to: the same database, through its own pool or PGlite's one connection. */
export type JobConnection = { kind: "pglite"; client: PGlite } | { kind: "postgres"; connectionString: string };

export interface DatabaseHandle {
  db: Database;
  /**
   * Notifications on `listenChannel` heard by the connections that query (PostgreSQL only). A connection
   * hears its own transaction's notifications before the commit returns, so an instance's caches can
   * forget what it changed itself before it reads again (decision 024); others hear them a moment later.
   */
  onOwnNotification(listener: (payload: string) => void): void;
  kind: DatabaseKind;
  jobConnection: JobConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Told when an idle pooled connection dies (a server restart, a terminated backend). */
  onIdleConnectionError?: (error: Error) => void;
  /** The channel every pooled connection listens on, for `onOwnNotification`. */
  listenChannel?: string;
  /** How PGlite opens: tests start it from a migrated copy with its compiled modules (test/database-templates.ts). */
  pglite?: PGliteOptions;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const ownListeners: ((payload: string) => void)[] = [];
    const { listenChannel } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Awaited by the pool before the connection runs its first query.
      onConnect: listenChannel
        ? async (client) => {
            client.on("notification", (notification) => {
              if (notification.channel !== listenChannel || !notification.payload) return;
              for (const listener of ownListeners) listener(notification.payload);
            });
            await client.query(`listen "${listenChannel}"`);
          }
        : undefined,
    });
    // Without a listener such an error is thrown as uncaught and ends the process; the pool already drops
    // the dead connection and opens a new one on the next query.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    registerStatementRunner(db, poolRunner(pool));
    return {
      db,
      onOwnNotification: (listener) => void ownListeners.push(listener),
      kind: "postgres",
      jobConnection: { kind: "postgres", connectionString: options.databaseUrl },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ ...options.pglite, dataDir: options.dataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  registerStatementRunner(db, pgliteRunner(client));
  return {
    db,
    // PGlite's one connection is heard through the event bus itself.
    onOwnNotification: () => {},
    kind: "pglite",
    jobConnection: { kind: "pglite", client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
