import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import * as schema from "../db/schema";

/** Tables that change on every signed-in request (session refresh) or on every request (rate limits). */
const volatileTables = new Set(["session", "rate_limit"]);

const schemaExports: unknown[] = Object.values(schema);
const appTables = schemaExports.filter(
  (value): value is PgTable => is(value, PgTable) && !volatileTables.has(getTableName(value)),
);

/**
 * Row count and a digest of every row of each of the app's tables, to prove a refused request
 * changed nothing: two equal snapshots mean no row was added, changed or removed.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of appTables) {
    // A table's name in an expression is its whole row; its text form covers every column.
    const [row] = await db
      .select({
        rows: sql<number>`count(*)::int`,
        digest: sql<string | null>`md5(string_agg(${table}::text, '|' order by ${table}::text))`,
      })
      .from(table);
    snapshot[getTableName(table)] = `${row?.rows ?? 0} ${row?.digest ?? ""}`;
  }
  return snapshot;
}
