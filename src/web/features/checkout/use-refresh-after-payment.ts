import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * 001 §4, PAY-22: a new plan changes what many pages show (the plan badges, the AI quota, the daily
 * content's locks), so the subscription is read again and every cached answer is marked stale.
 */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  const { refreshSubscription } = useAuth();
  return async () => {
    await Promise.all([refreshSubscription(), queryClient.invalidateQueries()]);
  };
}
