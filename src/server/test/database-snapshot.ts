import { getTableName, is, type SQL, sql } from "drizzle-orm";
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
 * Every table's row count and digest in one statement: the request walkers take a snapshot per route, and
 * a statement per table made the snapshots most of their run time.
 */
const snapshotQuery: SQL = sql.join(
  appTables.map(
    // A table's name in an expression is its whole row; its text form covers every column.
    (table) =>
      sql`(select ${getTableName(table)}::text as name, count(*)::int as rows, md5(string_agg(${table}::text, '|' order by ${table}::text)) as digest from ${table})`,
  ),
  sql` union all `,
);

type SnapshotRow = { name: string; rows: number; digest: string | null };

/**
 * Row count and a digest of every row of each of the app's tables, to prove a refused request
 * changed nothing: two equal snapshots mean no row was added, changed or removed.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  // Both drivers answer with their rows in `rows` (node-postgres' QueryResult, PGlite's Results).
  const { rows } = (await db.execute(snapshotQuery)) as unknown as { rows: SnapshotRow[] };
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} ${row.digest ?? ""}`]));
}
