import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/subscription/period (decision 021): the current plan's end and a lower plan waiting after it.
 * The dashboard, the profile and the plans page show it; a payment marks it stale with every query.
 */
export function usePlanPeriod() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["subscription", "period", user?.id ?? null],
    queryFn: () => dataOf(api.subscription.period.$get()),
    enabled: user !== null,
  });
}
