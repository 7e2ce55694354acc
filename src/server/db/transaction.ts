import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Schema } from "./client";

/** A transaction of our Database; it is a Database too, so services taking `db` accept either. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Called with a
 * Transaction it nests as a savepoint, so a service can use it whether or not its caller already opened one.
 */
export function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
