import type { DiscountCode } from "@shared/discounts";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/discount-codes, for the discount template's `{code}` choice: under the discount codes tab's own key,
 * so a code made or deleted there is seen here too.
 */
export function useDiscountCodeChoices(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["discount-codes", user?.id ?? null],
    queryFn: async (): Promise<DiscountCode[]> => (await dataOf(api["discount-codes"].$get())).items,
    enabled: enabled && user !== null,
  });
}
