import { authRefusals } from "@shared/account";

/** What a failed sign-in or sign-up tells the user; each is a key of `auth.errors`. */
export type AuthFailure =
  | "invalidCredentials"
  | "signInFailed"
  | "emailTaken"
  | "signUpFailed"
  | "rateLimited"
  | "signInWait"
  | "userBlocked"
  | "fillAllFields"
  | "nameTooLong"
  | "invalidCharacters";

/** The error shape Better Auth's client returns; the app's own 429 for an account adds `retryAfter` (seconds). */
export type AuthServiceError = { status: number; code?: string; message?: string; retryAfter?: unknown };

const alreadyRegisteredCodes = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

/** The server's own checks on what was typed (`authRefusals`), named like the form's checks. */
const inputFailureByCode: Record<string, AuthFailure> = {
  [authRefusals.controlCharacters.code]: "invalidCharacters",
  [authRefusals.nameInvalid.code]: "invalidCharacters",
  [authRefusals.nameRequired.code]: "fillAllFields",
  [authRefusals.nameTooLong.code]: "nameTooLong",
};
const inputFailure = (error: AuthServiceError) => (error.code ? inputFailureByCode[error.code] : undefined);

/** 000 §8: wrong credentials get their own message; anything else is "error signing in". */
export function signInFailure(error: AuthServiceError): AuthFailure {
  // Too many failed sign-ins for this account, from any address: a wait of its own, told in the message.
  if (error.code === authRefusals.signInWait.code) return "signInWait";
  if (error.status === 429) return "rateLimited";
  if (error.code === "INVALID_EMAIL_OR_PASSWORD") return "invalidCredentials";
  // DESIGN d7: an admin blocked the account; said only after the right password.
  if (error.code === authRefusals.userBlocked.code) return "userBlocked";
  return inputFailure(error) ?? "signInFailed";
}

/** 000 §8: an already registered e-mail gets its own message; anything else is "error creating account". */
export function signUpFailure(error: AuthServiceError): AuthFailure {
  if (error.status === 429) return "rateLimited";
  if ((error.code && alreadyRegisteredCodes.has(error.code)) || /already/i.test(error.message ?? ""))
    return "emailTaken";
  return inputFailure(error) ?? "signUpFailed";
}

/** How long the account waits before another sign-in, when the refusal said so. */
export function signInWaitSeconds(error: AuthServiceError): number | undefined {
  return typeof error.retryAfter === "number" && error.retryAfter > 0 ? error.retryAfter : undefined;
}
