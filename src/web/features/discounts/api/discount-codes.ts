import type { DiscountCode } from "@shared/discounts";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allDiscountCodesKey = ["discount-codes"] as const;

/** Per signed-in user, so one account never sees another's cached codes. */
export const discountCodesKey = (userId: string | null) => [...allDiscountCodesKey, userId] as const;

/** GET /api/discount-codes: the shop's codes, newest first, with their uses so far and revenue. */
export function useDiscountCodes() {
  const { user } = useAuth();
  return useQuery({
    queryKey: discountCodesKey(user?.id ?? null),
    queryFn: async (): Promise<DiscountCode[]> => (await dataOf(api["discount-codes"].$get())).items,
    enabled: user !== null,
  });
}
