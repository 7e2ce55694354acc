import { useMutation } from "@tanstack/react-query";
import { unwrapAuthCall } from "@/lib/auth/auth-call";
import { authClient } from "@/lib/auth/auth-client";

/**
 * POST /api/auth/delete-user. DESIGN d7: the account and its data really go, once Better Auth has
 * checked the password. The session goes with it; the caller then signs the browser out.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => unwrapAuthCall(authClient.deleteUser({ password })),
    onError: (error) => console.error("deleting the account failed", error),
  });
}
