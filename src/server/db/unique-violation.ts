/** Whether PostgreSQL reported this SQLSTATE, as PGlite and node-postgres both do, possibly as a cause. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ("code" in cause && cause.code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, "23505");

/** PostgreSQL's foreign_key_violation (23503): the row pointed at is gone. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, "23503");
