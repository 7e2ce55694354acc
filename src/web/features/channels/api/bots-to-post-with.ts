import type { SellerBot } from "@shared/bots";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/bots: the bots a channel can be linked to. The key is the bots card's own (`["bots", user]`), so
 * both read one cache and a bot connected above shows up here at once.
 */
export function useBotsToPostWith() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["bots", user?.id ?? null],
    queryFn: async (): Promise<SellerBot[]> => (await dataOf(api.bots.$get())).items,
    enabled: user !== null,
  });
}
