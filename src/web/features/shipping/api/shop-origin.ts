import type { ShopOrigin, ShopOriginInput } from "@shared/shipping";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const shopOriginKey = (userId: string | null) => ["shop-origin", userId] as const;

/** GET /api/shipping-methods/origin: where the shop sends from, null until the seller says. */
export function useShopOrigin() {
  const { user } = useAuth();
  return useQuery({
    queryKey: shopOriginKey(user?.id ?? null),
    queryFn: async (): Promise<ShopOrigin | null> => (await dataOf(api["shipping-methods"].origin.$get())).origin,
    enabled: user !== null,
  });
}

/** PUT /api/shipping-methods/origin: a province and a city of it. */
export function useSaveShopOrigin() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async (origin: ShopOriginInput) =>
      (await dataOf(api["shipping-methods"].origin.$put({ json: origin }))).origin,
    onSuccess: (origin) => queryClient.setQueryData(shopOriginKey(user?.id ?? null), origin),
  });
}
