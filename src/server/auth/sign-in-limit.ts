import { APIError, createAuthMiddleware } from "better-auth/api";
import { authRefusals } from "../../shared/account";
import type { Database } from "../db/client";
import { isBody } from "./request-guards";
import { claimSignInAttempt, forgetSignInFailures } from "./sign-in-failures";

const emailIn = (body: unknown) => (isBody(body) && typeof body.email === "string" ? body.email : undefined);

/**
 * Per account, whatever the address (DESIGN 10 keeps the per-address limits generous): after five failed sign-ins
 * an e-mail waits, longer after each failure; signing in with the right password after the wait clears it.
 */
export function signInLimit(options: { db: Database; firstWaitSeconds: number }) {
  const { db } = options;
  const firstWaitMs = options.firstWaitSeconds * 1000;
  return {
    /** Runs before the password is checked; refuses with 429 and `retryAfter` while the account waits. */
    beforeSignIn: async (body: unknown) => {
      const email = emailIn(body);
      if (!email) return;
      const decision = await claimSignInAttempt(db, { email, now: Date.now(), firstWaitMs });
      if (decision.allowed) return;
      const retryAfter = decision.retryAfterSeconds;
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { ...authRefusals.signInWait, retryAfter },
        { "Retry-After": String(retryAfter) },
      );
    },
    afterSignIn: createAuthMiddleware(async (ctx) => {
      const email = emailIn(ctx.body);
      if (ctx.path === "/sign-in/email" && ctx.context.newSession && email) await forgetSignInFailures(db, { email });
    }),
  };
}
