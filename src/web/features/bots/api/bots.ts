import type { SellerBot } from "@shared/bots";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** Per signed-in user, so one account never sees another's cached bots. */
export const botsQueryKey = (userId: string | null) => ["bots", userId] as const;

/** GET /api/bots (001 §7): the seller's bots, newest connected first, tokens masked. */
export function useBots() {
  const { user } = useAuth();
  return useQuery({
    queryKey: botsQueryKey(user?.id ?? null),
    queryFn: async (): Promise<SellerBot[]> => (await dataOf(api.bots.$get())).items,
    enabled: user !== null,
  });
}
