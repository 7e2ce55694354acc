import { sql } from "drizzle-orm";
import type { Transaction } from "./transaction";

/**
 * Holds a lock named `key` until the transaction ends, on every instance sharing the database: work that
 * reads then writes for one key ("the seller's next order number", "a first card is the default") runs one
 * at a time instead of racing.
 */
export async function lockUntilCommit(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
