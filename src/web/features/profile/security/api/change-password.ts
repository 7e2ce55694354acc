import { useMutation, useQueryClient } from "@tanstack/react-query";
import { unwrapAuthCall } from "@/lib/auth/auth-call";
import { authClient } from "@/lib/auth/auth-client";
import { sessionQueryKey } from "@/lib/auth/session-queries";

/**
 * POST /api/auth/change-password. DESIGN d6: the current password is required and checked. Other
 * devices are signed out; this one gets a fresh session, so the cached one is read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      unwrapAuthCall(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    onError: (error) => console.error("changing the password failed", error),
  });
}
