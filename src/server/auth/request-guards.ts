import { APIError, createAuthMiddleware } from "better-auth/api";
import { authRefusals, personNameSchema, signUpLanguageSchema } from "../../shared/account";
import { hasControlCharacters } from "../../shared/text";

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
export const isBody = (value: unknown): value is Body => typeof value === "object" && value !== null;

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

/** Every string a value holds, keys included, however deep: a loop, as a client may nest JSON 100,000 deep. */
function* stringsIn(value: unknown): Generator<string> {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") yield next;
    else if (Array.isArray(next)) for (const item of next) pending.push(item);
    else if (isBody(next)) for (const [key, item] of Object.entries(next)) pending.push(key, item);
  }
}

/** A NUL reaching PostgreSQL is a 500; any control character in a credential, token or name is an attack. */
function refuseControlCharacters(...parts: unknown[]) {
  for (const part of parts) {
    for (const text of stringsIn(part)) {
      if (hasControlCharacters(text)) throw new APIError("BAD_REQUEST", authRefusals.controlCharacters);
    }
  }
}

const nameRefusals = {
  fillAllFields: authRefusals.nameRequired,
  nameTooLong: authRefusals.nameTooLong,
} as const;

/**
 * Sign-up's name is cleaned and limited as the form does it (shared schema); its `preferredLanguage`, the
 * interface language at sign-up, must be one the app speaks (the profile is made from it).
 */
function checkSignUp(body: unknown) {
  if (!isBody(body)) return undefined;
  if (body.preferredLanguage !== undefined && !signUpLanguageSchema.safeParse(body.preferredLanguage).success) {
    throw new APIError("BAD_REQUEST", authRefusals.invalidLanguage);
  }
  if (typeof body.name !== "string") return undefined;
  const name = personNameSchema.safeParse(body.name);
  if (!name.success) {
    const message = name.error.issues[0]?.message;
    throw new APIError(
      "BAD_REQUEST",
      message === "fillAllFields" || message === "nameTooLong" ? nameRefusals[message] : authRefusals.nameInvalid,
    );
  }
  return { context: { body: { ...body, name: name.data } } };
}

/**
 * Runs before every Better Auth endpoint, on the body, query and path parameters as the client sent them;
 * `beforeSignIn` (the per-account limit) sees only a sign-in whose text passed these checks.
 */
export const authRequestGuard = (options: { beforeSignIn: (body: unknown) => Promise<void> }) =>
  createAuthMiddleware(async (ctx) => {
    refuseControlCharacters(ctx.body, ctx.query, ctx.params);
    if (ctx.path === "/delete-user") requirePasswordToDelete(ctx.body);
    if (ctx.path === "/sign-in/email") await options.beforeSignIn(ctx.body);
    if (ctx.path === "/sign-up/email") return checkSignUp(ctx.body);
  });
