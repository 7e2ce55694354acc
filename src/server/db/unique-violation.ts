/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres both report it, possibly as a cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ("code" in cause && cause.code === "23505") return true;
  }
  return false;
}
