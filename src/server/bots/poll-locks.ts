import pg from "pg";
import type { JobConnection } from "../db/client";

/** Which bots this instance polls (DESIGN 40): one instance per bot, whichever took it first. */
export interface PollLocks {
  take(botId: string): Promise<boolean>;
  release(botId: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite: the process that holds the data folder is the only one (runtime/data-dir-lock.ts), so it polls all. */
const ownProcessLocks: PollLocks = {
  take: async () => true,
  release: async () => {},
  close: async () => {},
};

/**
 * PostgreSQL: a session advisory lock per bot, on one connection this instance keeps for them. An instance
 * that stops or dies closes it and the database frees its locks, so another takes the bots over at its next
 * look. A lost connection lost the locks too: `onLost` stops this instance's polls before anyone else starts.
 */
function advisoryPollLocks(connectionString: string, onLost: (error: Error) => void): PollLocks {
  let connection: Promise<pg.Client> | undefined;
  const lose = (client: pg.Client, error: Error) => {
    void connection?.then((current) => {
      if (current !== client) return;
      connection = undefined;
      onLost(error);
    });
  };
  const connect = () => {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString });
      client.on("error", (error) => lose(client, error));
      client.on("end", () => lose(client, new Error("the bots' poll-lock connection ended")));
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    return connection;
  };
  const keyOf = "hashtextextended('bot-poll:' || $1, 0)";
  return {
    async take(botId) {
      const client = await connect();
      const { rows } = await client.query<{ taken: boolean }>(`select pg_try_advisory_lock(${keyOf}) as taken`, [
        botId,
      ]);
      return rows[0]?.taken === true;
    },
    async release(botId) {
      const client = await connection?.catch(() => undefined);
      await client?.query(`select pg_advisory_unlock(${keyOf})`, [botId]);
    },
    async close() {
      const client = await connection?.catch(() => undefined);
      connection = undefined;
      await client?.end();
    },
  };
}

export function pollLocksFor(database: JobConnection, onLost: (error: Error) => void): PollLocks {
  return database.kind === "postgres" ? advisoryPollLocks(database.connectionString, onLost) : ownProcessLocks;
}
