import { authRefusals } from "@shared/account";
import { useTranslation } from "react-i18next";
import { AuthCallError } from "@/lib/auth/auth-call";
import type { PasswordRuleKey } from "./password-rules";

/** A refusal we can name in the user's language: `accountPassword.failures.*` or a rule's message. */
export type PasswordFailureKey =
  | "wrongPassword"
  | "passwordRequired"
  | "invalidCharacters"
  | "invalidToken"
  | "rateLimited"
  | "passwordTooShort"
  | "tooLong";
export type PasswordFailure = { key: PasswordFailureKey } | { serverMessage: string } | null;

const failureByCode: Record<string, PasswordFailureKey> = {
  INVALID_PASSWORD: "wrongPassword",
  [authRefusals.passwordRequired.code]: "passwordRequired",
  [authRefusals.controlCharacters.code]: "invalidCharacters",
  INVALID_TOKEN: "invalidToken",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "tooLong",
};

/**
 * 000 §8: a failed password call shows the server's message, translated when we know its code; null
 * when there is none (a network failure), so the caller shows its own "error …" message.
 */
export function passwordFailure(error: unknown): PasswordFailure {
  if (!(error instanceof AuthCallError)) return null;
  const { status, code, message } = error.failure;
  if (status === 429) return { key: "rateLimited" };
  const key = code === undefined ? undefined : failureByCode[code];
  if (key) return { key };
  return message ? { serverMessage: message } : null;
}

/** The named refusal behind an error, if it is one (to react to a wrong password or a used link). */
export function passwordFailureKey(error: unknown): PasswordFailureKey | null {
  const failure = passwordFailure(error);
  return failure && "key" in failure ? failure.key : null;
}

const ruleFailures: ReadonlySet<PasswordFailureKey> = new Set<PasswordFailureKey>(["passwordTooShort", "tooLong"]);
const isRuleFailure = (key: PasswordFailureKey): key is PasswordFailureKey & PasswordRuleKey => ruleFailures.has(key);

/** The words for a failed password call, or `fallback` when the server said nothing usable. */
export function usePasswordFailureText() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string): string => {
    const failure = passwordFailure(error);
    if (failure === null) return fallback;
    if ("serverMessage" in failure) return failure.serverMessage;
    return isRuleFailure(failure.key)
      ? t(`accountPassword.rules.${failure.key}`)
      : t(`accountPassword.failures.${failure.key}`);
  };
}
