import type { FieldError, FieldErrors } from "react-hook-form";
import type { AuthFailure } from "@/lib/auth/auth-failures";
import { authCatalog } from "./catalog";

/** The messages of `auth.errors`; the shared zod schemas use these keys as their messages. */
export type AuthMessageKey = keyof (typeof authCatalog.fa)["auth"]["errors"];

function isAuthMessageKey(message: string | undefined): message is AuthMessageKey {
  return message !== undefined && Object.hasOwn(authCatalog.fa.auth.errors, message);
}

/**
 * 000 §5: "Please fill in all fields" is about the whole form, so it is shown once above the button,
 * as is a failure the service reported; a message about one field is shown under that field.
 */
export function formAlertKey(errors: FieldErrors, failure: AuthFailure | null): AuthMessageKey | null {
  const missing = Object.values(errors).some((error) => error?.message === "fillAllFields");
  return missing ? "fillAllFields" : failure;
}

export function fieldMessageKey(error: FieldError | undefined): AuthMessageKey | undefined {
  const message = error?.message;
  return isAuthMessageKey(message) && message !== "fillAllFields" ? message : undefined;
}
