/** Failed sign-ins an account has before it waits, and how long the count is kept after its wait ends. */
export const freeSignInFailures = 5;
export const signInFailureWindowMs = 15 * 60_000;
export const longestSignInWaitMs = 15 * 60_000;

/** An account's failed sign-ins as stored: how many, and when the count lapses if none follows. */
export interface SignInFailures {
  count: number;
  keptUntil: number;
}

export type SignInDecision = { allowed: true; counted: SignInFailures } | { allowed: false; retryAfterSeconds: number };

/** The wait after `failures` failures: none for the first five, then the first wait, doubling, at most 15 min. */
export function waitAfterFailures(failures: number, firstWaitMs: number): number {
  if (failures < freeSignInFailures) return 0;
  return Math.min(firstWaitMs * 2 ** (failures - freeSignInFailures), longestSignInWaitMs);
}

/**
 * An attempt is counted as a failure before the password is checked, so a burst of parallel guesses cannot all
 * pass the check; a successful sign-in clears the count. While the account waits, attempts are refused uncounted,
 * so a guesser cannot make the wait longer than one failure after each wait.
 */
export function decideSignInAttempt(
  stored: SignInFailures | undefined,
  now: number,
  firstWaitMs: number,
): SignInDecision {
  const failures = stored && now < stored.keptUntil ? stored.count : 0;
  if (stored && failures > 0) {
    const waitEnds = stored.keptUntil - signInFailureWindowMs;
    if (now < waitEnds) return { allowed: false, retryAfterSeconds: Math.ceil((waitEnds - now) / 1000) };
  }
  const count = failures + 1;
  return {
    allowed: true,
    counted: { count, keptUntil: now + waitAfterFailures(count, firstWaitMs) + signInFailureWindowMs },
  };
}
