import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Whether the database answers a trivial query right now. */
export function databaseReachable(db: Database): Promise<boolean> {
  return db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
}
