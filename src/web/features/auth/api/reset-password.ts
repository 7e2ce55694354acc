import { useMutation } from "@tanstack/react-query";
import { unwrapAuthCall } from "@/lib/auth/auth-call";
import { authClient } from "@/lib/auth/auth-client";

/** POST /api/auth/reset-password: the e-mailed token sets a new password and ends every session. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      unwrapAuthCall(authClient.resetPassword({ token, newPassword })),
    onError: (error) => console.error("resetting the password failed", error),
  });
}
