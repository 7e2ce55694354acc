import { desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PageCursor } from "../../shared/page-cursor";

/**
 * Keyset paging, newest first, on (timestamp, id). The timestamp is compared as the millisecond a cursor
 * carries, so a row stored with microseconds is neither repeated nor skipped on the next page.
 */
export function newestFirst(timestamp: PgColumn, id: PgColumn, before: PageCursor | undefined) {
  const at = sql`date_trunc('milliseconds', ${timestamp})`;
  const after: SQL | undefined = before ? sql`(${at}, ${id}) < (${before.at}::timestamptz, ${before.id})` : undefined;
  return { after, order: [desc(at), desc(id)] };
}
