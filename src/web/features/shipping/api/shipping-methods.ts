import type { ShippingMethod } from "@shared/shipping";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allShippingMethodsKey = ["shipping-methods"] as const;

/** Per signed-in user, so one account never sees another's cached methods. */
const shippingMethodsKey = (userId: string | null) => [...allShippingMethodsKey, userId] as const;

/** GET /api/shipping-methods: the shop's methods in the order the bot offers them. */
export function useShippingMethods() {
  const { user } = useAuth();
  return useQuery({
    queryKey: shippingMethodsKey(user?.id ?? null),
    queryFn: async (): Promise<ShippingMethod[]> => (await dataOf(api["shipping-methods"].$get())).items,
    enabled: user !== null,
  });
}
