import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimit } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { decideSignInAttempt, type SignInDecision } from "./sign-in-waits";

/**
 * Counts live in Better Auth's own rate_limit table, so every instance on PostgreSQL shares them. Its key is the
 * e-mail's hash (not an address and a path, as Better Auth's are); `last_request` holds when the count lapses,
 * so Better Auth's pruning of rows older than its longest window never drops a count that still holds.
 */
const keyOf = (email: string) =>
  `sign-in-failures:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

/** Counts a sign-in attempt for the e-mail as a failure, unless the account is waiting: then it is refused. */
export function claimSignInAttempt(
  db: Database,
  input: { email: string; now: number; firstWaitMs: number },
): Promise<SignInDecision> {
  const key = keyOf(input.email);
  return withTransaction(db, async (tx) => {
    await tx
      .insert(rateLimit)
      .values({ id: randomUUID(), key, count: 0, lastRequest: input.now })
      .onConflictDoNothing({ target: rateLimit.key });
    const [row] = await tx.select().from(rateLimit).where(eq(rateLimit.key, key)).for("update");
    const stored = row ? { count: row.count, keptUntil: row.lastRequest } : undefined;
    const decision = decideSignInAttempt(stored, input.now, input.firstWaitMs);
    if (decision.allowed) {
      const { count, keptUntil } = decision.counted;
      await tx.update(rateLimit).set({ count, lastRequest: keptUntil }).where(eq(rateLimit.key, key));
    }
    return decision;
  });
}

/** A successful sign-in: the e-mail's failures are forgotten. */
export async function forgetSignInFailures(db: Database, input: { email: string }): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(input.email)));
}
