import { APIError, createAuthMiddleware } from "better-auth/api";
import { authRefusals } from "../../shared/account";

/**
 * Better Auth endpoints the app does not use (no social sign-in, no e-mail verification, no e-mail change,
 * the profile holds the name): each is a way in without a reason to exist, so they answer 404.
 */
export const disabledAuthPaths = [
  "/update-user",
  "/change-email",
  "/verify-password",
  "/set-password",
  "/update-session",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/delete-user/callback",
  "/send-verification-email",
  "/verify-email",
  "/sign-in/social",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
];

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => typeof value === "object" && value !== null;

/**
 * DESIGN d6/d7: deleting the account needs the current password every time. Better Auth would accept a
 * fresh session (`freshAge`) or an e-mailed token instead; without a password it never gets that far.
 */
function requirePasswordToDelete(body: unknown) {
  const password = isBody(body) ? body.password : undefined;
  if (typeof password !== "string" || password.length === 0 || (isBody(body) && body.token !== undefined)) {
    throw new APIError("BAD_REQUEST", authRefusals.passwordRequired);
  }
}

/** Runs before every Better Auth endpoint, on the body as the client sent it. */
export const authRequestGuard = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/delete-user") requirePasswordToDelete(ctx.body);
});
