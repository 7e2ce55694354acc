import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";

/** Every admin read sits under one key per signed-in admin, so refresh and the actions reach them all. */
export function useAdminQueryKey() {
  const { user } = useAuth();
  return ["admin", user?.id ?? null] as const;
}

/**
 * An admin action: afterwards the panel's open reads are read again (the figures, the list it changed and
 * the record of admin actions), success or not, so what is shown is what the server holds.
 */
export function useAdminMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  onSuccess?: (output: Output) => void,
) {
  const queryClient = useQueryClient();
  const adminKey = useAdminQueryKey();
  return useMutation({
    mutationFn,
    onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
