import { useMutation } from "@tanstack/react-query";
import { unwrapAuthCall } from "@/lib/auth/auth-call";
import { authClient } from "@/lib/auth/auth-client";
import { refreshSession } from "@/lib/auth/session-store";

/**
 * POST /api/auth/change-password. DESIGN d6: the current password is required and checked. Other
 * devices are signed out; this one gets a fresh session, so the cached one is read again.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      unwrapAuthCall(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
    onSuccess: () => refreshSession(),
    onError: (error) => console.error("changing the password failed", error),
  });
}
