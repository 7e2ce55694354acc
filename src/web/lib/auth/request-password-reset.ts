import { useMutation } from "@tanstack/react-query";
import { unwrapAuthCall } from "./auth-call";
import { authClient } from "./auth-client";

/** 000 §7: the e-mail's link comes back to /auth with `?token=` (or `?error=INVALID_TOKEN`). */
export const passwordResetLanding = "/auth";

/** POST /api/auth/request-password-reset: sends the reset e-mail to an address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrapAuthCall(authClient.requestPasswordReset({ email, redirectTo: passwordResetLanding })),
    onError: (error) => console.error("requesting a password reset failed", error),
  });
}
