import type { PlanId } from "@shared/plans";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /quote (decision 021): what paying for the plan charges now, decided by the server: an upgrade's
 * credit, a downgrade's start at the current plan's end. The summary and the pay button show it.
 */
export function useCheckoutQuote(plan: PlanId) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["payments", "quote", plan, user?.id ?? null],
    queryFn: () => dataOf(api.payments.quote.$get({ query: { plan } })),
    enabled: user !== null,
    retry: false,
  });
}
